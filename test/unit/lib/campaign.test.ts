import { keepCampaignId, keptCampaignId, withCampaignId } from '../../../src/lib/campaign';
import { fixtureSite } from '../../support/fixture-markets';

const rule = fixtureSite.campaign;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

it('keeps the campaign id a page is opened with, and a later campaign replaces it', () => {
  const storage = memoryStorage();
  keepCampaignId('?locale=en-us', storage, rule);
  expect(keptCampaignId(storage, rule)).toBeNull();
  keepCampaignId('?campaignId=SPRING24&locale=en-us', storage, rule);
  expect(storage.getItem(rule.storageKey)).toBe('SPRING24');
  keepCampaignId('?campaignId=SUMMER24', storage, rule);
  expect(keptCampaignId(storage, rule)).toBe('SUMMER24');
  keepCampaignId('?campaignId=%20', storage, rule); // blank: the kept one stays
  expect(keptCampaignId(storage, rule)).toBe('SUMMER24');
});

it('appends the kept id to an address as campaignId, replacing one it has, before its fragment', () => {
  expect(withCampaignId('https://www.product.example/account-dashboard', 'SPRING24', rule)).toBe(
    'https://www.product.example/account-dashboard?campaignId=SPRING24',
  );
  expect(withCampaignId('https://app.example/saved?from=app&campaignId=OLD#top', 'NEW 1', rule)).toBe(
    'https://app.example/saved?from=app&campaignId=NEW+1#top',
  );
});

it('leaves an address as it is without a kept id, or when it is not absolute', () => {
  expect(withCampaignId('https://app.example/saved', null, rule)).toBe('https://app.example/saved');
  expect(withCampaignId('/account-dashboard', 'SPRING24', rule)).toBe('/account-dashboard');
});

it('keeps nothing, and fails nothing, where storage refuses', () => {
  const refusing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  expect(() => keepCampaignId('?campaignId=SPRING24', refusing, rule)).not.toThrow();
  expect(keptCampaignId(refusing, rule)).toBeNull();
  expect(keptCampaignId(undefined, rule)).toBeNull();
});
