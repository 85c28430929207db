/** @jest-environment ./test/support/jsdom-environment.js */
import { act, screen } from '@testing-library/react';
import { RecallLine } from '../../../../src/features/profile/components/recall-line';
import type { RecallSummary } from '../../../../src/features/profile/slice';
import type { Vehicle } from '../../../../src/generated/types/api/owner';
import { textLookup } from '../../../support/fixture-texts';
import { renderInMarket } from '../../../support/render-in-market';
import { workTruck } from '../../../support/vehicle-reports';

const texts: Record<string, string> = {
  'vehicle.model': '{{year}} {{model}}',
  'garage.recalls.open': 'Open safety recalls: {{count}}',
  'garage.recalls.none': 'No open safety recalls (checked on {{date}})',
  'garage.recalls.failed': 'Safety recalls could not be checked',
  'garage.recalls.link': 'Safety recalls of {{vehicle}}',
};
const t = textLookup(texts);

const truck = workTruck;
const escape: Vehicle = { vin: '1FMCU9J97PUA20002', make: 'F', modelYear: '2019', modelName: 'Escape', nickName: null };

const show = (vehicle: Vehicle, summary: RecallSummary | undefined) =>
  renderInMarket(texts, (s: RecallSummary | undefined) => <RecallLine vehicle={vehicle} summary={s} />, summary);

afterEach(() => {
  document.body.innerHTML = '';
});

it("counts the open recalls as a warning, leading to the vehicle's recalls page by its VIN", async () => {
  await show(truck, { status: 'loaded', open: 1, checkedAt: '2026-11-28T09:00:00Z' });
  const link = screen.getByRole('link', {
    name: `${t('garage.recalls.open', { count: '1' })} – ${t('garage.recalls.link', { vehicle: 'Work truck' })}`,
  });
  expect(link.textContent).toBe(t('garage.recalls.open', { count: '1' }));
  expect(link.getAttribute('href')).toBe('/vehicle-recalls?vin=1FTFW1E87PFA10001');
  expect(link.closest('p')?.classList.contains('vehicle-recalls-open')).toBe(true);
});

it('says there are none as of the day they were checked, naming the car by its model when it has no nickname', async () => {
  await show(escape, { status: 'loaded', open: 0, checkedAt: '2026-11-28T09:00:00Z' });
  const none = t('garage.recalls.none', { date: 'Nov 28, 2026' });
  const link = screen.getByRole('link', {
    name: `${none} – ${t('garage.recalls.link', { vehicle: '2019 Escape' })}`,
  });
  expect(link.textContent).toBe(none);
  expect(link.getAttribute('href')).toBe('/vehicle-recalls?vin=1FMCU9J97PUA20002');
  expect(link.closest('p')?.classList.contains('vehicle-recalls-open')).toBe(false);
});

it('says when they could not be checked, still leading to the page that can try again', async () => {
  await show(truck, { status: 'failed' });
  expect(screen.getByRole('link').textContent).toBe(t('garage.recalls.failed'));
});

it('keeps the space of every form of the line from the start, hidden from reading, so the answer moves nothing', async () => {
  const { rerender } = await show(truck, undefined);
  expect(screen.queryByRole('link')).toBeNull();
  const line = document.querySelector('p.vehicle-recalls')!;
  const spaces = () => [...line.querySelectorAll('.vehicle-recalls-space')];
  const before = spaces().map((s) => s.textContent);
  expect(before).toHaveLength(3);
  expect(spaces().every((s) => s.getAttribute('aria-hidden') === 'true')).toBe(true);
  expect(before).toContain(t('garage.recalls.failed'));
  act(() => rerender({ status: 'loaded', open: 2, checkedAt: new Date().toISOString() }));
  // The same forms keep the space once the answer is in; only the link is added over them.
  expect(spaces().map((s) => s.textContent)).toEqual(before);
  expect(screen.getByRole('link').textContent).toBe(t('garage.recalls.open', { count: '2' }));
});
