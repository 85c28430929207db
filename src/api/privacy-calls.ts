import type { ApiClient, ApiResult } from './client';
import type { EcpSubscription, PrivacyChoiceSource, PrivacyPreferenceUpdate } from '../generated/types/api/owner';
import type { Market, PrivacyApi } from '../generated/types/market';

type CallMarket = Pick<Market, 'threeLetterCountryCode' | 'privacyApi'>;
type Items = [PrivacyPreferenceUpdate, ...PrivacyPreferenceUpdate[]];

/** Where and when the owner chose: the v3 call keeps both with each choice; the other generations do not ask. */
interface ChoiceRecord {
  source: PrivacyChoiceSource;
  chosenAt: string;
}

/** The email preference page's choices for the ECP call: each email, and the format (1 HTML, 0 plain text). */
export interface EcpChoices {
  subscriptions: EcpSubscription[];
  format?: { code: string; html: boolean };
}

/**
 * One sender per generation of the privacy preferences call (common.schema.json privacyApi), each building its own
 * body from the same choices. The market's data picks one (market.privacyApi): a new generation is an entry here.
 */
const senders: {
  [K in PrivacyApi]: (
    client: ApiClient,
    countryCode: string,
    items: Items,
    record: ChoiceRecord,
  ) => Promise<ApiResult<unknown>>;
} = {
  // 000 §7: the list of preferenceType and preferenceCode.
  eu: (client, countryCode, items) =>
    client.call('updatePrivacyPreferences', { body: { countryCode, privacyPreferences: items } }),
  v2: (client, countryCode, items) =>
    client.call('updatePrivacyPreferencesV2', {
      body: { countryCode, preferences: Object.fromEntries(items.map((i) => [i.preferenceType, i.preferenceCode])) },
    }),
  v3: (client, countryCode, [first, ...rest], { source, chosenAt }) =>
    client.call('updatePrivacyPreferencesV3', {
      body: { countryCode, source, preferences: [{ ...first, chosenAt }, ...rest.map((i) => ({ ...i, chosenAt }))] },
    }),
};

/** The country as every preference call sends it: three upper-case letters (000 §7). */
const countryOf = (market: CallMarket) => market.threeLetterCountryCode.toUpperCase();
const nothingToSave = <T>(): ApiResult<T> => ({ kind: 'error', status: 0, message: 'no option to save' });

/** The preference calls of the account pages: which one a market uses is its data, never a page's choice. */
export interface PrivacyCalls {
  /**
   * The marketing and communication choices through the market's privacy call (eu, v2 or v3); an empty list is not
   * sent. In webview the owner chose in the maker's app (v3 records it as source app).
   */
  savePreferences(items: PrivacyPreferenceUpdate[], where: { webview: boolean }): Promise<ApiResult<unknown>>;
  /** The image consent of the image markets (market.imageConsent): its own call, whatever the market's privacy call. */
  saveImageConsent(consent: 0 | 1): Promise<ApiResult<unknown>>;
  /** The email preference page's choices through the marketing ECP call; without an email, nothing is sent. */
  saveEcpPreferences(choices: EcpChoices): Promise<ApiResult<unknown>>;
}

/** `now` is when the owner chose (the save): the v3 record's chosenAt. */
export function privacyCalls(client: ApiClient, market: CallMarket, now: () => Date = () => new Date()): PrivacyCalls {
  return {
    savePreferences: (items, { webview }) => {
      const [first, ...rest] = items;
      if (!first) return Promise.resolve(nothingToSave());
      const record: ChoiceRecord = { source: webview ? 'app' : 'web', chosenAt: now().toISOString() };
      return senders[market.privacyApi](client, countryOf(market), [first, ...rest], record);
    },
    saveImageConsent: (consent) =>
      client.call('updateImageConsent', { body: { countryCode: countryOf(market), consent } }),
    saveEcpPreferences: ({ subscriptions: [first, ...rest], format }) => {
      if (!first) return Promise.resolve(nothingToSave());
      return client.call('updateEcpPreferences', {
        body: {
          countryCode: countryOf(market),
          channel: 'email',
          subscriptions: [first, ...rest],
          ...(format ? { format: { code: format.code, value: format.html ? 'html' : 'text' } } : {}),
        },
      });
    },
  };
}
