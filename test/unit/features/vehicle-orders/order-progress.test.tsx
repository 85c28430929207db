/** @jest-environment ./test/support/jsdom-environment.js */
import { screen, within } from '@testing-library/react';
import { renderInMarket } from './render';
import { OrderProgress } from '../../../../src/features/vehicle-orders/components/order-progress';

// Status groups of the fixture orders table (renderInMarket hands it to the market view): US and CA four steps,
// FR (EU) three; the French texts of the fr entries.

async function progress(statusCode: string, countryCode: string, marketId = 'product/en-gb') {
  const { t } = await renderInMarket(marketId, <OrderProgress statusCode={statusCode} countryCode={countryCode} />);
  const list = screen.queryByRole('list', { name: t('tracking.progress.steps') });
  const steps = list ? within(list).getAllByRole('listitem') : [];
  return { t, steps, current: steps.filter((s) => s.getAttribute('aria-current') === 'step') };
}

describe("the progress view, by the order's region", () => {
  it('EU: three steps (no purchase completed); a VHLG order is shipped, the middle step current', async () => {
    const { t, steps, current } = await progress('VHLG', 'FR');
    expect(steps.map((s) => s.querySelector('.tracking-step-name')?.textContent)).toEqual([
      t('tracking.group.inProduction'),
      t('tracking.group.shipped'),
      t('tracking.group.delivered'),
    ]);
    expect(current).toEqual([steps[1]]);
    // Each step's state is written out, not only coloured.
    expect(steps.map((s) => s.querySelector('.tracking-step-state')?.textContent)).toEqual([
      t('tracking.step.done'),
      t('tracking.step.current'),
      t('tracking.step.upcoming'),
    ]);
    expect(screen.getByText(t('tracking.group.shipped'), { selector: 'strong' })).toBeTruthy();
  });

  it('EU in French: the same step in French texts', async () => {
    const { current } = await progress('VHLG', 'FR', 'product/fr-ca');
    expect(current[0]?.textContent).toContain('Expédié');
    expect(current[0]?.textContent).toContain('étape en cours');
  });

  it('US: four steps; VITR is shipped', async () => {
    const { t, steps, current } = await progress('VITR', 'US', 'product/en-us');
    expect(steps).toHaveLength(4);
    expect(current).toEqual([steps[1]]);
    expect(steps[2]?.textContent).toContain(t('tracking.group.purchaseCompleted'));
  });

  it('CA: four steps; VAFD is purchase completed with two steps done', async () => {
    const { t, steps, current } = await progress('VAFD', 'CA', 'product/en-ca');
    expect(steps).toHaveLength(4);
    expect(current).toEqual([steps[2]]);
    expect(steps.filter((s) => s.textContent?.includes(t('tracking.step.done')))).toHaveLength(2);
  });

  it('an EU-only code in the US is unknown: no steps, the status is being updated, the code not shown', async () => {
    const { t, steps } = await progress('VHLG', 'US', 'product/en-us');
    expect(steps).toEqual([]);
    expect(screen.getByText(t('tracking.group.unknown'))).toBeTruthy();
    expect(screen.getByText(t('tracking.progress.unknown'))).toBeTruthy();
    expect(document.body.textContent).not.toContain('VHLG');
  });

  it.each([
    ['FR', 'product/fr-ca'],
    ['US', 'product/en-us'],
    ['CA', 'product/en-ca'],
  ])('OCAN is cancelled in %s, instead of the steps', async (country, marketId) => {
    const { t, steps } = await progress('OCAN', country, marketId);
    expect(steps).toEqual([]);
    expect(screen.getByText(t('tracking.group.cancelled'))).toBeTruthy();
    expect(screen.getByText(t('tracking.progress.cancelled'))).toBeTruthy();
    expect(document.body.textContent).not.toContain('OCAN');
  });

  it.each(['BWKA', 'VITR', 'VAFD', 'VPHD'])(
    'shows the owner the stage of %s in words, never the internal code',
    async (code) => {
      await progress(code, 'US', 'product/en-us');
      expect(document.body.textContent).not.toContain(code);
    },
  );
});
