import { markets as localMarkets } from '../../../../src/generated/markets/local';
import { markets as productionMarkets } from '../../../../src/generated/markets/production';
import { site } from '../../../../src/generated/site';
import type { ScriptKind } from '../../../../src/lib/scripts/loader';
import { scriptRequest, waitsForGroup6 } from '../../../../src/lib/scripts/market-scripts';
import { fixtureMarket } from '../../../support/fixture-markets';

const KINDS: ScriptKind[] = [
  'signIn',
  'botCheck',
  'payments',
  'wallet',
  'analytics',
  'feedback',
  'maps',
  'chat',
  'calls',
];
const market = (id: string) => localMarkets.find((m) => m.id === id)!;

describe('which scripts wait for consent group 6 (site.json cookieConsent.scriptConsent, spec 001 §7)', () => {
  it('the strictly necessary ones (sign-in, bot-check, payments, the wallet) load without it; the others wait', () => {
    expect(KINDS.filter((k) => !waitsForGroup6(site, k))).toEqual(['signIn', 'botCheck', 'payments', 'wallet']);
    expect(KINDS.filter((k) => waitsForGroup6(site, k))).toEqual(['analytics', 'feedback', 'maps', 'chat', 'calls']);
  });
});

describe('what the loader is given for a kind of a market', () => {
  it('the feedback survey gets its comment card id as data-card-id', () => {
    const de = market('product/de-de');
    expect(de.medalliaCommentCardId).toBeDefined();
    expect(scriptRequest(de, 'feedback')).toEqual({
      address: '/local/scripts/feedback.js',
      data: { cardId: String(de.medalliaCommentCardId) },
    });
  });

  it('a market without a card has no survey address, and a card alone loads nothing without one', () => {
    const nl = market('product/nl-nl');
    expect(nl.medalliaCommentCardId).toBeUndefined();
    expect(scriptRequest(nl, 'feedback')).toEqual({ address: '', data: {} });
    const noCard = { ...fixtureMarket('product/en-us'), medalliaCommentCardId: undefined };
    expect(scriptRequest({ ...noCard, scripts: { ...noCard.scripts, feedback: '/s/f.js' } }, 'feedback').address).toBe(
      '',
    );
  });

  it('the other kinds get the market address as it is, without data (empty: nothing to load)', () => {
    const de = market('product/de-de');
    expect(scriptRequest(de, 'botCheck')).toEqual({ address: '/local/scripts/bot-check.js', data: {} });
    expect(scriptRequest(fixtureMarket('product/en-us'), 'chat')).toEqual({ address: '', data: {} });
  });
});

describe('the shipped addresses', () => {
  it('the sign-in widget is the sign-in script address, in every environment', () => {
    for (const m of [...localMarkets, ...productionMarkets]) expect(m.scripts.signIn).toBe(m.signInScriptUrl);
    expect(market('product/de-de').scripts.signIn).toBe('/local/scripts/account-widget.js');
  });

  it('payments only where the wallet is (the wallet page adds a payment method with it)', () => {
    for (const m of productionMarkets) expect(m.scripts.payments === '').toBe(m.scripts.wallet === '');
    expect(market('product/en-za').scripts.payments).toBe('');
    expect(market('product/en-gb').scripts.payments).toBe('/local/scripts/payments.js');
  });
});
