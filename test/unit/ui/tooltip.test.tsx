/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeMatchMedia } from './support/match-media';
import type { SiteTables } from '../../../src/lib/market/site-tables';
import {
  TAX_TOOLTIP_LABEL,
  TAX_TOOLTIP_LABEL_KEY,
  Tooltip,
  VIN_TOOLTIP_LABEL,
  VIN_TOOLTIP_LABEL_KEY,
} from '../../../src/ui/tooltip';
import { fixtureTables, WithMarket } from '../../support/site-tables';

/**
 * The focus delay and the narrow breakpoint are site data the tooltip reads from the market context: the spec's
 * 250 ms and 768 px unless told otherwise (the shipped values, spec §9, are pinned in test/unit/generator/market-data.test.ts).
 */
function siteTables(tooltipMobileFocusDelayMs: number): SiteTables {
  const { site } = fixtureTables;
  return {
    ...fixtureTables,
    site: {
      ...site,
      timings: { ...site.timings, tooltipMobileFocusDelayMs },
      breakpoints: { ...site.breakpoints, narrow: 768 },
    },
  };
}

function showAt(width: number, focusDelayMs = 250) {
  media = fakeMatchMedia(width);
  render(
    <WithMarket tables={siteTables(focusDelayMs)}>
      <Tooltip label={VIN_TOOLTIP_LABEL}>The VIN is on your registration document.</Tooltip>
    </WithMarket>,
  );
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
});

it("waits the site's focus delay on a narrow screen, whatever the market context gives (here 600 ms)", async () => {
  const button = showAt(768, 600);
  fireEvent.focus(button);
  await settle(599);
  expect(screen.queryByRole('tooltip')).toBeNull();
  await settle(1);
  expect(screen.getByRole('tooltip')).toBeTruthy();
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
