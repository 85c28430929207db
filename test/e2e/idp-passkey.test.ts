import crypto from 'node:crypto';
import { generateSync } from 'otplib';
import type { CDPSession, Page } from 'playwright-core';
import { owner, signInAs, startApp, text, type E2eApp, forgetSignIn } from './support/app';
import { axeViolations } from './support/axe';
import { openSignIn } from './support/idp-pages';
import { site } from '../../src/generated/site';
import { DEMO_TOTP_SECRETS, demoOwnerRecords } from '../../src/server/seed/demo-owners';

let app: E2eApp;
let base: string;

beforeAll(async () => {
  app = await startApp();
  base = app.base;
});

afterAll(async () => {
  await app?.close();
});

/** Chrome's virtual authenticator on this page: a platform authenticator with resident keys and user verification. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A code of the authenticator app, and one that is surely wrong (not the code of this step or a neighbour). */
function totp(secret: string): { right: string; wrong: string } {
  const epoch = Math.floor(Date.now() / 1000);
  const near = new Set([-30, 0, 30].map((d) => generateSync({ secret, epoch: epoch + d })));
  return {
    right: generateSync({ secret, epoch }),
    wrong: ['000000', '111111', '222222', '333333'].find((c) => !near.has(c)) ?? '444444',
  };
}

/**
 * The passkey change flow as the app starts it (spec 001 §7): the app's own sign-in redirect (state and PKCE verifier
 * saved, return path kept) with the change-flow parameters added. Not through the app's "Create a passkey" button: it
 * saves its return path relative to the market root (/signin-credentials), so the way back leaves the app.
 */
async function startPasskeyChange(page: Page, returnPath: string): Promise<void> {
  await forgetSignIn(page);
  const url = await openSignIn(page, `${base}${returnPath}`);
  url.searchParams.set('p', site.signInSecurity.profileEditPolicy);
  url.searchParams.set('change_flow', 'passkey');
  url.searchParams.set('passkey_flow_action', 'add');
  await page.goto(url.toString());
}

it('creates a passkey after the password, back on the sign-in security page, then signs in with it alone', async () => {
  const page = await app.newPage();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const email = owner('product/en-gb');
  await startPasskeyChange(page, '/product/en-gb/signin-credentials');
  await page.getByRole('heading', { level: 1, name: text('en', 'idp.passkeyTitle') }).waitFor();
  await expect(page.getByRole('button', { name: text('en', 'idp.passkey.signIn') }).count()).resolves.toBe(0);
  await signInAs(page, email);
  await page.getByRole('heading', { level: 1, name: text('en', 'idp.passkey.createTitle') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  // A way back without a passkey (the app then hears access_denied: oidc-steps.test.ts).
  await page.getByRole('button', { name: text('en', 'idp.passkey.back') }).waitFor();

  // The authenticator says "no user present": the server refuses it; the page says so and offers to try again.
  await cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId, isBadUP: true });
  await page.getByRole('button', { name: text('en', 'idp.passkey.create') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: text('en', 'idp.passkey.failed') })
    .waitFor();
  await cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId, isBadUP: false });
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });

  const returned = page.waitForURL(/passkeyAdd=true/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: text('en', 'idp.passkey.tryAgain') }).click();
  await returned;
  await page.waitForURL(`${base}/product/en-gb/signin-credentials`);
  await page.getByText(text('en', 'security.passkeys.added')).waitFor();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);

  // Signed out (the tokens are gone); the sign-in page now signs in with the passkey, no password, no second factor.
  await forgetSignIn(page);
  await page.goto(`${base}/product/en-gb/account-dashboard`, { waitUntil: 'commit' });
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByRole('button', { name: text('en', 'idp.passkey.signIn') }).click();
  await page.waitForURL(`${base}/product/en-gb/account-dashboard`);
  await page.getByText(text('en', 'dashboard.welcome', { firstName: 'James' })).waitFor();
  await page.close();
});

it('says so on the sign-in page when the passkey is not one the service knows', async () => {
  const page = await app.newPage();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await page.goto(`${base}/product/en-us/account-dashboard`, { waitUntil: 'commit' });
  await page.waitForURL(/\/oidc\/interaction\//);
  // A passkey for this site that the service never registered (another database, say).
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: Buffer.from('unknown-credential-id').toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey: crypto
        .generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ format: 'der', type: 'pkcs8' })
        .toString('base64'),
      userHandle: Buffer.from('someone').toString('base64'),
      signCount: 0,
    },
  });
  await page.getByRole('button', { name: text('en', 'idp.passkey.signIn') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: text('en', 'idp.passkey.signInFailed') })
    .waitFor();
  expect(page.url()).toContain('/oidc/interaction/');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.close();
});

it('asks the demo owner who requires MFA for the code of the demo authenticator', async () => {
  const emily = demoOwnerRecords.find((o) => o.requiresMfa && o.marketId === 'product/en-gb');
  expect(emily?.email).toBe('emily.clarke@example.com');
  const page = await app.newPage();
  await page.goto(`${base}/product/en-gb/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, emily?.email ?? '');
  await page.getByRole('heading', { level: 1, name: text('en', 'idp.secondFactor.title') }).waitFor();
  await expect(
    page.getByRole('button', { name: text('en', 'idp.secondFactor.emailInstead') }).isVisible(),
  ).resolves.toBe(true);
  await page.getByLabel(text('en', 'idp.secondFactor.code'), { exact: true }).fill(totp(DEMO_TOTP_SECRETS.emily).right);
  await page.getByRole('button', { name: text('en', 'idp.secondFactor.submit') }).click();
  await page.waitForURL(`${base}/product/en-gb/account-dashboard`);
  await page.getByText(text('en', 'dashboard.welcome', { firstName: 'Emily' })).waitFor();
  await page.close();
});

it('runs without any Content-Security-Policy violation', () => {
  expect(app.cspViolations).toEqual([]);
});
