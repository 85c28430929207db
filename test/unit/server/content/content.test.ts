import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { bundles, fragments } from '../../../../src/generated/content';
import { markets } from '../../../../src/generated/markets/local';
import { fragmentAddress, fragmentsAddress } from '../../../../src/lib/content/addresses';
import { chooseFragment, keyLocale } from '../../../../src/lib/content/fragment-chain';
import { SHELL_CATEGORY } from '../../../../src/lib/content/shell-fragments';
import { buildServer } from '../../../../src/server/build-server';
import { replaceContent } from '../../../../src/server/content/content-store';
import { textFor, textsFor } from '../../../../src/server/content/locale';
import { tempDir } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

interface PhoneCountry {
  countryCode: string;
  countryDisplayName: string;
  countryIconPath: string;
  countryRegex: string;
  phoneNumberCountryCode: string;
}
interface PhoneList {
  countries: PhoneCountry[];
  trunkPrefixes: string[];
}

const tmp = tempDir();
let app: FastifyInstance;
beforeAll(() => {
  app = buildServer({ dbFile: path.join(tmp.dir, 'content.sqlite') });
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await app.close();
  tmp.remove();
});

async function get<T>(url: string): Promise<T> {
  const res = await app.inject(url);
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json() as T;
}

const nameOf = (list: PhoneList, code: string) =>
  list.countries.find((c) => c.countryCode === code)?.countryDisplayName;

describe('country names of the phone number dropdown', () => {
  it('names the countries in German for a German request', async () => {
    const list = await get<PhoneList>('/content/de-de/common/phone-number-dropdown');
    expect(nameOf(list, 'GB')).toBe('Vereinigtes Königreich');
    expect(nameOf(list, 'CZ')).toBe('Tschechien');
  });

  it('names them in the language of each market, with or without the category segment', async () => {
    expect(nameOf(await get<PhoneList>('/content/sv-se/phone-number-dropdown'), 'GB')).toBe('Storbritannien');
    expect(nameOf(await get<PhoneList>('/content/fr-be/common/phone-number-dropdown'), 'NL')).toBe('Pays-Bas');
    expect(nameOf(await get<PhoneList>('/content/th-th/common/phone-number-dropdown'), 'GB')).toBe('สหราชอาณาจักร');
    expect(nameOf(await get<PhoneList>('/content/el-gr/common/phone-number-dropdown'), 'DE')).toBe('Γερμανία');
  });

  it('follows the locale where a language names a country two ways (Brazil and Portugal)', async () => {
    expect(nameOf(await get<PhoneList>('/content/pt-br/common/phone-number-dropdown'), 'CZ')).toBe('Tchéquia');
    expect(nameOf(await get<PhoneList>('/content/pt-pt/common/phone-number-dropdown'), 'CZ')).toBe('Chéquia');
  });

  it('names them in English for a locale whose language has no content, as its words are English', async () => {
    expect(nameOf(await get<PhoneList>('/content/ja-jp/common/phone-number-dropdown'), 'GB')).toBe('United Kingdom');
  });

  it('keeps one list: codes, patterns, prefixes and icons are the same in every language', async () => {
    const strip = (l: PhoneList) => ({
      ...l,
      countries: l.countries.map(({ countryDisplayName: _name, ...rest }) => rest),
    });
    const en = strip(await get<PhoneList>('/content/en-gb/common/phone-number-dropdown'));
    expect(en).toEqual(fragments['phone-number-dropdown']?.en);
    for (const locale of ['de-de', 'it-it', 'pl-pl', 'vi-vn'])
      expect(strip(await get<PhoneList>(`/content/${locale}/common/phone-number-dropdown`))).toEqual(en);
  });
});

describe('fragments in the language of every market', () => {
  it('answers every language entry in its own language, not in English', async () => {
    // Categories with words per language: a brand's or region's English entry (help-router's lincoln/en) is not one.
    const categories = Object.keys(fragments).filter((c) =>
      Object.keys(fragments[c] ?? {}).some((l) => keyLocale(l) !== 'en'),
    );
    const en = Object.fromEntries(
      await Promise.all(categories.map(async (c) => [c, await get<unknown>(`/content/en-gb/common/${c}`)] as const)),
    );
    const locales = [...new Set(markets.map((m) => m.languageRegionCode))].filter((l) => !l.startsWith('en-'));
    for (const locale of locales) {
      for (const c of categories)
        expect([locale, c, await get<unknown>(`/content/${locale}/common/${c}`)]).not.toEqual([locale, c, en[c]]);
    }
  });

  it('speaks Brazilian Portuguese in Brazil and European Portuguese in Portugal', async () => {
    expect((await get<{ successText: string }>('/content/pt-br/common/notification-banner')).successText).toBe(
      'Suas alterações foram salvas.',
    );
    expect((await get<{ successText: string }>('/content/pt-pt/common/notification-banner')).successText).toBe(
      'As suas alterações foram guardadas.',
    );
    expect(
      (await get<{ phoneDisclaimer: string }>('/content/pt-br/common/account-settings-forms')).phoneDisclaimer,
    ).toContain('celular');
  });

  it('gives Brazil the Portuguese fragment where Brazil words it the same', async () => {
    expect(await get('/content/pt-br/common/app-information')).toEqual(
      await get('/content/pt-pt/common/app-information'),
    );
  });

  it('keeps the markup of trusted HTML in translations', async () => {
    const { bodyHtml } = await get<{ bodyHtml: string }>('/content/hu-hu/common/dealer-consent');
    expect(bodyHtml).toMatch(/^<p>[^<>]+<\/p>$/);
  });

  it('serves only the namespaces asked for, or all but those, compressed or not', async () => {
    const all = await get<Record<string, string>>('/content/de-de/texts');
    const namespaceOf = (key: string) => key.split('.')[0];
    const only = await get<Record<string, string>>('/content/de-de/texts?only=orders,app');
    expect(new Set(Object.keys(only).map(namespaceOf))).toEqual(new Set(['orders', 'app']));
    expect(only['app.title']).toBe(all['app.title']);
    const except = await get<Record<string, string>>('/content/de-de/texts?except=orders,returns');
    expect(Object.keys(except).length + Object.keys(all).filter((k) => /^(orders|returns)\./.test(k)).length).toBe(
      Object.keys(all).length,
    );
    expect(Object.keys(except).some((k) => /^(orders|returns)\./.test(k))).toBe(false);
    // The same selection in another order (or named twice) is the same answer, brotli-compressed as the page takes it.
    const brotli = await app.inject({
      url: '/content/de-de/texts?only=app,orders,app',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(only);
    // A namespace no text has: nothing of it.
    expect(await get('/content/de-de/texts?only=noSuchThing')).toEqual({});
  });

  it('answers a texts query it cannot read with 400 and the reason', async () => {
    for (const query of ['only=orders&except=app', 'only=', 'only=orders,,app', 'except=a.b', 'only=<script>']) {
      const res = await app.inject({ url: `/content/de-de/texts?${query}` });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/querystring/);
    }
  });

  it('serves the Brazilian texts over the Portuguese ones', async () => {
    const texts = await get<Record<string, string>>('/content/pt-br/texts');
    expect(texts['field.zip']).toBe('CEP');
    expect(texts['field.mobilePhoneNumber']).toBe('Número de celular');
    expect(texts['app.title']).toBe('Conta de proprietário'); // from pt.json
    expect((await get<Record<string, string>>('/content/pt-pt/texts'))['field.zip']).toBe('Código postal');
  });
});

describe("fragments by the page's brand, region and locale (spec 002 §7)", () => {
  const market = (id: string) => {
    const found = markets.find((m) => m.id === id);
    if (!found) throw new Error(`no market ${id}`);
    return found;
  };
  /** A shell fragment as the app asks for it: at the address its client builds for the market. */
  const shellFragment = <T>(marketId: string, name: string) =>
    get<T>(fragmentAddress(market(marketId), SHELL_CATEGORY, name) ?? '');
  const entry = (name: string, key: string) => fragments[name]?.[key];

  it("answers a Lincoln page with Lincoln's disclosures, and a product page of the same locale with the general ones", async () => {
    expect(await shellFragment('lincoln/en-us', 'disclosures')).toEqual(entry('disclosures', 'lincoln/en'));
    expect(await shellFragment('lincoln/fr-ca', 'disclosures')).toEqual(entry('disclosures', 'lincoln/fr'));
    expect(await shellFragment('lincoln/es-mx', 'disclosures')).toEqual(entry('disclosures', 'lincoln/es'));
    expect(await shellFragment('product/en-us', 'disclosures')).toEqual(entry('disclosures', 'en'));
    expect(await shellFragment('product/fr-ca', 'disclosures')).toEqual(entry('disclosures', 'fr'));
  });

  it("answers the shell's fragments in one request, each as its own call answers it; a name without content is left out", async () => {
    const names = ['header', 'footer', 'disclosures', 'gdpr-banner'];
    for (const marketId of ['lincoln/fr-ca', 'product/de-de']) {
      const together = await get<Record<string, unknown>>(
        fragmentsAddress(market(marketId), SHELL_CATEGORY, [...names, 'no-such-fragment']) ?? '',
      );
      expect(Object.keys(together).sort()).toEqual([...names].sort());
      for (const name of names) expect([name, together[name]]).toEqual([name, await shellFragment(marketId, name)]);
    }
  });

  it('refuses a list of names that is not one with 400 and a reason', async () => {
    for (const query of ['', '?names=', '?names=Header', '?names=a,,b', `?names=${Array(13).fill('a').join(',')}`]) {
      const res = await app.inject(`/content/product/eu/de-de/experience-fragments${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect((res.json() as { message: string }).message).toMatch(/names/);
    }
  });

  it("answers every page of the Americas, of either brand, with the region's privacy notice in its language", async () => {
    expect(await shellFragment('product/en-us', 'gdpr-banner')).toEqual(entry('gdpr-banner', 'na/en'));
    expect(await shellFragment('lincoln/fr-ca', 'gdpr-banner')).toEqual(entry('gdpr-banner', 'na/fr'));
    expect(await shellFragment('product/es-mx', 'gdpr-banner')).toEqual(entry('gdpr-banner', 'na/es'));
    expect(await shellFragment('product/pt-br', 'gdpr-banner')).toEqual(entry('gdpr-banner', 'na/pt-br'));
    // Europe and Asia-Pacific: the general notice, in the page's language.
    expect(await shellFragment('product/de-de', 'gdpr-banner')).toEqual(entry('gdpr-banner', 'de'));
    expect(await shellFragment('product/en-gb', 'gdpr-banner')).toEqual(entry('gdpr-banner', 'en'));
    expect(await shellFragment('product/th-th', 'gdpr-banner')).toEqual(entry('gdpr-banner', 'th'));
  });

  it("routes a Lincoln owner's help about service to the dealer, and a product owner's to the help site", async () => {
    type Router = { topics: { id: string; to?: string; href?: string }[] };
    const maintenance = (r: Router) => r.topics.find((t) => t.id === 'maintenance');
    expect(maintenance(await shellFragment<Router>('lincoln/en-us', 'help-router'))).toMatchObject({
      to: 'preferred-dealer',
    });
    expect(maintenance(await shellFragment<Router>('product/en-us', 'help-router'))).toMatchObject({
      href: expect.stringMatching(/^https:\/\//),
    });
  });

  it('gives every page of every brand and region its fragments in its own language', () => {
    // Categories with words of their own per language (the others' labels are text keys).
    const worded = Object.keys(fragments).filter((c) =>
      Object.keys(fragments[c] ?? {}).some((k) => !keyLocale(k).startsWith('en')),
    );
    for (const m of markets) {
      const scope = { brand: m.brand, region: m.fmaRegion, locale: m.languageRegionCode };
      for (const c of worded) {
        const chosen = chooseFragment(fragments[c] ?? {}, scope)?.key ?? '';
        expect([m.id, c, keyLocale(chosen).slice(0, 2)]).toEqual([m.id, c, m.languageRegionCode.slice(0, 2)]);
      }
    }
  });

  it('gives a brand or region the content does not name the general fragment, and refuses a malformed one', async () => {
    expect(await get('/content/ford/na/en-us/experience-fragments/disclosures')).toEqual(entry('disclosures', 'en'));
    expect(await get('/content/lincoln/xx/en-us/experience-fragments/disclosures')).toEqual(
      entry('disclosures', 'lincoln/en'),
    );
    expect((await app.inject('/content/Lincoln/na/en-us/experience-fragments/disclosures')).statusCode).toBe(400);
    expect((await app.inject('/content/lincoln/na/en-us/experience-fragments/no-such-fragment')).statusCode).toBe(404);
  });

  it('answers the general fragment at the addresses without a brand and region', async () => {
    expect(await get('/content/en-us/experience-fragments/disclosures')).toEqual(entry('disclosures', 'en'));
    expect(await get('/content/en-us/gdpr-banner')).toEqual(entry('gdpr-banner', 'en'));
  });
});

describe('texts changed while the service runs (npm run dev regenerates them)', () => {
  afterEach(() => replaceContent({ bundles, fragments }));

  it('serves the new texts and fragments at once, compressed or not, and the provider pages read them too', async () => {
    const before = await get<Record<string, string>>('/content/de-de/texts');
    expect(before['app.title']).toBe(bundles.de?.['app.title']);
    const brotli = await app.inject({ url: '/content/de-de/texts', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');

    const changed = { ...bundles, de: { ...bundles.de, 'app.title': 'Mein Konto (neu)' } };
    const fragment = {
      ...fragments,
      'phone-number-dropdown': { ...fragments['phone-number-dropdown'], de: { countries: [] } },
    };
    replaceContent({ bundles: changed, fragments: fragment });
    expect((await get<Record<string, string>>('/content/de-de/texts'))['app.title']).toBe('Mein Konto (neu)');
    const again = await app.inject({ url: '/content/de-de/texts', headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString())['app.title']).toBe('Mein Konto (neu)');
    expect(textsFor('de-de')['app.title']).toBe('Mein Konto (neu)');
    expect(textFor('de-de', 'app.title')).toBe('Mein Konto (neu)');
    expect((await get<PhoneList>('/content/de-de/common/phone-number-dropdown')).countries).toEqual([]);
  });
});

it("finds one text as the locale's merged texts have it, in every locale of the markets and one with no bundle", () => {
  for (const locale of [...new Set(markets.map((m) => m.languageRegionCode)), 'xx-yy']) {
    const texts = textsFor(locale);
    for (const key of Object.keys(bundles.en ?? {})) expect(textFor(locale, key)).toBe(texts[key]);
  }
  expect(textFor('de-de', 'no.such.key')).toBeUndefined();
});
