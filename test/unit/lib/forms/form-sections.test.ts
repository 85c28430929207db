import { form } from '../../../../src/generated/forms/account-settings';
import type { FormSection } from '../../../../src/generated/types/form';
import { addressFormOptions } from '../../../../src/lib/forms/address-options';
import { offeredFields, sectionBody, sectionValues } from '../../../../src/lib/forms/form-sections';
import { fixtureAddressForms } from '../../../support/fixture-markets';

/** A form's addressOptionFields (field → address form flag), as the account settings definition maps them. */
const optionFields = {
  title: 'title',
  middleName: 'middleName',
  companyName: 'companyName',
  nationalId: 'nationalId',
  address2: 'address1Line2',
  additionalAddress: 'additionalAddress',
  state: 'state',
};
// Fixture address forms (test/support/fixture-markets.ts): us, se and ar each offer a different set.
// The sections of the account settings definition (markets/forms/account-settings.json): what the page saves.
const sections: readonly FormSection[] = form.sections;
const [personal, address] = sections as [FormSection, FormSection];
const offered = (key: string) => offeredFields(sections, optionFields, addressFormOptions(key, fixtureAddressForms));
const valuesOf = (profile: object, market: { countryCode: string }) =>
  Object.assign({}, ...sections.map((s) => sectionValues(s, profile, market))) as Record<string, unknown>;

describe("the country's address form decides the optional fields (002 §3)", () => {
  it('us: state, middle name, company, second line; no title, no national id', () => {
    const us = offered('us');
    for (const f of ['state', 'middleName', 'companyName', 'address2']) expect(us.has(f)).toBe(true);
    for (const f of ['title', 'nationalId', 'additionalAddress']) expect(us.has(f)).toBe(false);
  });

  it('se: an additional address line and a company, no second line, no state', () => {
    const se = offered('se');
    expect([se.has('additionalAddress'), se.has('companyName'), se.has('address2'), se.has('state')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('ar: a national id and a state', () => {
    const ar = offered('ar');
    expect([ar.has('nationalId'), ar.has('state')]).toEqual([true, true]);
  });

  it('the fields every form has are always offered, even for an unknown key', () => {
    const none = offered('zz');
    for (const f of ['firstName', 'lastName', 'mobilePhoneNumber', 'address1', 'city', 'zip'])
      expect(none.has(f)).toBe(true);
    expect(none.has('state')).toBe(false);
  });
});

describe('bodies as the calls take them', () => {
  const market = { countryCode: 'US', threeLetterCountryCode: 'usa', phoneNormalisation: undefined };

  it('personal: trimmed names, optional details only where offered (empty to clear), the phone normalised', () => {
    const body = sectionBody(
      personal,
      {
        firstName: ' Ada ',
        lastName: 'Lovelace ',
        middleName: ' ',
        title: 'Dr',
        mobilePhoneNumber: '(313) 555-0147',
        phoneCountry: 'US',
      },
      offered('us'),
      market,
      [],
    );
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      middleName: '',
      companyName: '',
      mobilePhoneNumber: '3135550147',
    });
  });

  it('address: the whole address of the form and the account country in upper case; an unoffered field is not sent', () => {
    expect(
      sectionBody(
        address,
        {
          address1: ' 1 Main St ',
          address2: 'Apt 2',
          city: 'Dearborn',
          state: 'MI',
          zip: '48124',
          additionalAddress: 'x',
        },
        offered('us'),
        market,
        [],
      ),
    ).toEqual({
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Dearborn',
      state: 'MI',
      zip: '48124',
      country: 'USA',
    });
  });

  it('starts from the profile; without a mobile number no phone country is chosen, so none is asked for', () => {
    expect(
      valuesOf(
        {
          userGuid: 'g',
          firstName: 'A',
          lastName: 'B',
          email: 'e',
          country: 'USA',
          mobilePhoneNumber: null,
          privacyPreferences: [],
          state: 'MI',
        },
        market,
      ),
    ).toMatchObject({ firstName: 'A', state: 'MI', phoneCountry: undefined, mobilePhoneNumber: undefined });
  });

  it("starts an owner's number with the account country", () => {
    expect(
      valuesOf(
        {
          userGuid: 'g',
          firstName: 'A',
          lastName: 'B',
          email: 'e',
          country: 'USA',
          mobilePhoneNumber: '+13135550147',
          privacyPreferences: [],
        },
        market,
      ),
    ).toMatchObject({ phoneCountry: 'US', mobilePhoneNumber: '+13135550147' });
  });
});
