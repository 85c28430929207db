import {
  isRecognised,
  resolveValue,
  shortcodesIn,
  type AnalyticsContext,
} from '../../../../src/lib/analytics/shortcodes';

const market = { brand: 'product', countryCode: 'DE', languageRegionCode: 'de-de' };
const ctx: AnalyticsContext = {
  user: { guid: 'g-123', consumerId: 'c-456', optIn: true, vehicleCount: 2, hasConnectedVehicle: false },
  market,
  page: { name: 'account-settings', route: '/account-settings' },
  detail: { errorCode: 'E42', modelYear: 2024, retried: true },
};
const value = (template: string, c: AnalyticsContext = ctx) => resolveValue(template, c);

describe('shortcodes (spec 002 §8)', () => {
  it.each([
    ['[user.guid]', 'g-123'],
    ['[user.consumerId]', 'c-456'],
    ['[user.optIn]', 'yes'],
    ['[user.vehicleCount]', '2'],
    ['[user.connected]', 'no'],
    ['[market.brand]', 'product'],
    ['[market.country]', 'DE'],
    ['[market.locale]', 'de-de'],
    ['[page.name]', 'account-settings'],
    ['[page.route]', '/account-settings'],
    ['[detail.errorCode]', 'E42'],
    ['[detail.modelYear]', '2024'],
    ['[detail.retried]', 'yes'],
  ])('%s gives %s', (template, want) => {
    expect(value(template)).toEqual({ ok: true, value: want });
  });
  it('renders opt-out as no, a connected vehicle as yes and zero vehicles as 0', () => {
    const user = { guid: 'g', optIn: false, vehicleCount: 0, hasConnectedVehicle: true };
    expect(value('[user.optIn]|[user.connected]|[user.vehicleCount]', { ...ctx, user })).toEqual({
      ok: true,
      value: 'no|yes|0',
    });
  });
});

describe('templates', () => {
  it('a value without brackets is a literal', () => {
    expect(value('logged in')).toEqual({ ok: true, value: 'logged in' });
    expect(value('')).toEqual({ ok: true, value: '' });
  });
  it('fills every shortcode of a mixed value and keeps the text around them', () => {
    expect(value('account:[market.country]:[page.name]')).toEqual({ ok: true, value: 'account:DE:account-settings' });
    expect(value('[market.brand]/[market.locale] ([user.vehicleCount])')).toEqual({
      ok: true,
      value: 'product/de-de (2)',
    });
  });
  it('a lone bracket stays text', () => {
    expect(value('a [b')).toEqual({ ok: true, value: 'a [b' });
    expect(value('a] b')).toEqual({ ok: true, value: 'a] b' });
  });
  it('lists the shortcodes of a value', () => {
    expect(shortcodesIn('account:[market.country]:[page.name]')).toEqual(['market.country', 'page.name']);
    expect(shortcodesIn('literal')).toEqual([]);
  });
});

describe('the four errors', () => {
  it('not recognised: unknown names, an empty shortcode, a detail without a key', () => {
    for (const shortcode of ['user.email', 'page', '', 'detail.', 'Market.brand', 'user.guid ']) {
      expect(value(`x[${shortcode}]`)).toEqual({ ok: false, error: 'not-recognised', shortcode });
      expect(isRecognised(shortcode)).toBe(false);
    }
    expect(isRecognised('detail.anything')).toBe(true);
    expect(isRecognised('user.guid')).toBe(true);
    expect(isRecognised('toString')).toBe(false);
  });
  it('no user guid: no user, a null, missing or empty guid', () => {
    for (const user of [undefined, null, {}, { guid: null }, { guid: '' }]) {
      expect(value('[user.guid]', { ...ctx, user })).toEqual({
        ok: false,
        error: 'no-user-guid',
        shortcode: 'user.guid',
      });
    }
  });
  it('no opt-in status: no user, or an opt-in that is null or unset', () => {
    for (const user of [undefined, null, { guid: 'g' }, { guid: 'g', optIn: null }]) {
      expect(value('[user.optIn]', { ...ctx, user })).toEqual({
        ok: false,
        error: 'no-opt-in-status',
        shortcode: 'user.optIn',
      });
    }
  });
  it('missing data: the other shortcodes without their data', () => {
    const bare: AnalyticsContext = {
      market: { brand: '', countryCode: 'DE', languageRegionCode: 'de-de' },
      user: { guid: 'g' },
    };
    for (const shortcode of [
      'user.consumerId',
      'user.vehicleCount',
      'user.connected',
      'market.brand',
      'page.name',
      'page.route',
      'detail.errorCode',
    ]) {
      expect(value(`[${shortcode}]`, bare)).toEqual({ ok: false, error: 'missing-data', shortcode });
    }
    expect(value('[page.route]', { ...ctx, page: { name: 'home' } })).toEqual({
      ok: false,
      error: 'missing-data',
      shortcode: 'page.route',
    });
    expect(value('[detail.errorCode]', { ...ctx, detail: { errorCode: '' } })).toEqual({
      ok: false,
      error: 'missing-data',
      shortcode: 'detail.errorCode',
    });
    expect(value('[user.vehicleCount]', { ...ctx, user: { vehicleCount: Number.NaN } })).toEqual({
      ok: false,
      error: 'missing-data',
      shortcode: 'user.vehicleCount',
    });
  });
  it('detail reads own keys only', () => {
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(value(`[detail.${key}]`)).toEqual({ ok: false, error: 'missing-data', shortcode: `detail.${key}` });
    }
  });
  it('reports the first failing shortcode of a value', () => {
    expect(value('[page.name]:[user.guid]:[nope]', { ...ctx, user: null })).toEqual({
      ok: false,
      error: 'no-user-guid',
      shortcode: 'user.guid',
    });
  });
});
