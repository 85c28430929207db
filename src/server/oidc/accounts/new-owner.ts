import crypto from 'node:crypto';
import { markets } from '../../../generated/markets/local';
import { reservedWords } from '../../../generated/reserved-words';
import { site } from '../../../generated/site';
import type { TextKey } from '../../../generated/text-keys';
import type { Market } from '../../../generated/types/market';
import { bannedNameMatcher } from '../../../lib/forms/banned-names';
import { CONTROL } from '../../../lib/forms/rules';
import { normalisePhone } from '../../../lib/phone/normalise';
import type { Db } from '../../db/open';
import { trunkPrefixes } from '../../forms/form-checks';

const isBannedName = bannedNameMatcher(reservedWords);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The market a sign-in request comes from, when its region offers registration (site data). */
export function registrationMarket(params: Record<string, string>): Market | undefined {
  const market = markets.find(
    (m) => m.clientId === params.client_id && m.languageRegionCode === params.locale?.toLowerCase(),
  );
  return market && site.registrationRegions.includes(market.fmaRegion) ? market : undefined;
}

export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'password' | 'mobilePhoneNumber';
/** Text keys of the registration problems, by field. */
export type RegistrationProblems = Partial<Record<RegistrationField, TextKey>>;

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  mobilePhoneNumber: string;
}

export function readRegistration(form: Record<string, unknown>): RegistrationInput {
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  return {
    firstName: text('firstName').trim(),
    lastName: text('lastName').trim(),
    email: text('email').trim(),
    password: text('password'),
    mobilePhoneNumber: text('mobilePhoneNumber').trim(),
  };
}

/** The same rules as the account's forms: names not empty, no control characters, no reserved words. */
function nameProblem(name: string): TextKey | undefined {
  if (name === '') return 'idp.register.required';
  if (CONTROL.test(name) || [...name].length > 60) return 'idp.register.invalidName';
  if (isBannedName(name)) return 'idp.register.reservedName';
  return undefined;
}

/** A password's rule, for a new account and for a new password alike: 8 to 128 characters, a letter and a digit. */
export function passwordRuleBroken(password: string): boolean {
  return password.length < 8 || password.length > 128 || !/\p{L}/u.test(password) || !/\p{N}/u.test(password);
}

export function registrationProblems(input: RegistrationInput, emailTaken: boolean): RegistrationProblems {
  const problems: RegistrationProblems = {};
  const first = nameProblem(input.firstName);
  if (first) problems.firstName = first;
  const last = nameProblem(input.lastName);
  if (last) problems.lastName = last;
  if (!EMAIL.test(input.email) || input.email.length > 254) problems.email = 'idp.register.invalidEmail';
  else if (emailTaken) problems.email = 'idp.register.emailTaken';
  if (passwordRuleBroken(input.password)) problems.password = 'idp.register.passwordRule';
  if (input.mobilePhoneNumber !== '' && !/^\+?[0-9]{6,16}$/.test(input.mobilePhoneNumber.replace(/[\s().-]/g, '')))
    problems.mobilePhoneNumber = 'idp.register.invalidPhone';
  return problems;
}

/**
 * Creates the owner of the market, the password hashed already (it is kept hashed while the email is being
 * verified); the mobile number normalised as the market does (002 §5).
 */
export function insertOwner(
  db: Db,
  market: Market,
  input: Omit<RegistrationInput, 'password'> & { passwordHash: string },
): { id: number; guid: string } {
  const mobile =
    input.mobilePhoneNumber === ''
      ? null
      : normalisePhone(input.mobilePhoneNumber, {
          countryCode: market.countryCode,
          mode: market.phoneNormalisation,
          extraPrefixes: trunkPrefixes,
        });
  const guid = crypto.randomUUID();
  const result = db
    .prepare(
      `INSERT INTO owners (guid, email, password_hash, first_name, last_name, market_id, country, mobile_phone)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      guid,
      input.email,
      input.passwordHash,
      input.firstName,
      input.lastName,
      market.id,
      market.threeLetterCountryCode,
      mobile,
    );
  return { id: Number(result.lastInsertRowid), guid };
}
