import { contactBody } from '../../../../src/features/marketing-options/contact-body';
import { sessionDrafts } from '../../../../src/features/marketing-options/drafts';
import {
  canSave,
  everyYes,
  postRegistrationOptions,
  preferenceItems,
  toggledAll,
  valuesFromProfile,
  type MarketingOption,
} from '../../../../src/features/marketing-options/options';
import type { Profile } from '../../../../src/generated/types/api/owner';

const option = (apiVariable: string, optionShow = true): MarketingOption => ({
  apiVariable,
  optionName: apiVariable,
  optionDescription: '',
  optionShow,
});

describe('the select-all toggle (spec 000 §4)', () => {
  it('offers deselect-all only when every option is 1', () => {
    expect(everyYes({ a: 1, b: 1 })).toBe(true);
    expect(everyYes({ a: 1, b: 0 })).toBe(false);
    expect(everyYes({ a: 1, b: null })).toBe(false);
    expect(everyYes({})).toBe(false);
  });
  it('sets every option to 1, or to 0 when all were 1', () => {
    expect(toggledAll({ a: 1, b: 0, c: null })).toEqual({ a: 1, b: 1, c: 1 });
    expect(toggledAll({ a: 1, b: 1 })).toEqual({ a: 0, b: 0 });
  });
});

describe('save', () => {
  it('is disabled while any value is unknown', () => {
    expect(canSave({ a: 1, b: 0 })).toBe(true);
    expect(canSave({ a: 1, b: null })).toBe(false);
  });
  it('sends preference codes 1 and 0 by apiVariable', () => {
    expect(preferenceItems({ EmailPermission: 1, MailPermission: 0 })).toEqual([
      { preferenceType: 'EmailPermission', preferenceCode: 1 },
      { preferenceType: 'MailPermission', preferenceCode: 0 },
    ]);
  });
});

describe('values from the profile', () => {
  it('reads 1 and 0, and anything else as unknown', () => {
    // A code outside 1|0 (a service bug) reads as unknown.
    const prefs = [
      { preferenceName: 'A', preferenceCode: 1 },
      { preferenceName: 'B', preferenceCode: 0 },
      { preferenceName: 'C', preferenceCode: 7 },
    ] as unknown as Profile['privacyPreferences'];
    expect(valuesFromProfile([option('A'), option('B'), option('C'), option('D')], prefs)).toEqual({
      A: 1,
      B: 0,
      C: null,
      D: null,
    });
  });
});

describe('post-registration options (spec 000 §4)', () => {
  const options = [
    option('EmailPermission'),
    option('MobilePermission'),
    option('MailPermission'),
    option('PhonePermission', false),
  ];
  it('lists the options flagged visible', () => {
    expect(postRegistrationOptions(options, '+491701234567').map((o) => o.apiVariable)).toEqual([
      'EmailPermission',
      'MobilePermission',
      'MailPermission',
    ]);
  });
  it('drops the mobile option when the profile has no mobile number', () => {
    for (const none of [null, undefined, '', '  ']) {
      expect(postRegistrationOptions(options, none).map((o) => o.apiVariable)).toEqual([
        'EmailPermission',
        'MailPermission',
      ]);
    }
  });
});

describe('drafts kept across a sign-in', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => {
        m.set(k, v);
      },
      removeItem: (k: string) => {
        m.delete(k);
      },
      m,
    };
  };
  it('are taken once', () => {
    const storage = memory();
    const drafts = sessionDrafts(storage);
    drafts.save('marketing-options', { userGuid: 'g', values: { A: 1 }, contact: {} });
    expect(drafts.take('marketing-options')).toEqual({ userGuid: 'g', values: { A: 1 }, contact: {} });
    expect(drafts.take('marketing-options')).toBeNull();
  });
  it('read stored text defensively: bad values and shapes are dropped', () => {
    const storage = memory();
    storage.setItem(
      'marketing-options.draft.marketing-options',
      JSON.stringify({ userGuid: 'g', values: { A: 1, B: 'yes', C: 5 }, contact: { city: 'X', n: 3 } }),
    );
    expect(sessionDrafts(storage).take('marketing-options')).toEqual({
      userGuid: 'g',
      values: { A: 1 },
      contact: { city: 'X' },
    });
    storage.setItem('marketing-options.draft.marketing-options', '{not json');
    expect(sessionDrafts(storage).take('marketing-options')).toBeNull();
    storage.setItem('marketing-options.draft.marketing-options', JSON.stringify({ values: {} }));
    expect(sessionDrafts(storage).take('marketing-options')).toBeNull();
  });
  it('a refused storage loses nothing but the draft', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const drafts = sessionDrafts(refusing);
    expect(() => drafts.save('marketing-options', { userGuid: 'g', values: {}, contact: {} })).not.toThrow();
    expect(drafts.take('marketing-options')).toBeNull();
  });
});

describe('the personal info body before sending (spec 000 §5)', () => {
  const market = { threeLetterCountryCode: 'deu', phoneNormalisation: 'dialPrefix' as const };
  const contact = {
    phoneCountry: 'DE',
    mobilePhoneNumber: ' 0170 123 4567 ',
    address1: ' Hauptstraße 5 ',
    address2: '  ',
    city: ' Köln ',
    zip: ' 50667 ',
  };
  const prefixes = ['+353', '+358', '+420', '+351', '+352'];
  it('with both yes: the number with its dial prefix and no trunk zero, the address trimmed, the country upper case', () => {
    expect(contactBody(contact, { MobilePermission: 1, MailPermission: 1 }, market, prefixes)).toEqual({
      mobilePhoneNumber: '+491701234567',
      address1: 'Hauptstraße 5',
      city: 'Köln',
      zip: '50667',
      country: 'DEU',
    });
  });
  it('removes the trunk zero after a typed prefix, four-character prefixes included', () => {
    expect(
      contactBody({ ...contact, mobilePhoneNumber: '+49 0170 1234567' }, { MobilePermission: 1 }, market, prefixes),
    ).toEqual({ mobilePhoneNumber: '+491701234567' });
    expect(
      contactBody(
        { phoneCountry: 'IE', mobilePhoneNumber: '+353 087 1234567' },
        { MobilePermission: 1 },
        market,
        prefixes,
      ),
    ).toEqual({ mobilePhoneNumber: '+353871234567' });
  });
  it('omits the phone unless mobile is yes, the address unless mail is yes; neither yes: no body', () => {
    expect(contactBody(contact, { MobilePermission: 0, MailPermission: 1 }, market, prefixes)).not.toHaveProperty(
      'mobilePhoneNumber',
    );
    expect(contactBody(contact, { MobilePermission: 1, MailPermission: 0 }, market, prefixes)).toEqual({
      mobilePhoneNumber: '+491701234567',
    });
    expect(contactBody(contact, { MobilePermission: 0, MailPermission: 0 }, market, prefixes)).toBeUndefined();
  });
});
