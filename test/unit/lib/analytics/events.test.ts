import type { AnalyticsFile } from '../../../../src/generated/types/analytics';
import { buildEvent, eventsFor, type EventDefinition } from '../../../../src/lib/analytics/events';
import type { AnalyticsContext } from '../../../../src/lib/analytics/shortcodes';

const ctx: AnalyticsContext = {
  user: { guid: 'g-1', optIn: null },
  market: { brand: 'product', countryCode: 'US', languageRegionCode: 'en-us' },
  page: { name: 'dashboard' },
};
const def = (directCallName: string, properties: EventDefinition['properties'] = []): EventDefinition => ({
  eventName: directCallName,
  directCallName,
  properties,
});

describe('buildEvent', () => {
  it('resolves every property by descriptor', () => {
    const log = jest.fn();
    const event = buildEvent(
      def('a:page-view', [
        { descriptor: 'page.pageName', value: 'account:[market.country]:[page.name]' },
        { descriptor: 'site.section', value: 'account' },
      ]),
      ctx,
      log,
    );
    expect(event).toEqual({
      eventName: 'a:page-view',
      directCallName: 'a:page-view',
      properties: { 'page.pageName': 'account:US:dashboard', 'site.section': 'account' },
    });
    expect(log).not.toHaveBeenCalled();
  });
  it('logs and skips a failing non-conditional property, keeping the others', () => {
    const log = jest.fn();
    const event = buildEvent(
      def('a:save', [
        { descriptor: 'user.optIn', value: '[user.optIn]' },
        { descriptor: 'x', value: '[user.email]', conditional: false },
        { descriptor: 'user.guid', value: '[user.guid]' },
      ]),
      ctx,
      log,
    );
    expect(event.properties).toEqual({ 'user.guid': 'g-1' });
    expect(log.mock.calls).toEqual([
      [
        'analytics property skipped',
        { event: 'a:save', descriptor: 'user.optIn', error: 'no-opt-in-status', shortcode: 'user.optIn' },
      ],
      [
        'analytics property skipped',
        { event: 'a:save', descriptor: 'x', error: 'not-recognised', shortcode: 'user.email' },
      ],
    ]);
  });
  it('skips a failing conditional property silently', () => {
    const log = jest.fn();
    const event = buildEvent(
      def('a:page-view', [
        { descriptor: 'form.error', value: '[detail.errorCode]', conditional: true },
        { descriptor: 'user.guid', value: '[user.guid]', conditional: true },
      ]),
      { ...ctx, user: null },
      log,
    );
    expect(event.properties).toEqual({});
    expect(log).not.toHaveBeenCalled();
  });
});

describe('eventsFor', () => {
  const file: AnalyticsFile = {
    defaults: { events: { pageView: def('d:page-view'), signIn: def('d:sign-in'), signOut: def('d:sign-out') } },
    overrides: [
      { brand: 'lincoln', events: { pageView: def('l:page-view'), signOut: def('l:sign-out') } },
      { countries: ['DE', 'AT'], events: { signOut: null } },
      { brand: 'lincoln', countries: ['CA'], events: { pageView: def('l-ca:page-view'), signIn: null } },
      { countries: ['CA'], events: { pageView: def('ca:page-view') } },
    ],
  };
  const calls = (brand: string, country: string) =>
    Object.fromEntries(Object.entries(eventsFor(file, brand, country)).map(([id, d]) => [id, d.directCallName]));

  it('gives the defaults where no override matches', () => {
    expect(calls('product', 'US')).toEqual({ pageView: 'd:page-view', signIn: 'd:sign-in', signOut: 'd:sign-out' });
    expect(eventsFor({ defaults: file.defaults }, 'lincoln', 'CA')).toEqual(file.defaults.events);
  });
  it('applies a brand override to every country of the brand', () => {
    expect(calls('lincoln', 'US')).toEqual({ pageView: 'l:page-view', signIn: 'd:sign-in', signOut: 'l:sign-out' });
  });
  it('applies a country override to every brand, and null removes the event', () => {
    expect(calls('product', 'DE')).toEqual({ pageView: 'd:page-view', signIn: 'd:sign-in' });
    expect(calls('product', 'at')).toEqual({ pageView: 'd:page-view', signIn: 'd:sign-in' });
  });
  it('needs both brand and countries to match when an override names both', () => {
    expect(calls('product', 'CA')).toEqual({ pageView: 'ca:page-view', signIn: 'd:sign-in', signOut: 'd:sign-out' });
  });
  it('applies matching overrides in file order: the later one wins', () => {
    expect(calls('lincoln', 'CA')).toEqual({ pageView: 'ca:page-view', signOut: 'l:sign-out' });
  });
  it('leaves the file untouched', () => {
    eventsFor(file, 'lincoln', 'DE');
    expect(Object.keys(file.defaults.events)).toEqual(['pageView', 'signIn', 'signOut']);
  });
});
