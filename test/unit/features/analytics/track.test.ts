import type { AnalyticsServices } from '../../../../src/features/analytics/feature';
import { flushWhenLoaded, track } from '../../../../src/features/analytics/sagas/analytics';
import { analyticsState } from '../../../../src/features/analytics/slice';
import type { AnalyticsContext } from '../../../../src/lib/analytics/shortcodes';
import { consentChanged, scriptLoaded, trackRequested } from '../../../../src/lib/events/analytics';
import { recordingLog, runSaga } from '../../../support/saga';
import { fixtureTables } from '../../../support/site-tables';

function services(over: Partial<AnalyticsServices> = {}) {
  const tracked: { id: string; ctx: AnalyticsContext }[] = [];
  let flushed = 0;
  const context: AnalyticsServices = {
    webview: false,
    log: recordingLog().log,
    tables: fixtureTables,
    analytics: async () => ({
      track: (id, ctx) => {
        tracked.push({ id, ctx });
      },
      flush: () => {
        flushed += 1;
      },
    }),
    analyticsUser: async () => ({ guid: 'g-1', optIn: true }),
    analyticsMarket: { brand: 'product', countryCode: 'DE', languageRegionCode: 'de-de' },
    analyticsSuppressed: false,
    pageSettled: async () => undefined,
    ...over,
  };
  return { context, tracked, flushed: () => flushed };
}

const run = (
  ctx: ReturnType<typeof services>,
  group6: boolean,
  action = trackRequested({ event: 'pageView', page: { name: 'account-dashboard' } }),
) =>
  runSaga({
    slices: [analyticsState],
    context: ctx.context,
    saga: track,
    action,
    before: [consentChanged({ group6 })],
  });

it('sends nothing before consent group 6', async () => {
  const s = services();
  await run(s, false);
  expect(s.tracked).toEqual([]);
});

it('with consent, tracks the event with the owner, the market, the page and the detail', async () => {
  const s = services();
  await run(s, true, trackRequested({ event: 'preferencesSaveFailed', detail: { errorCode: 'HTTP 500' } }));
  expect(s.tracked).toEqual([
    {
      id: 'preferencesSaveFailed',
      ctx: {
        user: { guid: 'g-1', optIn: true },
        market: { brand: 'product', countryCode: 'DE', languageRegionCode: 'de-de' },
        detail: { errorCode: 'HTTP 500' },
      },
    },
  ]);
});

it('a banner-suppressing locale skips the page view event, not the others', async () => {
  const s = services({ analyticsSuppressed: true });
  await run(s, true);
  await run(s, true, trackRequested({ event: 'signIn' }));
  expect(s.tracked.map((t) => t.id)).toEqual(['signIn']);
});

it('sends what waited once the analytics script has loaded', async () => {
  const s = services();
  await runSaga({
    slices: [analyticsState],
    context: s.context,
    saga: flushWhenLoaded,
    action: scriptLoaded({ kind: 'maps' }),
  });
  expect(s.flushed()).toBe(0);
  await runSaga({
    slices: [analyticsState],
    context: s.context,
    saga: flushWhenLoaded,
    action: scriptLoaded({ kind: 'analytics' }),
  });
  expect(s.flushed()).toBe(1);
});

it("waits for the page's own work to be done before it asks for anything: the page's calls go first", async () => {
  let settle = () => undefined as void;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  let asked = 0;
  const s = services({
    analyticsUser: async () => {
      asked += 1;
      return { guid: 'g-1', optIn: true };
    },
    pageSettled: () => settled,
  });
  const done = run(s, true);
  await new Promise((r) => setTimeout(r, 0));
  expect(asked).toBe(0);
  settle();
  await done;
  expect(asked).toBe(1);
  expect(s.tracked.map((t) => t.id)).toEqual(['pageView']);
});
