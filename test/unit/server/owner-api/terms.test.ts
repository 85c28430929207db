import Database from 'better-sqlite3';
import { site } from '../../../../src/generated/site';
import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): each answer below, 2xx or 4xx, matches
// termsConsentsResponse or errorResponse, with no field outside them.
const {
  app,
  clock,
  dbFile,
  owners: { michael, daniel },
} = ownerApiUnderTest(
  { michael: 'michael.johnson@example.com', daniel: 'daniel.moore@example.com' },
  { accessTokenTtlSeconds: 600 },
);
// The service's test clock starts at 2026-11-23T10:00:00Z and the demo data is seeded at that time: the demo owners
// accepted the current documents 3 days before; Daniel accepted the terms of use of March 2025 instead.
const URL = '/owner/api/v2/terms-consents';
const DAY_MS = 24 * 60 * 60 * 1000;
const SEEDED_DAYS_AGO = 3;
const current = (id: string) => site.terms.documents.find((d) => d.id === id)!;
const TERMS = current('termsOfUse');
const PRIVACY = current('privacyNotice');
const DANIELS_EARLIER = { documentId: 'termsOfUse', version: '2025.03', acceptedAt: '2025-03-10T18:42:00.000Z' };

type Tokens = typeof michael;
const consents = (tokens: Tokens) => app.inject({ url: URL, headers: apiHeaders(tokens.access_token) });
const accept = (tokens: Tokens, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: URL,
    headers: json(apiHeaders(tokens.access_token)),
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

let db: Database.Database; // a second, read-only connection to the service's file: what is stored
let seededAt: number;
beforeAll(() => {
  db = new Database(dbFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
  seededAt = clock.now().getTime();
});
afterAll(() => db.close());

const idOf = (email: string) => db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get(email) as number;
const stored = (ownerId: number) =>
  db
    .prepare('SELECT document_id, version, accepted_at FROM terms_consents WHERE owner_id = ? ORDER BY 1, 2')
    .raw()
    .all(ownerId);
const seededDaysAgo = (days: number) => new Date(seededAt - days * DAY_MS).toISOString();
const now = () => clock.now().toISOString();

describe('the seeded acceptances', () => {
  it("lists Michael's acceptance of the current version of every document, from before the seeding", async () => {
    const res = await consents(michael);
    expect(res.statusCode).toBe(200);
    // Accepted at one moment: the one stored last comes first.
    expect(res.json()).toEqual({
      consents: [...site.terms.documents].reverse().map((d) => ({
        documentId: d.id,
        version: d.version,
        acceptedAt: seededDaysAgo(SEEDED_DAYS_AGO),
      })),
    });
  });

  it("lists Daniel's earlier terms of use, without the current one: he is asked at sign-in", async () => {
    const res = await consents(daniel);
    expect(res.statusCode).toBe(200);
    expect(DANIELS_EARLIER.version).not.toBe(TERMS.version);
    expect(res.json()).toEqual({
      consents: [
        { documentId: PRIVACY.id, version: PRIVACY.version, acceptedAt: seededDaysAgo(SEEDED_DAYS_AGO) },
        DANIELS_EARLIER,
      ],
    });
  });

  it('has every other demo owner accept the current version of every document', () => {
    const missing = db
      .prepare(
        `SELECT o.email, d.value ->> 'id' FROM owners o, json_each(?) d WHERE o.email <> 'daniel.moore@example.com'
          AND NOT EXISTS (SELECT 1 FROM terms_consents c WHERE c.owner_id = o.id
            AND c.document_id = d.value ->> 'id' AND c.version = d.value ->> 'version')`,
      )
      .raw()
      .all(JSON.stringify(site.terms.documents));
    expect(missing).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM owners').pluck().get()).toBeGreaterThan(5);
  });
});

describe('accepting a document', () => {
  it('adds the current version at the time of the call, the most recent first, and keeps the earlier one', async () => {
    clock.advance(90);
    const acceptedAt = now();
    const res = await accept(daniel, { documentId: TERMS.id, version: TERMS.version });
    expect(res.statusCode).toBe(200);
    const list = {
      consents: [
        { documentId: TERMS.id, version: TERMS.version, acceptedAt },
        { documentId: PRIVACY.id, version: PRIVACY.version, acceptedAt: seededDaysAgo(SEEDED_DAYS_AGO) },
        DANIELS_EARLIER,
      ],
    };
    expect(res.json()).toEqual(list);
    expect((await consents(daniel)).json()).toEqual(list);
  });

  it('keeps the first time when the same version is accepted again (and answers the list)', async () => {
    const before = (await consents(daniel)).json();
    const rows = stored(idOf('daniel.moore@example.com'));
    clock.advance(3600);
    const res = await accept(daniel, { documentId: TERMS.id, version: TERMS.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(before);
    expect(stored(idOf('daniel.moore@example.com'))).toEqual(rows);
    // Michael's acceptance from before the seeding is not moved either.
    const michaels = await accept(michael, { documentId: PRIVACY.id, version: PRIVACY.version });
    expect(michaels.json().consents).toContainEqual({
      documentId: PRIVACY.id,
      version: PRIVACY.version,
      acceptedAt: seededDaysAgo(SEEDED_DAYS_AGO),
    });
  });

  it('refuses an earlier or another version of a known document with 409 and a reason, storing nothing', async () => {
    const id = idOf('michael.johnson@example.com');
    const rows = stored(id);
    for (const version of [DANIELS_EARLIER.version, '2099.01']) {
      const res = await accept(michael, { documentId: TERMS.id, version });
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        `version ${version} of termsOfUse is not its current version: only ${TERMS.version} can be accepted`,
      ]);
    }
    expect(stored(id)).toEqual(rows);
  });

  it('refuses a document site.json does not list with 400 "unknown document", storing nothing', async () => {
    const id = idOf('michael.johnson@example.com');
    const rows = stored(id);
    const res = await accept(michael, { documentId: 'cookiePolicy', version: TERMS.version });
    expect([res.statusCode, res.json().message]).toEqual([400, 'unknown document']);
    // Names of the object's prototype are no documents either.
    const proto = await accept(michael, { documentId: 'constructor', version: TERMS.version });
    expect([proto.statusCode, proto.json().message]).toEqual([400, 'unknown document']);
    expect(stored(id)).toEqual(rows);
  });

  it.each([
    ['no version', { documentId: 'termsOfUse' }],
    ['no document', { version: '2026.11' }],
    ['a field outside the contract', { documentId: 'termsOfUse', version: '2026.11', acceptedAt: '2020-01-01' }],
    ['a document id with spaces', { documentId: 'terms of use', version: '2026.11' }],
    ['a document id starting upper case', { documentId: 'TermsOfUse', version: '2026.11' }],
    ['a version with a slash', { documentId: 'termsOfUse', version: '2026/11' }],
    ['a version too long', { documentId: 'termsOfUse', version: '2026.11'.padEnd(21, '0') }],
    ['an empty version', { documentId: 'termsOfUse', version: '' }],
    ['a version as a number', { documentId: 'termsOfUse', version: 2026.11 }],
    ['a list', [{ documentId: 'termsOfUse', version: '2026.11' }]],
    ['not JSON', '{"documentId": '],
  ])('answers a body with %s with 400 and a reason, storing nothing', async (_what, payload) => {
    const id = idOf('michael.johnson@example.com');
    const rows = stored(id);
    const res = await accept(michael, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.length).toBeGreaterThan(5);
    expect(stored(id)).toEqual(rows);
  });

  it('answers a call without a token with 401', async () => {
    const res = await app.inject({ url: URL, headers: { 'consumer-key': apiHeaders('x')['consumer-key']! } });
    expect(res.statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it("removes the owner's acceptances with the rest, and no one else's", async () => {
    const id = idOf('daniel.moore@example.com');
    const michaels = stored(idOf('michael.johnson@example.com'));
    expect(stored(id).length).toBeGreaterThan(0);
    const res = await app.inject({
      method: 'DELETE',
      url: '/owner/api/v2/account',
      headers: apiHeaders(daniel.access_token),
    });
    expect(res.statusCode).toBe(204);
    expect(db.prepare('SELECT COUNT(*) FROM terms_consents WHERE owner_id = ?').pluck().get(id)).toBe(0);
    expect(stored(idOf('michael.johnson@example.com'))).toEqual(michaels);
    expect((await consents(daniel)).statusCode).toBe(401);
  });
});
