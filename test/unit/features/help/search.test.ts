import { howToSearchUrl, sanitiseSearch } from '../../../../src/features/help/search';

describe('sanitiseSearch', () => {
  it.each([
    ['How do I <reset> my password?', 'How-do-I-reset-my-password'],
    ['  trailing and leading  ', 'trailing-and-leading'],
    ['tabs\tand\nnew   lines', 'tabs-and-new-lines'],
    ['e-tron -- range', 'e-tron-range'],
    ['- leading and trailing hyphens -', 'leading-and-trailing-hyphens'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['"quotes" & ampersands; semi/colons', 'quotes-ampersands-semicolons'],
    ['100% of 2 km/h', '100-of-2-kmh'],
    ['Kennwort ändern für Fahrzeug', 'Kennwort-ändern-für-Fahrzeug'],
    ['Où est mon véhicule ?', 'Où-est-mon-véhicule'],
    ['เปลี่ยนรหัสผ่าน ได้อย่างไร?', 'เปลี่ยนรหัสผ่าน-ได้อย่างไร'],
    ['Αλλαγή κωδικού', 'Αλλαγή-κωδικού'],
    ['?!<>', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitiseSearch(input)).toBe(expected);
  });

  it('keeps Thai vowel and tone marks, which are marks, not letters', () => {
    // ี (U+0E35) and ่ (U+0E48) are combining marks.
    expect(sanitiseSearch('รหัส ผ่าน')).toBe('รหัส-ผ่าน');
    expect([...sanitiseSearch('ผ่าน')]).toHaveLength(4);
  });

  it('composes a letter typed as base and accent into one (NFC)', () => {
    expect(sanitiseSearch('cafe\u0301 ouvert')).toBe('caf\u00e9-ouvert');
  });

  it('keeps the case', () => {
    expect(sanitiseSearch('VIN Number')).toBe('VIN-Number');
  });
});

describe('howToSearchUrl', () => {
  const base = 'https://www.owner.example/support/search';

  it('puts the query in q, percent-encoded', () => {
    expect(howToSearchUrl(base, 'How-do-I-reset-my-password')).toBe(`${base}?q=How-do-I-reset-my-password`);
    expect(howToSearchUrl(base, 'Où-est')).toBe(`${base}?q=O%C3%B9-est`);
    expect(howToSearchUrl(base, 'a&b=c#d')).toBe(`${base}?q=a%26b%3Dc%23d`);
  });

  it("keeps the base address's own parameters and replaces a q it has", () => {
    expect(howToSearchUrl(`${base}?lang=de&q=old`, 'neu')).toBe(`${base}?lang=de&q=neu`);
  });
});
