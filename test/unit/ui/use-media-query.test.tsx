/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { fakeMatchMedia } from './support/match-media';
import { NARROW_SCREEN_QUERY, useMediaQuery, useNarrowScreen } from '../../../src/ui/use-media-query';

// The narrow breakpoint is site data the hook reads itself: the fixture's here (test/support/fixture-markets.ts fixtureSite:
// 768 px); the shipped value is pinned in test/unit/generator/market-data.test.ts.
jest.mock('../../../src/generated/site', () => ({
  site: jest.requireActual('../../support/fixture-markets').fixtureSite,
}));

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
  expect(NARROW_SCREEN_QUERY).toBe('(max-width: 768px)');
  media = fakeMatchMedia(768);
  const { result } = renderHook(() => useNarrowScreen());
  expect(result.current).toBe(true);
  act(() => media?.resize(769));
  expect(result.current).toBe(false);
});
