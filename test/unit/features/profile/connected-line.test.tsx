/** @jest-environment ./test/support/jsdom-environment.js */
import { act, screen } from '@testing-library/react';
import { ConnectedLine } from '../../../../src/features/profile/components/connected-line';
import { textLookup } from '../../../support/fixture-texts';
import { renderInMarket } from '../../../support/render-in-market';
import { workTruck } from '../../../support/vehicle-reports';

const texts: Record<string, string> = {
  'vehicle.model': '{{year}} {{model}}',
  'dashboard.connected': 'Connected',
  'dashboard.notConnected': 'Not connected',
  'garage.health.link': 'Status and health',
  'garage.health.linkOf': 'Status and health of {{vehicle}}',
  'garage.health.connect': 'How to connect',
  'garage.health.connectOf': 'How to connect {{vehicle}}',
};
const t = textLookup(texts);

const truck = workTruck;

const show = (connected: boolean | undefined) =>
  renderInMarket(texts, (c: boolean | undefined) => <ConnectedLine vehicle={truck} connected={c} />, connected);

afterEach(() => {
  document.body.innerHTML = '';
});

it('says a connected vehicle is, leading to its status and health by its VIN, named by whose', async () => {
  await show(true);
  expect(screen.getByText(t('dashboard.connected'), { selector: ':not([aria-hidden] *)' })).toBeTruthy();
  const link = screen.getByRole('link', { name: t('garage.health.linkOf', { vehicle: 'Work truck' }) });
  expect(link.textContent).toBe(t('garage.health.link'));
  expect(link.getAttribute('href')).toBe('/vehicle-health?vin=1FTFW1E87PFA10001');
});

it('says another is not connected, leading to how to connect it (the same page, which says so)', async () => {
  await show(false);
  const link = screen.getByRole('link', { name: t('garage.health.connectOf', { vehicle: 'Work truck' }) });
  expect(link.textContent).toBe(t('garage.health.connect'));
  expect(link.getAttribute('href')).toBe('/vehicle-health?vin=1FTFW1E87PFA10001');
});

it('keeps the space of both forms from the start, hidden from reading, so the answer moves nothing', async () => {
  const { rerender } = await show(undefined);
  expect(screen.queryByRole('link')).toBeNull();
  const spaces = [...document.querySelectorAll('.vehicle-connected-space')];
  expect(spaces.map((s) => s.textContent)).toEqual([
    `${t('dashboard.connected')}${t('garage.health.link')}`,
    `${t('dashboard.notConnected')}${t('garage.health.connect')}`,
  ]);
  expect(spaces.every((s) => s.getAttribute('aria-hidden') === 'true')).toBe(true);
  // No link inside the spaces: nothing hidden takes focus.
  expect(spaces.some((s) => s.querySelector('a'))).toBe(false);
  await act(async () => rerender(true));
  expect(document.querySelectorAll('.vehicle-connected-space')).toHaveLength(2);
  expect(screen.getAllByRole('link')).toHaveLength(1);
});
