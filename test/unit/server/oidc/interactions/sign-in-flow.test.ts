/*
 * The sign-in flow of the local provider: what follows a correct password, and what the app is told on the way back
 * beside the code (spec 001 §4.5), shown with a client library nobody here wrote.
 */
import Database from 'better-sqlite3';
import * as client from 'openid-client';
import { site } from '../../../../../src/generated/site';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo-owners';
import {
  authorization,
  CookieBrowser,
  formAction,
  signIn,
  type Visit,
  providerUnderTest,
} from '../../../../support/oidc';
import { US } from '../../../../support/server';

const owner = 'michael.johnson@example.com'; // product/en-us, password only
const redirectUri = () => `${idp.origin}${US.root}`;
const changeFlow = { p: site.signInSecurity.profileEditPolicy, change_flow: 'passkey', passkey_flow_action: 'remove' };

const idp = providerUnderTest(US.clientId);

function passkeysOf(email: string): number {
  const db = new Database(idp.dbFile, { readonly: true });
  try {
    return db
      .prepare('SELECT COUNT(*) FROM passkeys JOIN owners ON owners.id = passkeys.owner_id WHERE owners.email = ?')
      .pluck()
      .get(email) as number;
  } finally {
    db.close();
  }
}

function givePasskey(email: string): void {
  const db = new Database(idp.dbFile);
  try {
    db.prepare(
      "INSERT INTO passkeys (owner_id, public_key, registered_at, credential_id) SELECT id, 'key', '2026-01-01', ? FROM owners WHERE email = ?",
    ).run(`cred-${Date.now()}`, email);
  } finally {
    db.close();
  }
}

describe('the way back to the app', () => {
  it('says nothing beside the code and state after a plain sign-in', async () => {
    const { callback } = await signIn(idp.config, redirectUri(), owner);
    expect([...new URL(callback).searchParams.keys()].sort()).toEqual(['code', 'iss', 'state']);
  });

  it("removes the owner's passkeys after the password and tells the app passkeyRemove=true, with a code that redeems", async () => {
    givePasskey(owner);
    expect(passkeysOf(owner)).toBe(1);
    const request = await authorization(idp.config, redirectUri(), changeFlow);
    const browser = new CookieBrowser();
    const page = (await browser.walk(request.url, redirectUri())) as Visit;
    const back = await browser.walk(formAction(page), redirectUri(), {
      form: { email: owner, password: DEMO_PASSWORD },
    });
    expect(back).toEqual({ arrived: expect.stringContaining('passkeyRemove=true') });
    const tokens = await request.redeem((back as { arrived: string }).arrived);
    const sub = tokens.claims()?.sub ?? '';
    expect(await client.fetchUserInfo(idp.config, tokens.access_token, sub)).toMatchObject({ email: owner });
    expect(passkeysOf(owner)).toBe(0);
  });

  it('asks for the password again before a change, even in a browser that is signed in', async () => {
    const { browser } = await signIn(idp.config, redirectUri(), owner);
    // Signed in: a plain request comes straight back with a code.
    expect(await browser.walk((await authorization(idp.config, redirectUri())).url, redirectUri())).toEqual({
      arrived: expect.stringContaining('code='),
    });
    const change = (await browser.walk(
      (
        await authorization(idp.config, redirectUri(), {
          ...changeFlow,
          change_flow: 'password',
          passkey_flow_action: '',
        })
      ).url,
      redirectUri(),
    )) as Visit;
    expect(change.status).toBe(200);
    expect(change.body).toContain('type="password"');
  });

  it('keeps the passkeys when the password is wrong', async () => {
    givePasskey(owner);
    const request = await authorization(idp.config, redirectUri(), changeFlow);
    const browser = new CookieBrowser();
    const page = (await browser.walk(request.url, redirectUri())) as Visit;
    const wrong = (await browser.walk(formAction(page), redirectUri(), {
      form: { email: owner, password: 'not the password' },
    })) as Visit;
    expect(wrong.status).toBe(401);
    expect(passkeysOf(owner)).toBe(1);
  });
});
