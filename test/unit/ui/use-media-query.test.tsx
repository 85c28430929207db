/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeMatchMedia } from './support/match-media';
import type { SiteTables } from '../../../src/lib/market/site-tables';
import { useMediaQuery, useNarrowScreen } from '../../../src/ui/use-media-query';
import { fixtureTables, WithMarket } from '../../support/site-tables';

/**
 * The narrow breakpoint is site data the hook reads from the market context: the spec's 768 px unless told otherwise
 * (the shipped value is pinned in test/unit/generator/market-data.test.ts).
 */
function inMarketNarrowUpTo(narrow: number) {
  const tables: SiteTables = {
    ...fixtureTables,
    site: { ...fixtureTables.site, breakpoints: { ...fixtureTables.site.breakpoints, narrow } },
  };
  return function Wrapper({ children }: { children: ReactNode }) {
    return <WithMarket tables={tables}>{children}</WithMarket>;
  };
}

let media: ReturnType<typeof fakeMatchMedia> | undefined;
afterEach(() => {
  media?.restore();
  media = undefined;
});

it('is false when window.matchMedia is missing', () => {
  expect(typeof window.matchMedia).toBe('undefined');
  const { result } = renderHook(() => useMediaQuery('(max-width: 768px)'));
  expect(result.current).toBe(false);
});

it('follows the query when the window is resized', () => {
  media = fakeMatchMedia(1024);
  const { result } = renderHook(() => useMediaQuery('(max-width: 600px)'));
  expect(result.current).toBe(false);
  act(() => media?.resize(500));
  expect(result.current).toBe(true);
  act(() => media?.resize(700));
  expect(result.current).toBe(false);
});

it('counts a 768 px wide screen as narrow and a 769 px one as wide', () => {
  media = fakeMatchMedia(768);
  const { result } = renderHook(() => useNarrowScreen(), { wrapper: inMarketNarrowUpTo(768) });
  expect(result.current).toBe(true);
  act(() => media?.resize(769));
  expect(result.current).toBe(false);
});

it("takes the narrow breakpoint from the site's tables", () => {
  media = fakeMatchMedia(700);
  const { result } = renderHook(() => useNarrowScreen(), { wrapper: inMarketNarrowUpTo(600) });
  expect(result.current).toBe(false);
  act(() => media?.resize(600));
  expect(result.current).toBe(true);
});
