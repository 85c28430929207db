// Before the server: @fastify/static needs an ES-module-only package that Jest's CommonJS runtime cannot load.
import '../support/inject-under-jest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { site } from '../../src/generated/site';
import { buildServer } from '../../src/server/build-server';
import { DEMO_PASSWORD, DEMO_TOTP_SECRETS } from '../../src/server/seed/demo-owners';
import { pkce, US } from '../support/server';
import { text } from './support/app';
import { axeViolations } from './support/axe';
import { launchBrowser, type Browser } from './support/browser';
import { LAYOUT_SHIFT_BUDGET, shiftsOverBudget, watchLayoutShifts } from './support/layout-shifts';

/*
 * The local provider's own pages after the password (two-step verification, passkeys), in a browser. The app does
 * not use this provider yet: the test starts each sign-in with an authorization request of its own, as the app would.
 */

let server: FastifyInstance;
let browser: Browser;
let base = '';
let watchShifts: (page: Page) => void;
let dataDir: string;
const cspViolations: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-oidc-'));
  server = buildServer({ dbFile: path.join(dataDir, 'owner-account.sqlite'), publicOrigin: () => base });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  // localhost, not 127.0.0.1: a passkey's relying party id is a host name.
  base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchBrowser();
  watchShifts = await watchLayoutShifts(browser.context);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const moved = shiftsOverBudget();
  if (moved.length > 0)
    throw new Error(`page loads moved their layout by more than ${LAYOUT_SHIFT_BUDGET} (CLS):\n${moved.join('\n')}`);
});

/** A fresh visitor's page (no provider session), watched for layout shifts and CSP violations. */
async function newPage(): Promise<Page> {
  await browser.context.clearCookies();
  const page = await browser.context.newPage();
  // A step that hangs fails with its locator, before the test's own time is up.
  page.setDefaultTimeout(15000);
  watchShifts(page);
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  return page;
}

/** The authorization request of the product en-us app, with extra parameters (a change flow). */
function authorizationUrl(extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: US.clientId,
    redirect_uri: `${base}${US.root}`,
    response_type: 'code',
    scope: 'openid email profile',
    state: `state-${Date.now()}`,
    nonce: `nonce-${Date.now()}`,
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    locale: 'en-us',
    ...extra,
  });
  return `${base}/oidc/auth?${params.toString()}`;
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.getByLabel(text('en', 'idp.email'), { exact: true }).fill(email);
  await page.getByLabel(text('en', 'idp.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text('en', 'idp.submit'), exact: true }).click();
}

/**
 * Where the provider sends the browser back to the app: the address is enough (the app is not built here: a 404).
 * Waits for its load: a page closed while still navigating can keep Chromium's close waiting.
 */
const backAtApp = (page: Page, pattern: RegExp) =>
  page.waitForURL((url) => url.href.startsWith(`${base}${US.root}`) && pattern.test(url.href));

it('creates a passkey after the password, back at the app with passkeyAdd=true, then signs in with it alone', async () => {
  const page = await newPage();
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
  await page.goto(
    authorizationUrl({ p: site.signInSecurity.profileEditPolicy, change_flow: 'passkey', passkey_flow_action: 'add' }),
  );
  await expect(page.getByRole('button', { name: text('en', 'idp.passkey.signIn') }).count()).resolves.toBe(0);
  await signInWithPassword(page, 'james.wilson@example.com');
  await page.getByRole('heading', { level: 1, name: text('en', 'idp.passkey.createTitle') }).waitFor();
  await expect(page.getByRole('button', { name: text('en', 'idp.passkey.back') }).isVisible()).resolves.toBe(true);
  await expect(axeViolations(page)).resolves.toEqual([]);

  // The button answers once its script has run (scripts come last on the page).
  await page.waitForLoadState('load');
  const added = backAtApp(page, /[?&]passkeyAdd=true/);
  await page.getByRole('button', { name: text('en', 'idp.passkey.create'), exact: true }).click();
  await added;
  expect(new URL(page.url()).searchParams.get('code')).toMatch(/.+/);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);

  // A new visit (no provider session): the password page signs in with the passkey, no password.
  await browser.context.clearCookies();
  await page.goto(authorizationUrl());
  const signedIn = backAtApp(page, /[?&]code=/);
  await page.getByRole('button', { name: text('en', 'idp.passkey.signIn') }).click();
  await signedIn;
  expect(new URL(page.url()).searchParams.get('passkeyAdd')).toBeNull();
  await page.close();
});

it('goes back to the app with access_denied when the owner creates no passkey', async () => {
  const page = await newPage();
  await page.goto(
    authorizationUrl({ p: site.signInSecurity.profileEditPolicy, change_flow: 'passkey', passkey_flow_action: 'add' }),
  );
  await signInWithPassword(page, 'michael.johnson@example.com');
  const refused = backAtApp(page, /[?&]error=access_denied/);
  await page.getByRole('button', { name: text('en', 'idp.passkey.back') }).click();
  await refused;
  await page.close();
});

it('asks the owner who requires MFA for the authenticator code, tied to the field when wrong', async () => {
  const page = await newPage();
  await page.goto(authorizationUrl());
  await signInWithPassword(page, 'emily.clarke@example.com');
  await page.getByRole('heading', { level: 1, name: text('en', 'idp.secondFactor.title') }).waitFor();
  const code = page.getByLabel(text('en', 'idp.secondFactor.code'), { exact: true });
  const epoch = Math.floor(Date.now() / 1000);
  const near = new Set([-30, 0, 30].map((d) => generateSync({ secret: DEMO_TOTP_SECRETS.emily, epoch: epoch + d })));
  await code.fill(['000000', '111111', '222222'].find((c) => !near.has(c)) ?? '333333');
  await page.getByRole('button', { name: text('en', 'idp.secondFactor.submit') }).click();
  await page.getByRole('alert').waitFor();
  await expect(code.getAttribute('aria-describedby')).resolves.toBe('code-error');
  await expect(axeViolations(page)).resolves.toEqual([]);
  const signedIn = backAtApp(page, /[?&]code=/);
  await page
    .getByLabel(text('en', 'idp.secondFactor.code'), { exact: true })
    .fill(generateSync({ secret: DEMO_TOTP_SECRETS.emily, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: text('en', 'idp.secondFactor.submit') }).click();
  await signedIn;
  await page.close();
});

it('runs without any Content-Security-Policy violation', () => {
  expect(cspViolations).toEqual([]);
});
