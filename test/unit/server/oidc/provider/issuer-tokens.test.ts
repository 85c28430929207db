/*
 * The data service accepts another provider's access tokens, checked as that issuer publishes them: a stock
 * oidc-provider on its own origin issues an opaque token (checked by RFC 7662 introspection, as a client of its own,
 * or at its userinfo endpoint) and a JWT access token for the API's audience (checked against its JWKS). The
 * provider's subject is linked to an owner on first sight by the verified email, then by the subject alone.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { openDb, type Db } from '../../../../../src/server/db/open';
import { issuerTokens } from '../../../../../src/server/oidc/provider/issuer-tokens';
import { demoOwnerRecords } from '../../../../../src/server/seed/demo-owners';
import { seed } from '../../../../../src/server/seed/seed';
import { tempDir } from '../../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../../support/timeouts';

const tmp = tempDir();
const michael = demoOwnerRecords.find((o) => o.email === 'michael.johnson@example.com')!;
const AUDIENCE = 'https://api.owner.test';
const SECRET_VARIABLE = 'TEST_INTROSPECTION_SECRET';
const secrets = { [SECRET_VARIABLE]: 'introspection-secret-of-the-test' };
let server: http.Server;
let provider: Provider;
let issuer: string;
let db: Db;
/** Which email the provider says its subjects have (verified), per subject. */
const emails: Record<string, string> = { 'maker-4711': michael.email, 'maker-unknown': 'nobody@example.com' };

beforeAll(async () => {
  db = openDb(tmp.dbFile);
  seed(db);
  server = http.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      { client_id: 'app', token_endpoint_auth_method: 'none', redirect_uris: ['http://127.0.0.1/app'] },
      {
        client_id: 'owner-api',
        client_secret: secrets[SECRET_VARIABLE],
        redirect_uris: [],
        response_types: [],
        grant_types: [],
      },
    ],
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: emails[sub], email_verified: true }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The maker's JWT access tokens carry the email too, so that the first sight can link the owner.
    extraTokenClaims: async (_ctx, token) =>
      'accountId' in token && token.accountId ? { email: emails[token.accountId], email_verified: true } : undefined,
    features: {
      introspection: { enabled: true },
      resourceIndicators: {
        enabled: true,
        getResourceServerInfo: () => ({ scope: 'openid email', audience: AUDIENCE, accessTokenFormat: 'jwt' }),
      },
    },
  });
  server.on('request', provider.callback());
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await new Promise((done) => server.close(done));
  db.close();
  tmp.remove();
});

/** An access token the provider issued to the app for `subject`: opaque, or a JWT for the API's audience. */
async function tokenFor(subject: string, format: 'opaque' | 'jwt'): Promise<string> {
  const client = await provider.Client.find('app');
  if (!client) throw new Error('the provider has no app client');
  const grant = new provider.Grant({ accountId: subject, clientId: 'app' });
  grant.addOIDCScope('openid email');
  const grantId = await grant.save();
  const token = new provider.AccessToken({
    accountId: subject,
    client,
    grantId,
    gty: 'authorization_code',
    scope: 'openid email',
    ...(format === 'jwt'
      ? {
          aud: AUDIENCE,
          resourceServer: new provider.ResourceServer(AUDIENCE, {
            scope: 'openid email',
            audience: AUDIENCE,
            accessTokenFormat: 'jwt',
          }),
        }
      : {}),
  });
  return token.save();
}

describe.each([
  ['introspection', 'opaque'],
  ['userinfo', 'opaque'],
  ['jwt', 'jwt'],
] as const)('checked by %s', (check, format) => {
  const tokens = () =>
    issuerTokens(
      db,
      {
        check,
        issuer,
        cacheSeconds: 30,
        ...(check === 'jwt' ? { audience: AUDIENCE } : {}),
        ...(check === 'introspection' ? { clientId: 'owner-api', clientSecretVariable: SECRET_VARIABLE } : {}),
      },
      () => Date.now(),
      secrets,
    );

  it("names the owner of the provider's token, linked on first sight by the verified email", async () => {
    db.prepare('DELETE FROM owner_identities').run();
    const token = await tokenFor('maker-4711', format);
    expect(await tokens().ownerOf(token)).toEqual({ ok: true, guid: michael.guid });
    const links = db.prepare('SELECT issuer, subject FROM owner_identities').all();
    expect(links).toEqual([{ issuer: new URL(issuer).href, subject: 'maker-4711' }]);
  });

  it('refuses a token of a person without an account, a made-up token and a revoked one', async () => {
    const service = tokens();
    expect(await service.ownerOf(await tokenFor('maker-unknown', format))).toEqual({ ok: false, reason: 'unknown' });
    expect(await service.ownerOf('made-up')).toMatchObject({ ok: false });
    if (format === 'opaque') {
      const revoked = await tokenFor('maker-4711', format);
      const stored = await provider.AccessToken.find(revoked);
      await stored?.destroy();
      expect(await tokens().ownerOf(revoked)).toMatchObject({ ok: false });
    }
  });
});

it('follows the link by subject once made, whatever the email says later', async () => {
  const token = await tokenFor('maker-4711', 'opaque');
  emails['maker-4711'] = 'changed@example.com';
  try {
    expect(await issuerTokens(db, { check: 'userinfo', issuer }, () => Date.now()).ownerOf(token)).toEqual({
      ok: true,
      guid: michael.guid,
    });
  } finally {
    emails['maker-4711'] = michael.email;
  }
});
