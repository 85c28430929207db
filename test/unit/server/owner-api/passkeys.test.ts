/*
 * Named passkeys in the owner API: the list says each passkey's name, device type and last use, and the owner renames
 * one (renamePasskey: trimmed, 1 to 60 characters, no control characters; only their own).
 */
import Database from 'better-sqlite3';
import { markets } from '../../../../src/generated/markets/local';
import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US } from '../../../support/server';

const FR = markets.find((m) => m.id === 'product/fr-fr')!;
const LUCAS = 'lucas.martin@example.com'; // seeded with a passkey

const {
  app,
  dbFile,
  owners: { us, fr },
} = ownerApiUnderTest({ us: 'michael.johnson@example.com', fr: LUCAS }, { accessTokenTtlSeconds: 600 });
const usHeaders = () => apiHeaders(us.access_token, US.consumerKey);
const frHeaders = () => apiHeaders(fr.access_token, FR.consumerKey);

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(dbFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A passkey stored for the owner as the provider stores one (credential, AAGUID, attachment, transports). */
function addPasskey(
  email: string,
  row: { aaguid: string | null; attachment: string | null; transports: string[]; lastUsedAt?: string },
): string {
  return withDb((db) => {
    const id = db
      .prepare(
        `INSERT INTO passkeys (owner_id, public_key, registered_at, credential_id, counter, transports, aaguid, attachment, last_used_at)
        SELECT id, 'pk', '2026-11-01T09:00:00.000Z', ?, 0, ?, ?, ?, ? FROM owners WHERE email = ?`,
      )
      .run(
        `cred-${Math.random().toString(36).slice(2)}`,
        JSON.stringify(row.transports),
        row.aaguid,
        row.attachment,
        row.lastUsedAt ?? null,
        email,
      ).lastInsertRowid;
    return String(id);
  });
}

const list = async (headers = usHeaders()) =>
  (await app.inject({ url: '/owner/api/v2/mfa-options', headers })).json().passkeys as Record<string, unknown>[];
const rename = (id: string, name: unknown, headers = usHeaders()) =>
  app.inject({ method: 'PUT', url: `/owner/api/v2/passkeys/${id}`, headers: json(headers), payload: { name } });

describe('the passkeys list', () => {
  it('gives the device type: the product from the AAGUID list, else the kind from attachment and transports', async () => {
    const windows = addPasskey('michael.johnson@example.com', {
      aaguid: '08987058-cadc-4b81-b6e1-30de50dcbe96',
      attachment: 'platform',
      transports: ['internal'],
      lastUsedAt: '2026-11-20T08:00:00.000Z',
    });
    const key = addPasskey('michael.johnson@example.com', {
      aaguid: '00000000-0000-0000-0000-000000000000',
      attachment: 'cross-platform',
      transports: ['usb', 'nfc'],
    });
    const phone = addPasskey('michael.johnson@example.com', {
      aaguid: null,
      attachment: 'cross-platform',
      transports: ['hybrid', 'internal'],
    });
    const byId = Object.fromEntries((await list()).map((p) => [p.id, p]));
    expect(byId[windows]).toMatchObject({
      deviceType: { kind: 'platform', authenticator: 'Windows Hello' },
      lastUsedTimestamp: '2026-11-20T08:00:00.000Z',
    });
    expect(byId[key]).toMatchObject({ deviceType: { kind: 'securityKey' } });
    expect(byId[key]).not.toHaveProperty('lastUsedTimestamp');
    expect(byId[phone]).toMatchObject({ deviceType: { kind: 'phone' } });
    // No name given: none answered (the page names it after its device type).
    expect(byId[windows]).not.toHaveProperty('name');
  });
});

describe('renaming a passkey', () => {
  it('stores the name trimmed and answers the passkey as it is now', async () => {
    const id = addPasskey('michael.johnson@example.com', { aaguid: null, attachment: 'platform', transports: [] });
    const res = await rename(id, '  Work laptop  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Work laptop', deviceType: { kind: 'platform' } });
    expect((await list()).find((p) => p.id === id)).toMatchObject({ name: 'Work laptop' });
    // 60 characters (code points: an emoji counts once) are fine.
    const sixty = `${'é'.repeat(58)}🚗🔑`;
    expect((await rename(id, sixty)).json().name).toBe(sixty);
  });

  it('refuses an empty name (also once trimmed), one over 60 characters and control characters, changing nothing', async () => {
    const id = addPasskey('michael.johnson@example.com', { aaguid: null, attachment: null, transports: [] });
    await rename(id, 'Kept');
    for (const name of ['', '   ', 'x'.repeat(61), 'Bad\u0007bell', 'Line\nbreak', 'Hidden\u202Eright', 42, null]) {
      const res = await rename(id, name);
      expect([name, res.statusCode]).toEqual([name, 400]);
    }
    expect((await rename(id, ' ')).json().message).toMatch(/name/);
    expect((await list()).find((p) => p.id === id)).toMatchObject({ name: 'Kept' });
  });

  it("answers 404 for another owner's passkey or one that does not exist, and 400 for an id that is no number", async () => {
    const michaels = addPasskey('michael.johnson@example.com', { aaguid: null, attachment: null, transports: [] });
    expect((await rename(michaels, 'Mine now', frHeaders())).statusCode).toBe(404);
    expect((await list()).find((p) => p.id === michaels)).not.toHaveProperty('name');
    expect((await rename('999999', 'Nobody')).statusCode).toBe(404);
    expect((await rename('abc', 'Nobody')).statusCode).toBe(400);
  });

  it('needs a signed-in owner', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/owner/api/v2/passkeys/1',
      headers: json(apiHeaders('not-a-token', US.consumerKey)),
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
