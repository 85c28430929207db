import Database from 'better-sqlite3';
import { CookieBrowser, discover, signIn as signInThrough, type Visit } from '../../../support/oidc';
import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US, type Tokens } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): each answer below, 2xx or 4xx, matches
// signInsResponse or errorResponse, with no field outside them.
const {
  app,
  clock,
  dbFile,
  owners: { here, there, daniel },
} = ownerApiUnderTest(
  // Michael signed in on two browsers before the tests (each sign-in its own browser), Daniel on one.
  { here: 'michael.johnson@example.com', there: 'michael.johnson@example.com', daniel: 'daniel.moore@example.com' },
  { accessTokenTtlSeconds: 600 },
);

const MICHAEL = 'michael.johnson@example.com';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const URL = '/owner/api/v2/sign-ins';

/** A person's browser that says what it is, as every real one does (the test's own fetch says "node"). */
class BrowserOf extends CookieBrowser {
  constructor(private readonly agent: string) {
    super();
  }
  override request(url: string, init: Parameters<CookieBrowser['request']>[1] = {}): Promise<Visit> {
    return super.request(url, { ...init, headers: { 'user-agent': this.agent, ...init.headers } });
  }
}

/** Another sign-in of an owner, on a browser with this user agent. */
async function signInOn(agent: string, email = MICHAEL): Promise<Tokens> {
  const config = await discover(app.base, US.clientId);
  const { tokens } = await signInThrough(config, `${app.base}${US.root}`, email, new BrowserOf(agent));
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token ?? '',
    expires_in: tokens.expires_in ?? 0,
    token_type: tokens.token_type,
  };
}

const list = (tokens: Tokens) => app.inject({ url: URL, headers: apiHeaders(tokens.access_token) });
const end = (tokens: Tokens, id: string) =>
  app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: apiHeaders(tokens.access_token) });
const endOthers = (tokens: Tokens) =>
  app.inject({ method: 'DELETE', url: URL, headers: apiHeaders(tokens.access_token) });
const swap = (tokens: Tokens, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PUT',
    url: '/owner/api/v2/token-swap',
    headers: { 'consumer-key': US.consumerKey, ...headers },
    payload: { refresh_token: tokens.refresh_token, app_text: 'owner-account' },
  });

interface SignIn {
  id: string;
  device: string;
  deviceModel: string | null;
  os: string | null;
  browser: string | null;
  browserVersion: string | null;
  network: string | null;
  startedAt: string;
  lastActiveAt: string;
  current: boolean;
}
const signInsOf = async (tokens: Tokens): Promise<SignIn[]> => {
  const res = await list(tokens);
  expect(res.statusCode).toBe(200);
  return (res.json() as { signIns: SignIn[] }).signIns;
};

let db: Database.Database; // a second, read-only connection to the service's file: what is stored
beforeAll(() => {
  db = new Database(dbFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
});
afterAll(() => db.close());

describe('the list', () => {
  it("lists each browser signed in to the owner's account, the asking one first and marked as this one", async () => {
    const phone = await signInOn(IPHONE);
    const fromHere = await signInsOf(here);
    expect(fromHere).toHaveLength(3);
    expect(fromHere.map((s) => s.current)).toEqual([true, false, false]);
    // The phone's sign-in: what its user agent says, and the network it came from, shortened (the test's loopback).
    expect(fromHere).toContainEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      device: 'phone',
      deviceModel: 'iPhone',
      os: 'iOS',
      browser: 'Safari',
      browserVersion: '17',
      network: '127.0.0.0/24',
      startedAt: clock.now().toISOString(),
      lastActiveAt: clock.now().toISOString(),
      current: false,
    });
    // The same sign-ins seen from the phone: the phone's own is first now.
    const fromPhone = await signInsOf(phone);
    expect(fromPhone[0]).toMatchObject({ device: 'phone', current: true });
    expect(new Set(fromPhone.map((s) => s.id))).toEqual(new Set(fromHere.map((s) => s.id)));
    // Daniel's list has only his own.
    expect((await signInsOf(daniel)).map((s) => s.current)).toEqual([true]);
  });

  it("names each by an id of its own: not the provider's session, nor found anywhere in the provider's records", async () => {
    const ids = (await signInsOf(here)).map((s) => s.id);
    const stored = db.prepare('SELECT session_uid, public_id FROM sign_in_records').all() as {
      session_uid: string;
      public_id: string;
    }[];
    expect(stored.map((r) => r.public_id)).toEqual(expect.arrayContaining(ids));
    for (const id of ids) {
      expect(stored.some((r) => r.session_uid === id)).toBe(false);
      const mentions = db
        .prepare('SELECT COUNT(*) FROM oidc_models WHERE uid = ? OR instr(payload, ?) > 0 OR id_hash = ?')
        .pluck()
        .get(id, id, id);
      expect(mentions).toBe(0);
    }
    // The full address is not kept: only the network.
    expect(db.prepare("SELECT COUNT(*) FROM sign_in_records WHERE network LIKE '%.1'").pluck().get()).toBe(0);
  });

  it('moves a sign-in on when its browser swaps its refresh token: when, on what and from where', async () => {
    const phone = await signInOn(IPHONE);
    const before = (await signInsOf(phone)).find((s) => s.current)!;
    clock.advance(15 * 60);
    const swapped = await swap(phone, { 'user-agent': PIXEL });
    expect(swapped.statusCode).toBe(200);
    // Seen from another browser, so that the asking one's "active now" does not cover the swap's time.
    const seen = (await signInsOf(here)).find((s) => s.id === before.id);
    expect(seen).toMatchObject({
      device: 'phone',
      deviceModel: 'Google Pixel 8',
      os: 'Android',
      browser: 'Chrome',
      browserVersion: '131',
      network: '127.0.0.0/24',
      startedAt: before.startedAt,
      lastActiveAt: clock.now().toISOString(),
    });
  });

  it('marks the asking browser active now, and lists the others by when they were last active', async () => {
    clock.advance(60);
    const fromThere = await signInsOf(there);
    clock.advance(60);
    const fromHere = await signInsOf(here);
    expect(fromHere[0]).toMatchObject({ current: true, lastActiveAt: clock.now().toISOString() });
    const times = fromHere.slice(1).map((s) => s.lastActiveAt);
    expect(times).toEqual([...times].sort().reverse());
    // "there" asked a minute ago: the first of the others.
    expect(fromHere[1]).toMatchObject({ id: fromThere[0]!.id, lastActiveAt: fromThere[0]!.lastActiveAt });
  });
});

describe('signing one out', () => {
  it("ends that browser's sign-in: its refresh token is refused, its access token too, the others go on", async () => {
    const laptop = await signInOn('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0');
    const target = (await signInsOf(laptop)).find((s) => s.current)!;
    expect(target).toMatchObject({ device: 'computer', os: 'Windows', browser: 'Firefox' });

    const res = await end(here, target.id);
    expect(res.statusCode).toBe(200);
    const after = (res.json() as { signIns: SignIn[] }).signIns;
    expect(after.map((s) => s.id)).not.toContain(target.id);
    expect(after[0]!.current).toBe(true);

    // That browser's next refresh fails: it must sign in again. Its access token stops at once.
    const refused = await swap(laptop);
    expect([refused.statusCode, refused.json().message]).toEqual([401, 'unknown or revoked refresh_token']);
    expect((await list(laptop)).statusCode).toBe(401);
    // Its session, grants and tokens are gone from the provider's records, and so is its record.
    expect(db.prepare('SELECT COUNT(*) FROM sign_in_records WHERE public_id = ?').pluck().get(target.id)).toBe(0);
    // This browser and the other one go on: calls and refreshes.
    expect((await list(here)).statusCode).toBe(200);
    expect((await list(there)).statusCode).toBe(200);
    const refreshed = await swap(there);
    expect(refreshed.statusCode).toBe(200);
    Object.assign(there, refreshed.json());
  });

  it("refuses the asking browser's own with 409 (it signs out instead), and changes nothing", async () => {
    const own = (await signInsOf(here))[0]!;
    const res = await end(here, own.id);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'this is the sign-in making the call: sign out instead',
    ]);
    expect((await list(here)).statusCode).toBe(200);
  });

  it("answers 404 for another owner's sign-in or an id it never gave, ending nothing", async () => {
    const danielsOwn = (await signInsOf(daniel))[0]!;
    const before = (await signInsOf(here)).map((s) => s.id);
    for (const id of [danielsOwn.id, 'AAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await end(here, id);
      expect([res.statusCode, res.json().message]).toEqual([404, 'no such sign-in: it has ended already']);
    }
    expect((await signInsOf(daniel)).map((s) => s.id)).toEqual([danielsOwn.id]);
    expect((await signInsOf(here)).map((s) => s.id)).toEqual(before);
  });

  it('refuses an id that is not one with 400', async () => {
    for (const id of ['short', 'AAAAAAAAAAAAAAAAAAAA%2F', 'A'.repeat(23)]) {
      expect((await end(here, id)).statusCode).toBe(400);
    }
  });
});

describe('signing out of all other devices', () => {
  it('ends every other sign-in of the owner and keeps this one, with its refresh token', async () => {
    const phone = await signInOn(IPHONE);
    const tablet = await signInOn(
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    expect((await signInsOf(here)).length).toBeGreaterThanOrEqual(3);
    const danielsBefore = await signInsOf(daniel);

    const res = await endOthers(here);
    expect(res.statusCode).toBe(200);
    const after = (res.json() as { signIns: SignIn[] }).signIns;
    expect(after).toHaveLength(1);
    expect(after[0]!.current).toBe(true);

    for (const gone of [phone, tablet, there]) {
      expect((await swap(gone)).statusCode).toBe(401);
      expect((await list(gone)).statusCode).toBe(401);
    }
    // This browser stays signed in: its calls and its next refresh work.
    const refreshed = await swap(here);
    expect(refreshed.statusCode).toBe(200);
    Object.assign(here, refreshed.json());
    expect((await signInsOf(here)).map((s) => s.current)).toEqual([true]);
    // Another owner's sign-ins are not touched.
    expect((await signInsOf(daniel)).map((s) => s.id)).toEqual(danielsBefore.map((s) => s.id));
    // Nothing is kept of the ended ones.
    const michaels = db.prepare('SELECT guid FROM owners WHERE email = ?').pluck().get(MICHAEL);
    expect(db.prepare('SELECT COUNT(*) FROM sign_in_records WHERE account_id = ?').pluck().get(michaels)).toBe(1);
  });

  it('answers a call without a token with 401', async () => {
    const res = await app.inject({ method: 'DELETE', url: URL, headers: { 'consumer-key': US.consumerKey } });
    expect(res.statusCode).toBe(401);
  });
});
