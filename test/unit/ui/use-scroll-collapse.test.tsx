/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { HEADER_COLLAPSE_SCROLL_PX, HEADER_SCROLL_POLL_MS } from '../../../src/ui/timings';
import { useScrollCollapse } from '../../../src/ui/use-scroll-collapse';

// The thresholds and the poll are site data the hook reads itself: the fixture's here (test/support/fixture-markets.ts
// fixtureSite: 56 px, 8 px, 200 ms); the shipped values (spec §9) are pinned in test/unit/generator/market-data.test.ts.
jest.mock('../../../src/generated/site', () => ({
  site: jest.requireActual('../../support/fixture-markets').fixtureSite,
}));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo(0);
});
afterEach(() => jest.useRealTimers());

it("uses the site values (the fixture's): more than 56 px, polled every 200 ms", () => {
  expect(HEADER_COLLAPSE_SCROLL_PX).toBe(56);
  expect(HEADER_SCROLL_POLL_MS).toBe(200);
});

it('does not collapse before the next poll after scrolling past 56 px', () => {
  const { result } = renderHook(() => useScrollCollapse());
  scrollTo(100);
  act(() => jest.advanceTimersByTime(199));
  expect(result.current).toBe(false);
});

it('collapses at the first poll after scrolling past 56 px', () => {
  const { result } = renderHook(() => useScrollCollapse());
  scrollTo(100);
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe(true);
});

it('stays expanded at exactly 56 px', () => {
  const { result } = renderHook(() => useScrollCollapse());
  scrollTo(56);
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe(false);
});

it('stays collapsed while the page is between 8 and 56 px: collapsing shortens the page and must not make it flap', () => {
  const { result } = renderHook(() => useScrollCollapse());
  scrollTo(70);
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe(true);
  // The shorter header pulled the page up under the threshold: still collapsed, poll after poll.
  for (const y of [40, 20, 9]) {
    scrollTo(y);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  }
});

it('expands again at the next poll after scrolling back to the top', () => {
  const { result } = renderHook(() => useScrollCollapse());
  scrollTo(300);
  act(() => jest.advanceTimersByTime(200));
  scrollTo(8);
  act(() => jest.advanceTimersByTime(199));
  expect(result.current).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(false);
});

it('stops polling when unmounted', () => {
  const { unmount } = renderHook(() => useScrollCollapse());
  expect(jest.getTimerCount()).toBe(1);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
