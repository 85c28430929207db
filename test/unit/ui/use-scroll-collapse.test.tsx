/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Site } from '../../../src/generated/types/site';
import { useScrollCollapse } from '../../../src/ui/use-scroll-collapse';
import { fixtureTables, WithMarket } from '../../support/site-tables';

type HeaderTimings = Pick<Site['timings'], 'headerCollapseScrollPx' | 'headerExpandScrollPx' | 'headerScrollPollMs'>;

/** The spec's thresholds and poll (§9: 56 px, 8 px, 200 ms; the shipped ones are pinned in test/unit/generator/market-data.test.ts). */
const specTimings: HeaderTimings = { headerCollapseScrollPx: 56, headerExpandScrollPx: 8, headerScrollPollMs: 200 };

/** The hook as the header runs it, reading the thresholds and the poll from the market context given these. */
function renderCollapse(timings: HeaderTimings = specTimings) {
  const tables = {
    ...fixtureTables,
    site: { ...fixtureTables.site, timings: { ...fixtureTables.site.timings, ...timings } },
  };
  return renderHook(() => useScrollCollapse(), {
    wrapper: ({ children }: { children: ReactNode }) => <WithMarket tables={tables}>{children}</WithMarket>,
  });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo(0);
});
afterEach(() => jest.useRealTimers());

it("takes the thresholds and the poll from the site's tables", () => {
  const { result } = renderCollapse({ headerCollapseScrollPx: 100, headerExpandScrollPx: 20, headerScrollPollMs: 50 });
  scrollTo(100);
  act(() => jest.advanceTimersByTime(50));
  expect(result.current).toBe(false);
  scrollTo(101);
  act(() => jest.advanceTimersByTime(49));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(true);
  scrollTo(21);
  act(() => jest.advanceTimersByTime(50));
  expect(result.current).toBe(true);
  scrollTo(20);
  act(() => jest.advanceTimersByTime(50));
  expect(result.current).toBe(false);
});

it('does not collapse before the next poll after scrolling past 56 px', () => {
  const { result } = renderCollapse();
  scrollTo(100);
  act(() => jest.advanceTimersByTime(199));
  expect(result.current).toBe(false);
});

it('collapses at the first poll after scrolling past 56 px', () => {
  const { result } = renderCollapse();
  scrollTo(100);
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe(true);
});

it('stays expanded at exactly 56 px', () => {
  const { result } = renderCollapse();
  scrollTo(56);
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe(false);
});

it('stays collapsed while the page is between 8 and 56 px: collapsing shortens the page and must not make it flap', () => {
  const { result } = renderCollapse();
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
  const { result } = renderCollapse();
  scrollTo(300);
  act(() => jest.advanceTimersByTime(200));
  scrollTo(8);
  act(() => jest.advanceTimersByTime(199));
  expect(result.current).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(false);
});

it('stops polling when unmounted', () => {
  const { unmount } = renderCollapse();
  expect(jest.getTimerCount()).toBe(1);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
