import fs from 'node:fs';
import path from 'node:path';
import { createAjv, loadSchemas } from '../../../../generator/schema-check';
import { chatConfigParams, hasChat, readChatConfig } from '../../../../src/features/help/chat-config';

const root = path.join(__dirname, '../../../..');
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe('chatConfigParams', () => {
  it("gives the market's country and locale in lower case, as content names them", () => {
    expect(chatConfigParams({ countryCode: 'DE', languageRegionCode: 'de-DE' })).toEqual({
      country: 'de',
      locale: 'de-de',
    });
  });
});

describe('readChatConfig', () => {
  const good = { enabled: true, greeting: 'Hello!', placeholder: 'Type your question' };

  it('reads a configuration and drops unknown fields', () => {
    expect(readChatConfig({ ...good, extra: '<script>' })).toEqual(good);
    expect(readChatConfig({ ...good, enabled: false })).toEqual({ ...good, enabled: false });
  });

  it.each([
    ['null', null],
    ['a list', [good]],
    ['a text', 'chat'],
    ['enabled as text', { ...good, enabled: 'true' }],
    ['no greeting', { enabled: true, placeholder: 'x' }],
    ['a number as placeholder', { ...good, placeholder: 3 }],
    ['an overlong greeting', { ...good, greeting: 'x'.repeat(501) }],
  ])('is null for %s', (_name, value) => {
    expect(readChatConfig(value)).toBeNull();
  });
});

describe('markets/chat.json', () => {
  const chat = readJson('markets/chat.json') as { countries: string[]; howToSearchUrl: string };

  it('passes its schema (draft-07, as the generator checks it)', () => {
    const ajv = createAjv(loadSchemas(path.join(root, 'schemas')));
    const validate = ajv.getSchema('chat.schema.json');
    expect(validate).toBeDefined();
    expect([validate?.(chat), validate?.errors ?? null]).toEqual([true, null]);
    expect(validate?.({ ...chat, texts: {} })).toBe(false);
    expect(validate?.({ ...chat, countries: ['de'] })).toBe(false);
    expect(validate?.({ ...chat, howToSearchUrl: 'http://insecure.example' })).toBe(false);
  });

  it('lists supported EU markets only: each has a country file in region eu', () => {
    expect(chat.countries.length).toBeGreaterThan(0);
    for (const code of chat.countries) {
      const file = `markets/countries/${code.toLowerCase()}.json`;
      expect([code, fs.existsSync(path.join(root, file))]).toEqual([code, true]);
      expect([code, readJson(file).fmaRegion]).toEqual([code, 'eu']);
    }
  });

  it('names an https how-to search', () => {
    expect(new URL(chat.howToSearchUrl).protocol).toBe('https:');
  });

  it('answers hasChat in any case', () => {
    expect(hasChat(chat.countries, 'de')).toBe(true);
    expect(hasChat(chat.countries, 'DE')).toBe(true);
    expect(hasChat(chat.countries, 'us')).toBe(false);
  });
});
