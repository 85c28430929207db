import { fail, ok, type HandlerMap, type Outcome, type Owner } from './handler';
import { markets } from '../../generated/markets/local';
import { site } from '../../generated/site';
import type { PrivacyChoiceSource, StoredPrivacyPreference } from '../../generated/types/api/owner';
import type { Market, PrivacyApi } from '../../generated/types/market';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

/*
 * Every call that changes the owner's privacy preferences writes the one table the profile reads, so the marketing
 * options, communication and email preference pages always agree: the market's privacy call (eu, v2 or v3: its
 * privacyApi), the image consent and the marketing ECP call. Each refuses with 400 and a reason before writing
 * anything, and writes all of a request or nothing.
 */

/** One preference to store: its value, when the owner chose it and where (the v3 records say; others do not). */
interface Choice {
  preferenceType: string;
  preferenceCode: 0 | 1;
  chosenAt: string;
  source: PrivacyChoiceSource | null;
}

/** A v3 chosenAt may be this far past the service's clock (the owner's device clock runs a little ahead). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const IMAGE_CALL = 'PUT /owner/api/v2/privacy-preferences/image';

const sql = preparedOnce((db) => ({
  upsert: db.prepare(`INSERT INTO privacy_preferences (owner_id, preference_name, preference_code, updated_at, source)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT (owner_id, preference_name) DO UPDATE SET preference_code = excluded.preference_code,
    updated_at = excluded.updated_at, source = excluded.source`),
  stored: db.prepare(
    `SELECT preference_name AS preferenceName, preference_code AS preferenceCode, updated_at AS chosenAt, source
    FROM privacy_preferences WHERE owner_id = ? ORDER BY preference_name`,
  ),
}));

const marketOf = (owner: Owner): Market | undefined => markets.find((m) => m.id === owner.marketId);

/** Why a request for this owner is refused before anything is read from its list, or null. */
function accountRefusal(owner: Owner, countryCode: string, api?: PrivacyApi): string | null {
  if (countryCode !== owner.country) return `countryCode ${countryCode} is not the account's country ${owner.country}`;
  if (api === undefined) return null;
  const own = marketOf(owner)?.privacyApi;
  if (own !== api)
    return `the account's market ${owner.marketId} saves its privacy preferences with the ${own ?? 'no'} call, not ${api}`;
  return null;
}

/** Why a list of choices is refused, or null: the image consent has its own call; a record names a preference once. */
function listRefusal(choices: readonly Choice[], once: boolean): string | null {
  const names = choices.map((c) => c.preferenceType);
  if (names.includes(site.imageConsent.preference))
    return `${site.imageConsent.preference} is the image consent: it is saved by its own call (${IMAGE_CALL})`;
  const twice = once ? names.find((n, i) => names.indexOf(n) !== i) : undefined;
  return twice === undefined ? null : `${twice} is sent twice; nothing was saved`;
}

/**
 * The preferences to store: those sent, and what they mean for the preferences that ride on a channel
 * (site.preferenceChannels): a channel saved as No turns its dependents off, a dependent saved as Yes turns its
 * channel on, each with the time and source of the choice it follows from. What was sent wins over what follows.
 */
export function withChannels<C extends { preferenceType: string; preferenceCode: number }>(
  sent: readonly C[],
): Map<string, { code: number; by: C }> {
  const out = new Map<string, { code: number; by: C }>();
  for (const p of sent) {
    if (p.preferenceCode === 0)
      for (const [dependent, channel] of Object.entries(site.preferenceChannels))
        if (channel === p.preferenceType) out.set(dependent, { code: 0, by: p });
    const channel = site.preferenceChannels[p.preferenceType];
    if (p.preferenceCode === 1 && channel !== undefined) out.set(channel, { code: 1, by: p });
  }
  for (const p of sent) out.set(p.preferenceType, { code: p.preferenceCode, by: p });
  return out;
}

/** Stores the choices in one transaction; a refused name undoes the ones before it. A refusal's reason, or null. */
function store(db: Db, owner: Owner, choices: readonly Choice[]): string | null {
  const { upsert } = sql(db);
  try {
    db.transaction(() => {
      for (const [name, { code, by }] of withChannels(choices))
        upsert.run(owner.id, name, code, by.chosenAt, by.source);
    })();
  } catch (error) {
    if (isCheckViolation(error))
      return 'preferenceType must be an api variable name (letters, digits, _); nothing was saved';
    throw error;
  }
  return null;
}

/** Refuses, or stores and answers the status: the shape of every preference call but v3. */
function saved(db: Db, owner: Owner, refusal: string | null, choices: readonly Choice[]): Outcome<{ status: number }> {
  const reason = refusal ?? store(db, owner, choices);
  return reason === null ? ok({ status: 200 }) : fail(400, reason);
}

const at = (now: () => Date) => now().toISOString();

export const privacyHandlers: Pick<
  HandlerMap,
  | 'updatePrivacyPreferences'
  | 'updatePrivacyPreferencesV2'
  | 'updatePrivacyPreferencesV3'
  | 'updateImageConsent'
  | 'updateEcpPreferences'
> = {
  // 000 §7, the EU call: a list of preferenceType and preferenceCode (an item sent twice: the last one counts).
  updatePrivacyPreferences: ({ db, owner, body, now }) => {
    const chosenAt = at(now);
    const choices = body.privacyPreferences.map((p): Choice => ({ ...p, chosenAt, source: null }));
    return saved(db, owner, accountRefusal(owner, body.countryCode, 'eu') ?? listRefusal(choices, false), choices);
  },

  updatePrivacyPreferencesV2: ({ db, owner, body, now }) => {
    const chosenAt = at(now);
    const choices = Object.entries(body.preferences).map(([preferenceType, preferenceCode]): Choice => ({
      preferenceType,
      preferenceCode,
      chosenAt,
      source: null,
    }));
    return saved(db, owner, accountRefusal(owner, body.countryCode, 'v2') ?? listRefusal(choices, false), choices);
  },

  updatePrivacyPreferencesV3: ({ db, owner, body, now }) => {
    const latest = now().getTime() + CLOCK_SKEW_MS;
    const late = body.preferences.find((p) => Date.parse(p.chosenAt) > latest);
    const choices = body.preferences.map((p): Choice => ({
      preferenceType: p.preferenceType,
      preferenceCode: p.preferenceCode,
      chosenAt: new Date(p.chosenAt).toISOString(),
      source: body.source,
    }));
    const reason =
      accountRefusal(owner, body.countryCode, 'v3') ??
      (late ? `chosenAt ${late.chosenAt} is later than the service's clock; nothing was saved` : null) ??
      listRefusal(choices, true) ??
      store(db, owner, choices);
    if (reason !== null) return fail(400, reason);
    const rows = sql(db).stored.all(owner.id) as (Omit<StoredPrivacyPreference, 'source'> & {
      source: PrivacyChoiceSource | null;
    })[];
    const preferences = rows.map(({ source, ...row }): StoredPrivacyPreference => (source ? { ...row, source } : row));
    return ok({ status: 200, preferences });
  },

  // The image markets' consent (site.json imageConsent): one preference, only here.
  updateImageConsent: ({ db, owner, body, now }) => {
    const choice: Choice = {
      preferenceType: site.imageConsent.preference,
      preferenceCode: body.consent,
      chosenAt: at(now),
      source: null,
    };
    const refusal =
      accountRefusal(owner, body.countryCode) ??
      (marketOf(owner)?.imageConsent === true ? null : `the image consent is not asked in ${owner.country}`);
    return saved(db, owner, refusal, [choice]);
  },

  // The email preference page, in every market: its emails (opted in or not) and their format, as preferences.
  updateEcpPreferences: ({ db, owner, body, now }) => {
    const chosenAt = at(now);
    const choices = body.subscriptions.map((s): Choice => ({
      preferenceType: s.code,
      preferenceCode: s.optIn ? 1 : 0,
      chosenAt,
      source: null,
    }));
    if (body.format)
      choices.push({
        preferenceType: body.format.code,
        preferenceCode: body.format.value === 'html' ? 1 : 0,
        chosenAt,
        source: null,
      });
    return saved(db, owner, accountRefusal(owner, body.countryCode) ?? listRefusal(choices, true), choices);
  },
};

/** By code, not instanceof Error: better-sqlite3's errors come from another realm under Jest's workers. */
function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_CONSTRAINT_CHECK';
}
