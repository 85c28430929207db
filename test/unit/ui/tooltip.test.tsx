/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeMatchMedia } from './support/match-media';
import { TOOLTIP_MOBILE_FOCUS_DELAY_MS } from '../../../src/ui/timings';
import {
  TAX_TOOLTIP_LABEL,
  TAX_TOOLTIP_LABEL_KEY,
  Tooltip,
  VIN_TOOLTIP_LABEL,
  VIN_TOOLTIP_LABEL_KEY,
} from '../../../src/ui/tooltip';

// The focus delay and the narrow breakpoint are site data the tooltip reads itself: the fixture's here (test/support/
// fixture-markets.ts fixtureSite: 250 ms, 768 px); the shipped values (spec §9) are pinned in test/unit/generator/market-data.test.ts.
jest.mock('../../../src/generated/site', () => ({
  site: jest.requireActual('../../support/fixture-markets').fixtureSite,
}));

function showAt(width: number) {
  media = fakeMatchMedia(width);
  render(<Tooltip label={VIN_TOOLTIP_LABEL}>The VIN is on your registration document.</Tooltip>);
  return screen.getByRole('button', { name: VIN_TOOLTIP_LABEL });
}

/** Advances the clock; floating-ui positions asynchronously, so its updates settle inside act() too. */
async function settle(ms = 0) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  media.restore();
  jest.useRealTimers();
});

it('exports the spec default labels and their content keys', () => {
  media = fakeMatchMedia(1024);
  expect([VIN_TOOLTIP_LABEL_KEY, VIN_TOOLTIP_LABEL]).toEqual(['ui.tooltip.vin', 'Where do I find my VIN?']);
  expect([TAX_TOOLTIP_LABEL_KEY, TAX_TOOLTIP_LABEL]).toEqual(['ui.tooltip.tax', 'View tax section disclaimer']);
  expect(TOOLTIP_MOBILE_FOCUS_DELAY_MS).toBe(250); // the fixture site's delay
});

it('hides the bubble until asked', async () => {
  const button = showAt(1024);
  expect(screen.queryByRole('tooltip')).toBeNull();
  expect(button.getAttribute('aria-describedby')).toBeNull();
});

it('shows the bubble at once on focus on a wide screen, describing the button', async () => {
  const button = showAt(1024);
  fireEvent.focus(button);
  await settle();
  const bubble = screen.getByRole('tooltip');
  expect(bubble.textContent).toBe('The VIN is on your registration document.');
  expect(button.getAttribute('aria-describedby')).toBe(bubble.id);
  expect(
    screen.getByRole('button', { name: VIN_TOOLTIP_LABEL, description: 'The VIN is on your registration document.' }),
  ).toBe(button);
});

it('waits 250 ms after focus on a narrow screen before showing the bubble', async () => {
  const button = showAt(768);
  fireEvent.focus(button);
  await settle(249);
  expect(screen.queryByRole('tooltip')).toBeNull();
  await settle(1);
  expect(screen.getByRole('tooltip')).toBeTruthy();
});

it('shows the bubble at once on a click on a narrow screen', async () => {
  const button = showAt(768);
  fireEvent.click(button);
  await settle();
  expect(screen.getByRole('tooltip')).toBeTruthy();
});

it('closes the bubble on a second click', async () => {
  const button = showAt(768);
  fireEvent.click(button);
  await settle();
  fireEvent.click(button);
  await settle();
  expect(screen.queryByRole('tooltip')).toBeNull();
});

it('shows the bubble while the pointer is over the button', async () => {
  const button = showAt(1024);
  fireEvent.mouseEnter(button);
  await settle();
  expect(screen.getByRole('tooltip')).toBeTruthy();
  fireEvent.mouseLeave(button);
  await settle();
  expect(screen.queryByRole('tooltip')).toBeNull();
});

it('hides the bubble on Escape', async () => {
  const button = showAt(1024);
  fireEvent.focus(button);
  await settle();
  fireEvent.keyDown(button, { key: 'Escape' });
  await settle();
  expect(screen.queryByRole('tooltip')).toBeNull();
  expect(button.getAttribute('aria-describedby')).toBeNull();
});

it('hides a bubble shown by hover on Escape wherever focus is', async () => {
  const button = showAt(1024);
  fireEvent.mouseEnter(button);
  await settle();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  await settle();
  expect(screen.queryByRole('tooltip')).toBeNull();
});

it('does not show the bubble when focus leaves within the 250 ms on a narrow screen', async () => {
  const button = showAt(768);
  fireEvent.focus(button);
  await settle(100);
  fireEvent.blur(button);
  await settle(500);
  expect(screen.queryByRole('tooltip')).toBeNull();
});
