/** @jest-environment ./test/support/jsdom-environment.js */
import { screen, within } from '@testing-library/react';
import { OrderProgress } from '../../../../src/features/vehicle-orders/components/order-progress';
import { renderInMarket } from './render';

async function progress(statusCode: string, countryCode: string, marketId = 'product/en-gb') {
  const { texts } = await renderInMarket(marketId, <OrderProgress statusCode={statusCode} countryCode={countryCode} />);
  const list = screen.queryByRole('list', { name: texts['tracking.progress.steps'] });
  const steps = list ? within(list).getAllByRole('listitem') : [];
  return { texts, steps, current: steps.filter((s) => s.getAttribute('aria-current') === 'step') };
}

describe('the progress view, by the order\'s region', () => {
  it('EU: three steps (no purchase completed); a VHLG order is shipped, the middle step current', async () => {
    const { texts, steps, current } = await progress('VHLG', 'FR');
    expect(steps.map((s) => s.querySelector('.tracking-step-name')?.textContent))
      .toEqual([texts['tracking.group.inProduction'], texts['tracking.group.shipped'], texts['tracking.group.delivered']]);
    expect(current).toEqual([steps[1]]);
    // Each step's state is written out, not only coloured.
    expect(steps.map((s) => s.querySelector('.tracking-step-state')?.textContent))
      .toEqual([texts['tracking.step.done'], texts['tracking.step.current'], texts['tracking.step.upcoming']]);
    expect(screen.getByText(texts['tracking.group.shipped']!, { selector: 'strong' })).toBeTruthy();
  });

  it('EU in French: the same step in French texts', async () => {
    const { texts, current } = await progress('VHLG', 'FR', 'product/fr-fr');
    expect(texts['tracking.group.shipped']).toBe('Expédié');
    expect(current[0]?.textContent).toContain('Expédié');
    expect(current[0]?.textContent).toContain(texts['tracking.step.current']);
  });

  it('US: four steps; VITR is shipped', async () => {
    const { texts, steps, current } = await progress('VITR', 'US', 'product/en-us');
    expect(steps).toHaveLength(4);
    expect(current).toEqual([steps[1]]);
    expect(steps[2]?.textContent).toContain(texts['tracking.group.purchaseCompleted']);
  });

  it('CA: four steps; VAFD is purchase completed with two steps done', async () => {
    const { texts, steps, current } = await progress('VAFD', 'CA', 'product/en-ca');
    expect(steps).toHaveLength(4);
    expect(current).toEqual([steps[2]]);
    expect(steps.filter((s) => s.textContent?.includes(texts['tracking.step.done']!))).toHaveLength(2);
  });

  it('an EU-only code in the US is unknown: no steps, the status is being updated, the code not shown', async () => {
    const { texts, steps } = await progress('VHLG', 'US', 'product/en-us');
    expect(steps).toEqual([]);
    expect(screen.getByText(texts['tracking.group.unknown']!)).toBeTruthy();
    expect(screen.getByText(texts['tracking.progress.unknown']!)).toBeTruthy();
    expect(document.body.textContent).not.toContain('VHLG');
  });

  it.each([['FR', 'product/fr-fr'], ['US', 'product/en-us'], ['CA', 'product/en-ca']])('OCAN is cancelled in %s, instead of the steps', async (country, marketId) => {
    const { texts, steps } = await progress('OCAN', country, marketId);
    expect(steps).toEqual([]);
    expect(screen.getByText(texts['tracking.group.cancelled']!)).toBeTruthy();
    expect(screen.getByText(texts['tracking.progress.cancelled']!)).toBeTruthy();
    expect(document.body.textContent).not.toContain('OCAN');
  });

  it.each(['BWKA', 'VITR', 'VAFD', 'VPHD'])('shows the owner the stage of %s in words, never the internal code', async (code) => {
    await progress(code, 'US', 'product/en-us');
    expect(document.body.textContent).not.toContain(code);
  });
});
