import { createAnalytics, QUEUE_LIMIT, type AnalyticsSink } from '../../../../src/lib/analytics/dispatch';
import type { AnalyticsEvent, EventDefinition } from '../../../../src/lib/analytics/events';
import type { AnalyticsContext } from '../../../../src/lib/analytics/shortcodes';

const events: Record<string, EventDefinition> = {
  pageView: {
    eventName: 'page view',
    directCallName: 'd:page-view',
    properties: [{ descriptor: 'page.name', value: '[page.name]' }],
  },
  signIn: {
    eventName: 'sign in',
    directCallName: 'd:sign-in',
    properties: [{ descriptor: 'user.guid', value: '[user.guid]' }],
  },
};
const at = (name: string): AnalyticsContext => ({
  market: { brand: 'product', countryCode: 'US', languageRegionCode: 'en-us' },
  page: { name },
});

function setup(opts: { consent?: boolean; loaded?: boolean } = {}) {
  const state = { consent: opts.consent ?? true, loaded: opts.loaded ?? true };
  const sent: AnalyticsEvent[] = [];
  const sink: AnalyticsSink = { send: (e) => sent.push(e) };
  const log = jest.fn();
  const analytics = createAnalytics({
    events,
    consented: () => state.consent,
    sink: () => (state.loaded ? sink : null),
    log,
  });
  return { analytics, state, sent, log, names: () => sent.map((e) => e.properties['page.name']) };
}

describe('track', () => {
  it('sends the built event', () => {
    const { analytics, sent, log } = setup();
    analytics.track('pageView', at('home'));
    expect(sent).toEqual([
      { eventName: 'page view', directCallName: 'd:page-view', properties: { 'page.name': 'home' } },
    ]);
    expect(log).not.toHaveBeenCalled();
  });
  it('ignores an event id the market does not define', () => {
    const { analytics, sent, log } = setup();
    for (const id of ['signOut', 'toString', '__proto__']) analytics.track(id, at('home'));
    expect(sent).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
  it('sends and logs nothing without consent, and drops what was queued', () => {
    const { analytics, state, sent, log, names } = setup({ consent: false });
    analytics.track('pageView', at('a'));
    expect(sent).toEqual([]);
    state.consent = true;
    state.loaded = false;
    analytics.track('pageView', at('b'));
    state.consent = false;
    analytics.track('pageView', at('c'));
    state.consent = true;
    state.loaded = true;
    analytics.track('pageView', at('d'));
    expect(names()).toEqual(['d']);
    expect(log).not.toHaveBeenCalled();
  });
  it('queues while the script loads, then flushes in order before the next event', () => {
    const { analytics, state, names } = setup({ loaded: false });
    analytics.track('pageView', at('a'));
    analytics.track('pageView', at('b'));
    expect(names()).toEqual([]);
    state.loaded = true;
    analytics.track('pageView', at('c'));
    analytics.track('pageView', at('d'));
    expect(names()).toEqual(['a', 'b', 'c', 'd']);
  });
  it(`keeps the last ${QUEUE_LIMIT} queued events`, () => {
    const { analytics, state, names } = setup({ loaded: false });
    for (let i = 0; i < QUEUE_LIMIT + 5; i += 1) analytics.track('pageView', at(`p${i}`));
    state.loaded = true;
    analytics.track('pageView', at('last'));
    expect(names()).toEqual([...Array.from({ length: QUEUE_LIMIT }, (_, i) => `p${i + 5}`), 'last']);
  });
  it('builds an event with the context of the moment it happened', () => {
    const { analytics, state, sent } = setup({ loaded: false });
    analytics.track('signIn', { ...at('x'), user: { guid: 'g-1' } });
    state.loaded = true;
    analytics.track('pageView', { ...at('y'), user: null });
    expect(sent[0]?.properties).toEqual({ 'user.guid': 'g-1' });
  });
  it('logs a sink that throws, never rethrows, and still sends the rest', () => {
    const log = jest.fn();
    const sent: string[] = [];
    const sink: AnalyticsSink = {
      send: (e) => {
        if (e.properties['page.name'] === 'bad') throw new Error('script broke');
        sent.push(e.properties['page.name'] ?? '');
      },
    };
    let loaded = false;
    const analytics = createAnalytics({ events, consented: () => true, sink: () => (loaded ? sink : null), log });
    analytics.track('pageView', at('bad'));
    loaded = true;
    expect(() => analytics.track('pageView', at('good'))).not.toThrow();
    expect(sent).toEqual(['good']);
    expect(log.mock.calls).toEqual([['analytics failed', { event: 'page view', error: 'script broke' }]]);
  });
  it('logs, never rethrows, when consent or the sink lookup throws', () => {
    const log = jest.fn();
    const boom = () => {
      throw new Error('no cookie api');
    };
    expect(() =>
      createAnalytics({ events, consented: boom, sink: () => null, log }).track('pageView', at('a')),
    ).not.toThrow();
    expect(() =>
      createAnalytics({ events, consented: () => true, sink: boom, log }).track('pageView', at('a')),
    ).not.toThrow();
    expect(log.mock.calls).toEqual([
      ['analytics failed', { event: 'pageView', error: 'no cookie api' }],
      ['analytics failed', { event: 'pageView', error: 'no cookie api' }],
    ]);
  });
  it('logs the properties a non-conditional shortcode could not fill', () => {
    const { analytics, sent, log } = setup();
    analytics.track('signIn', at('home'));
    expect(sent).toEqual([{ eventName: 'sign in', directCallName: 'd:sign-in', properties: {} }]);
    expect(log).toHaveBeenCalledWith('analytics property skipped', {
      event: 'sign in',
      descriptor: 'user.guid',
      error: 'no-user-guid',
      shortcode: 'user.guid',
    });
  });
});

describe('flush', () => {
  it('sends the queued events once the sink exists, and nothing without consent', () => {
    const sent: string[] = [];
    let sink: { send: (e: { eventName: string }) => void } | null = null;
    let consent = true;
    const a = createAnalytics({
      events: { signIn: { eventName: 'sign in', directCallName: 'x:sign-in', properties: [] } },
      consented: () => consent,
      sink: () => sink,
      log: () => undefined,
    });
    a.track('signIn', { market: { brand: 'product', countryCode: 'DE', languageRegionCode: 'de-de' } });
    a.flush();
    expect(sent).toEqual([]);
    sink = {
      send: (e) => {
        sent.push(e.eventName);
      },
    };
    consent = false;
    a.flush();
    expect(sent).toEqual([]);
    consent = true;
    a.flush();
    expect(sent).toEqual(['sign in']);
  });
});
