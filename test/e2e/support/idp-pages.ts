import type { Page } from 'playwright-core';
import { forgetSignIn, owner, signInAs, text } from './app';
import { routeTables } from '../../../src/generated/routes';
import { site } from '../../../src/generated/site';
import { demoOwnerRecords } from '../../../src/server/seed/demo-owners';

/*
 * The identity provider's pages besides the sign-in page, each opened once, as an owner meets them: creating an
 * account (and its problems), a wrong password, a refused request, signing in again to add or remove a passkey or to
 * change the password, and the second factor (authenticator code, a wrong code, an emailed code, the ended sign-in).
 * A walk calls its check on each page, in the language of the market whose sign-in sent the owner there.
 */

/** Called on each page once it shows: what the page is, for the walk's messages. */
export type IdpPageCheck = (page: string) => Promise<void>;

/** A demo owner whose sign-in asks for an authenticator code and can ask for an emailed one instead. */
const twoStepOwner = demoOwnerRecords.find(
  (o) =>
    o.requiresMfa &&
    o.mfaOptions.some((m) => m.type === 'totp' && m.secret) &&
    o.mfaOptions.some((m) => m.type === 'email'),
)!.email;

/**
 * Opens an address of the app for a signed-out visitor and answers the authorization request the app sends them to
 * (the provider then shows its password page).
 */
export async function openSignIn(page: Page, address: string): Promise<URL> {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/auth'));
  await page.goto(address);
  const authorize = new URL((await request).url());
  await page.waitForURL(/\/oidc\/interaction\//);
  return authorize;
}

/**
 * Starts on the sign-in page of `marketId` (signed out, opened by openSignIn, whose answer is `authorize`) and ends,
 * signed out, on the page of a sign-in that ended. The market's owner is signed in to nothing: each change flow stops
 * at its form.
 */
export async function walkIdpPages(page: Page, marketId: string, authorize: URL, check: IdpPageCheck): Promise<void> {
  const locale = authorize.searchParams.get('locale') ?? 'en-us';
  const t = (key: string, values?: Record<string, string>) => text(locale.slice(0, 2), key, values);
  const heading = (key: string) => page.getByRole('heading', { level: 1, name: t(key), exact: true }).waitFor();
  const alert = (key: string, values?: Record<string, string>) =>
    page
      .getByRole('alert')
      .filter({ hasText: t(key, values) })
      .waitFor();
  const button = (key: string) => page.getByRole('button', { name: t(key), exact: true });
  const changeFlow = (params: Record<string, string>) => {
    const url = new URL(authorize);
    for (const [name, value] of Object.entries({ ...params, p: site.signInSecurity.profileEditPolicy }))
      url.searchParams.set(name, value);
    return url.toString();
  };

  const create = page.getByRole('link', { name: t('idp.createAccount'), exact: true });
  if ((await create.count()) > 0) {
    await create.click();
    await heading('idp.register.title');
    await check('create an account');
    await button('idp.register.submit').click();
    await alert('idp.register.problems');
    await check('create an account, with problems');
    await page.goto(authorize.toString());
  }
  await page.getByRole('link', { name: t('idp.forgotPassword'), exact: true }).click();
  await heading('idp.forgot.title');
  await check('forgot password');
  await page.goto(authorize.toString(), { waitUntil: 'commit' });
  await signInAs(page, owner(marketId), 'not-the-password');
  await alert('idp.wrongCredentials');
  await check('sign-in, wrong password');

  await page.goto(`${authorize.origin}${authorize.pathname}?locale=${locale}`);
  await heading('idp.refused.title');
  await check('refused request');

  await page.goto(changeFlow({ change_flow: 'passkey', passkey_flow_action: 'remove' }));
  await page.getByText(t('idp.passkeyRemoveIntro')).waitFor();
  await check('sign in again to remove passkeys');
  await page.goto(changeFlow({ change_flow: 'passkey', passkey_flow_action: 'add' }), { waitUntil: 'commit' });
  await signInAs(page, owner(marketId));
  await heading('idp.passkey.createTitle');
  await check('create a passkey');

  await page.goto(changeFlow({ change_flow: 'password' }), { waitUntil: 'commit' });
  await signInAs(page, owner(marketId));
  await heading('idp.passwordChange.title');
  await check('new password');
  await page.getByLabel(t('idp.passwordChange.new'), { exact: true }).fill('a-new-password-1');
  await page.getByLabel(t('idp.passwordChange.repeat'), { exact: true }).fill('another-password-2');
  await button('idp.passwordChange.submit').click();
  await alert('idp.passwordChange.mismatch');
  await check('new password, not repeated');

  await page.goto(authorize.toString(), { waitUntil: 'commit' });
  await signInAs(page, twoStepOwner);
  await heading('idp.secondFactor.title');
  await check('second factor: authenticator code');
  await page.getByLabel(t('idp.secondFactor.code'), { exact: true }).fill('000000');
  await button('idp.secondFactor.submit').click();
  await page.getByRole('alert').waitFor();
  await check('second factor: wrong code');
  await button('idp.secondFactor.emailInstead').click();
  await button('idp.secondFactor.emailAgain').waitFor();
  await check('second factor: emailed code');
  // Wrong codes until the sign-in ends: the page says so.
  const ended = page.getByRole('heading', { level: 1, name: t('idp.secondFactor.endedTitle'), exact: true });
  for (let tries = 1; tries < site.signInSecurity.secondFactor.wrongCodes && (await ended.count()) === 0; tries += 1) {
    await page.getByLabel(t('idp.secondFactor.code'), { exact: true }).fill('000000');
    await button('idp.secondFactor.submit').click();
    await page.waitForLoadState();
  }
  await ended.waitFor();
  await check('sign-in ended');
}

/**
 * Who sets up an authenticator app on a market's pages: its owner, unless they have one already; then an owner of a
 * market no walk visits (the page's language is the market's, whoever signs in).
 */
export function setUpOwner(marketId: string): string {
  const hasApp = (email: string) =>
    demoOwnerRecords.find((o) => o.email === email)!.mfaOptions.some((m) => m.type === 'totp' && m.secret);
  const own = owner(marketId);
  return hasApp(own) ? owner('product/it-it') : own;
}

/**
 * On any page of the app's origin: signs out, signs in as setUpOwner(marketId) on the market's security screen, turns
 * two-step verification on as the owner would (which signs them out) and signs in again, which sets up an authenticator
 * app with a QR code; calls check there. That owner stays asked for a second factor: call this last for them.
 */
export async function walkAuthenticatorSetUp(page: Page, marketId: string, check: IdpPageCheck): Promise<void> {
  const t = (key: string) => text(marketId.slice(-5, -3), key);
  const security = routeTables[marketId]!.find((r) => r.id === 'signin-credentials')!.paths[0]!;
  const { origin } = new URL(page.url());
  await forgetSignIn(page);
  await page.goto(`${origin}/${marketId}${security}`, { waitUntil: 'commit' });
  await signInAs(page, setUpOwner(marketId));
  await page.getByRole('switch', { name: t('security.mfa.switch') }).click();
  await page
    .getByRole('dialog', { name: t('security.mfa.on.title') })
    .getByRole('button', { name: t('security.mfa.on.confirm') })
    .click();
  await signInAs(page, setUpOwner(marketId));
  await page.getByRole('heading', { level: 1, name: t('idp.secondFactor.enrolTitle'), exact: true }).waitFor();
  await page.getByRole('img', { name: t('idp.secondFactor.qrLabel') }).waitFor();
  await check('set up an authenticator app');
}
