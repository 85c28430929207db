import { privacyCalls } from '../../../src/api/privacy-calls';
import { endpoints, type EndpointId } from '../../../src/generated/api';
import type { Market } from '../../../src/generated/types/market';
import { checkExchange } from '../../support/contract';
import { fixtureMarket } from '../../support/fixture-markets';
import { ok, testClient } from '../../support/test-client';

// The market's data picks the privacy call (market.privacyApi), never the country; each body is its generation's.
const CHOSEN = new Date('2026-11-23T10:00:00.000Z');
const ITEMS = [
  { preferenceType: 'MobilePermission', preferenceCode: 1 },
  { preferenceType: 'MailPermission', preferenceCode: 0 },
] as const;

/** A market of the fixtures (United States), on the given call: the data is all that differs. */
const onCall = (privacyApi: Market['privacyApi']): Market => ({ ...fixtureMarket('product/en-us'), privacyApi });

function client() {
  return testClient({
    updatePrivacyPreferences: ok({ status: 200 }),
    updatePrivacyPreferencesV2: ok({ status: 200 }),
    updatePrivacyPreferencesV3: ok({ status: 200, preferences: [] }),
    updateImageConsent: ok({ status: 200 }),
    updateEcpPreferences: ok({ status: 200 }),
  });
}

/** The one call the client was asked for, its body held to the contract (the OpenAPI document) as the service would. */
function onlyCall(c: ReturnType<typeof client>): { id: EndpointId; body: unknown } {
  expect(c.calls).toHaveLength(1);
  const [{ id, options }] = c.calls as [{ id: EndpointId; options: { body?: unknown } | undefined }];
  const body = options?.body;
  const { method, path } = endpoints[id];
  checkExchange({
    method,
    url: path,
    requestBody: JSON.stringify(body),
    status: 200,
    contentType: 'application/json',
    responseBody: '',
  });
  return { id, body };
}

describe("the market's privacy call", () => {
  it('eu: the list of preferenceType and preferenceCode with the upper-case country (000 §7)', async () => {
    const c = client();
    await privacyCalls(c, onCall('eu')).savePreferences([...ITEMS], { webview: false });
    expect(onlyCall(c)).toEqual({
      id: 'updatePrivacyPreferences',
      body: { countryCode: 'USA', privacyPreferences: ITEMS },
    });
  });

  it('v2: the preferences keyed by type', async () => {
    const c = client();
    await privacyCalls(c, onCall('v2')).savePreferences([...ITEMS], { webview: false });
    expect(onlyCall(c)).toEqual({
      id: 'updatePrivacyPreferencesV2',
      body: { countryCode: 'USA', preferences: { MobilePermission: 1, MailPermission: 0 } },
    });
  });

  it('v3: a record of each choice with the time of the save and where the owner chose', async () => {
    const web = client();
    await privacyCalls(web, onCall('v3'), () => CHOSEN).savePreferences([...ITEMS], { webview: false });
    expect(onlyCall(web)).toEqual({
      id: 'updatePrivacyPreferencesV3',
      body: {
        countryCode: 'USA',
        source: 'web',
        preferences: ITEMS.map((i) => ({ ...i, chosenAt: '2026-11-23T10:00:00.000Z' })),
      },
    });
    const app = client();
    await privacyCalls(app, onCall('v3'), () => CHOSEN).savePreferences([...ITEMS], { webview: true });
    expect(onlyCall(app).body).toMatchObject({ source: 'app' });
  });

  it('follows the shipped fixture data: a European market on eu, an American one on v3', async () => {
    const de = client();
    await privacyCalls(de, fixtureMarket('product/de-de')).savePreferences([...ITEMS], { webview: false });
    const us = client();
    await privacyCalls(us, fixtureMarket('product/en-us')).savePreferences([...ITEMS], { webview: false });
    expect([onlyCall(de).id, onlyCall(us).id]).toEqual(['updatePrivacyPreferences', 'updatePrivacyPreferencesV3']);
  });

  it('sends no empty list, whatever the call', async () => {
    for (const api of ['eu', 'v2', 'v3'] as const) {
      const c = client();
      const result = await privacyCalls(c, onCall(api)).savePreferences([], { webview: false });
      expect([result.kind, c.calls]).toEqual(['error', []]);
    }
  });
});

describe('the calls of their own', () => {
  it('the image consent: its own call, whatever the privacy call of the market', async () => {
    for (const api of ['eu', 'v2', 'v3'] as const) {
      const c = client();
      await privacyCalls(c, onCall(api)).saveImageConsent(1);
      expect(onlyCall(c)).toEqual({ id: 'updateImageConsent', body: { countryCode: 'USA', consent: 1 } });
    }
  });

  it('the email preferences: the ECP call, with the format as html or text', async () => {
    const c = client();
    await privacyCalls(c, onCall('eu')).saveEcpPreferences({
      subscriptions: [{ code: 'EmailNewsletter', optIn: true }],
      format: { code: 'EmailFormatHtml', html: false },
    });
    expect(onlyCall(c)).toEqual({
      id: 'updateEcpPreferences',
      body: {
        countryCode: 'USA',
        channel: 'email',
        subscriptions: [{ code: 'EmailNewsletter', optIn: true }],
        format: { code: 'EmailFormatHtml', value: 'text' },
      },
    });
    const none = client();
    expect((await privacyCalls(none, onCall('eu')).saveEcpPreferences({ subscriptions: [] })).kind).toBe('error');
    expect(none.calls).toEqual([]);
  });
});

it('every call that changes preferences evicts the cached answers the EU call evicts (profile, profile-lite, offers)', () => {
  const ids = [
    'updatePrivacyPreferencesV2',
    'updatePrivacyPreferencesV3',
    'updateImageConsent',
    'updateEcpPreferences',
  ];
  for (const id of ids)
    expect([id, endpoints[id as EndpointId].evicts]).toEqual([id, ['profile', 'profileLite', 'offers']]);
  expect(endpoints.updatePrivacyPreferences.evicts).toEqual(['profile', 'profileLite', 'offers']);
});
