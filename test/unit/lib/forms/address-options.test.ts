import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../../generator/pipeline';
import { createAjv, loadSchemas } from '../../../../generator/schema-check';
import { addressFormOptions, isValidRegion, type AddressFormOptions } from '../../../../src/lib/forms/address-options';

interface AddressFormsFile {
  forms: Record<string, AddressFormOptions>;
  regionLists: Record<string, { code: string; name: string }[]>;
}
interface CountryFile {
  countryCode: string;
  fmaRegion: string;
  phoneNormalisation?: string;
  addressForm?: string;
}

const readJson = (rel: string): unknown => JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, rel), 'utf8'));
const data = readJson('markets/address-forms.json') as AddressFormsFile;
const countries = fs
  .readdirSync(path.join(PROJECT_ROOT, 'markets/countries'))
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ key: name.replace(/\.json$/, ''), country: readJson(`markets/countries/${name}`) as CountryFile }));

const FLAGS: (keyof AddressFormOptions)[] = [
  'state',
  'country',
  'companyName',
  'middleName',
  'title',
  'address1Line2',
  'additionalAddress',
  'nationalId',
];
const ALL_FALSE = Object.fromEntries(FLAGS.map((f) => [f, false])) as unknown as AddressFormOptions;

describe('addressFormOptions', () => {
  const forms: Record<string, AddressFormOptions> = { us: { ...ALL_FALSE, state: true, middleName: true } };
  it('gives the options of a known key', () => {
    expect(addressFormOptions('us', forms)).toEqual({ ...ALL_FALSE, state: true, middleName: true });
  });
  it('returns a copy', () => {
    const options = addressFormOptions('us', forms);
    options.state = false;
    expect(forms.us?.state).toBe(true);
  });
  it.each([undefined, 'xx', 'toString', '__proto__'])('gives every flag false for the key %s', (key) => {
    expect(addressFormOptions(key, forms)).toEqual(ALL_FALSE);
  });
});

describe('isValidRegion', () => {
  const lists = { US: [{ code: 'AL' }, { code: 'NY' }], CA: [{ code: 'QC' }] };
  it('accepts a listed code, case-insensitively', () => {
    expect(isValidRegion('US', 'NY', lists)).toBe(true);
    expect(isValidRegion('US', 'ny', lists)).toBe(true);
    expect(isValidRegion('us', ' al ', lists)).toBe(true);
    expect(isValidRegion('CA', 'qc', lists)).toBe(true);
  });
  it('refuses a code missing from the list', () => {
    expect(isValidRegion('US', 'DC', lists)).toBe(false);
    expect(isValidRegion('US', '', lists)).toBe(false);
    expect(isValidRegion('CA', 'NY', lists)).toBe(false);
  });
  it('accepts anything for a country without a list', () => {
    expect(isValidRegion('DE', 'Bayern', lists)).toBe(true);
    expect(isValidRegion('BR', '', lists)).toBe(true);
  });
});

describe('markets/address-forms.json', () => {
  it('matches its schema', () => {
    const ajv = createAjv(loadSchemas(path.join(PROJECT_ROOT, 'schemas')));
    const validate = ajv.getSchema('address-forms.schema.json');
    expect(validate).toBeDefined();
    const ok = validate?.(data);
    expect(validate?.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });
  it('has the 13 keys of the specification, each with all eight flags', () => {
    expect(Object.keys(data.forms).sort()).toEqual([
      'ar',
      'au',
      'br',
      'ca',
      'eu',
      'mx',
      'nz',
      'ph',
      'se',
      'th',
      'us',
      'vn',
      'za',
    ]);
    for (const [key, form] of Object.entries(data.forms))
      expect([key, Object.keys(form).sort()]).toEqual([key, [...FLAGS].sort()]);
  });
  it('lists exactly the 50 US states, without DC or territories', () => {
    const codes = data.regionLists.US?.map((r) => r.code) ?? [];
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
    for (const outside of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']) expect(codes).not.toContain(outside);
  });
  it('lists the 10 Canadian provinces and 3 territories', () => {
    const codes = data.regionLists.CA?.map((r) => r.code) ?? [];
    expect(codes).toHaveLength(13);
    expect(new Set(codes).size).toBe(13);
    expect([...codes].sort()).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
  });
  it('keys region lists by upper-case ISO country code', () => {
    expect(Object.keys(data.regionLists).sort()).toEqual(['CA', 'US']);
  });
  it('asks for a state where a region list exists', () => {
    expect(data.forms.us?.state).toBe(true);
    expect(data.forms.ca?.state).toBe(true);
  });
  it('offers the optional fields of the specification (002 §3) through the account settings form', () => {
    const optionFields = (
      readJson('markets/forms/account-settings.json') as {
        addressOptionFields: Record<string, keyof AddressFormOptions>;
      }
    ).addressOptionFields;
    expect(optionFields).toEqual({
      title: 'title',
      middleName: 'middleName',
      companyName: 'companyName',
      nationalId: 'nationalId',
      address2: 'address1Line2',
      additionalAddress: 'additionalAddress',
      state: 'state',
    });
    const offered = (key: string) =>
      Object.keys(optionFields)
        .filter((field) => data.forms[key]?.[optionFields[field]!])
        .sort();
    expect(offered('us')).toEqual(['address2', 'companyName', 'middleName', 'state']);
    expect(offered('se')).toEqual(['additionalAddress', 'companyName']);
    expect(offered('ar')).toEqual(expect.arrayContaining(['nationalId', 'state']));
  });
});

describe('country files', () => {
  const IMAGE = ['au', 'nz', 'ph', 'th', 'vn', 'za'];
  const OWN = ['ar', 'au', 'br', 'ca', 'mx', 'nz', 'ph', 'se', 'th', 'us', 'vn', 'za'];

  it.each(countries.map((c) => [c.key, c.country] as const))('%s names an existing address form', (key, country) => {
    expect(country.addressForm).toBeDefined();
    expect([key, Object.prototype.hasOwnProperty.call(data.forms, country.addressForm ?? '')]).toEqual([key, true]);
  });
  it('uses its own key where one exists and eu for the other European countries', () => {
    for (const { key, country } of countries) {
      const want = OWN.includes(key) ? key : country.fmaRegion === 'eu' ? 'eu' : country.addressForm;
      expect([key, country.addressForm]).toEqual([key, want]);
    }
  });
  it('sets phoneNormalisation exactly for the image markets and the European countries', () => {
    for (const { key, country } of countries) {
      const want = IMAGE.includes(key) ? 'leadingZero' : country.fmaRegion === 'eu' ? 'dialPrefix' : undefined;
      expect([key, country.phoneNormalisation]).toEqual([key, want]);
    }
    expect(countries.filter((c) => c.country.phoneNormalisation === 'leadingZero').map((c) => c.key)).toEqual(IMAGE);
  });
});
