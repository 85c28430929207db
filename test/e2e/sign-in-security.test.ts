import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { forgetSignIn, owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';
import { fragments } from '../../src/generated/content';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const de = (key: string, values: Record<string, string> = {}) => text('de', key, values);

it('shows the masked credentials, removes a method, and shows the error page for the only one (de-de)', async () => {
  const page = await app.openSignedIn(
    `/product/de-de/signin-credentials`,
    owner('product/de-de'),
    de('screen.signin-credentials.title'),
  );
  // Germany asks for the longer star run (country emailMaskStars): the first letter, ten stars, the domain, masked
  // the same way as the sign-in email and as the email of two-step verification.
  await page.locator('dl').getByText('a**********@example.com', { exact: true }).waitFor();
  await page.getByRole('list').getByText('a**********@example.com', { exact: true }).waitFor();
  await page.getByRole('button', { name: de('security.password.edit') }).waitFor();
  // de-de has no email routes: no change-email button.
  await expect(page.getByRole('link', { name: de('security.email.edit') }).count()).resolves.toBe(0);
  await page.getByRole('switch', { name: de('security.mfa.switch') }).waitFor();
  // The page's name once (its heading), and what a passkey is once (no passkey yet: the "none" text says it).
  await expect(page.getByText(de('screen.signin-credentials.title'), { exact: true }).count()).resolves.toBe(1);
  const passkeyDescription = fragments['signin-credentials']?.de?.passkeysDescription as string;
  await expect(page.getByText(passkeyDescription).count()).resolves.toBe(0);
  await page.getByText(de('security.passkeys.none')).waitFor();
  // At 1280 px the page uses its width: passkeys and two-step verification side by side; at 375 px one column.
  const passkeys = page.getByRole('region', { name: de('security.passkeys.title') });
  const sections = () =>
    page.locator('.security-section').evaluateAll((all) => all.map((s) => Math.round(s.getBoundingClientRect().top)));
  const [, passkeysTop, mfaTop] = await sections();
  expect(passkeysTop).toBe(mfaTop);
  await expect(passkeys.evaluate((s) => s.getBoundingClientRect().width)).resolves.toBeLessThan(640);
  await page.setViewportSize({ width: 375, height: 800 });
  const [, narrowPasskeys, narrowMfa] = await sections();
  expect(narrowMfa).toBeGreaterThan(narrowPasskeys!);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'security-de');

  const authenticator = de('security.mfa.method.totp');
  await page.getByRole('button', { name: de('security.mfa.remove.aria', { method: authenticator }) }).click();
  const dialog = page.getByRole('dialog', { name: de('security.mfa.remove.title', { method: authenticator }) });
  await dialog.getByRole('button', { name: de('security.mfa.remove.confirm') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: de('security.mfa.removed') })
    .waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: de('screen.signin-credentials.title') }).waitFor();
  await page
    .getByRole('button', { name: de('security.mfa.remove.aria', { method: de('security.mfa.method.email') }) })
    .waitFor();
  await expect(
    page.getByRole('button', { name: de('security.mfa.remove.aria', { method: authenticator }) }).count(),
  ).resolves.toBe(0);

  // The last method cannot go: the error page, and its cancel leads back.
  await page
    .getByRole('button', { name: de('security.mfa.remove.aria', { method: de('security.mfa.method.email') }) })
    .click();
  const errorPage = fragments['signin-credentials']?.de?.errorPage as { header: string };
  await page.getByRole('heading', { level: 1, name: errorPage.header }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'security-error');
  await page.getByRole('button', { name: de('security.cancel') }).click();
  await page.getByRole('heading', { level: 1, name: de('screen.signin-credentials.title') }).waitFor();
  await page
    .getByRole('button', { name: de('security.mfa.remove.aria', { method: de('security.mfa.method.email') }) })
    .waitFor();
  await page.close();
});

it('in webview: no page header, and appLogout sends the app to the brand home', async () => {
  const page = await app.newPage();
  await page.route('https://www.product.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Product home</title><h1>Product</h1>' }),
  );
  await page.goto(`${app.base}/product/en-gb/signin-credentials?webview=true`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-gb'));
  await page.getByRole('heading', { level: 1, name: t('screen.signin-credentials.title') }).waitFor();
  await page.getByRole('link', { name: t('security.email.edit') }).waitFor();
  await expect(page.getByRole('link', { name: t('app.returnToDashboard') }).count()).resolves.toBe(0);
  await page.goto(`${app.base}/product/en-gb/signin-credentials?webview=true&appLogout=true`);
  await page.waitForURL('https://www.product.example/');
  await page.close();
});

it('the two-step switch: cancel leaves it off, a failed save reverts it and says so (en-au)', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-au/signin-credentials`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-au'));
  const toggle = page.getByRole('switch', { name: t('security.mfa.switch') });
  await toggle.waitFor();
  await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');

  await toggle.click();
  const dialog = page.getByRole('dialog', { name: t('security.mfa.on.title') });
  await dialog.waitFor();
  await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');

  await page.route('**/owner/api/v2/mfa-options/user-level', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await toggle.click();
  await dialog.getByRole('button', { name: t('security.mfa.on.confirm') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('security.mfa.updateFailed') })
    .waitFor();
  await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
  await expect(page.url()).toContain('/product/en-au/signin-credentials');
  await page.close();
});

/** The authenticator app's code now, or of the next 30-second step (the provider accepts one step either way, each code once). */
const codeNow = (secret: string) => generateSync({ secret });
const nextCode = (secret: string) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function enterCode(page: Page, code: string) {
  await page.getByLabel(t('idp.secondFactor.code'), { exact: true }).fill(code);
  await page.getByRole('button', { name: t('idp.secondFactor.submit') }).click();
}

it('turns two-step verification on (signed out, then asked for the authenticator code) and off again (en-us)', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-us/signin-credentials`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-us'));
  const toggle = page.getByRole('switch', { name: t('security.mfa.switch') });
  await toggle.click();
  await page
    .getByRole('dialog', { name: t('security.mfa.on.title') })
    .getByRole('button', { name: t('security.mfa.on.confirm') })
    .click();

  // Signed out: the market root starts sign-in, which now wants a second factor. No app yet: enrolment with a QR code.
  await signInAs(page, owner('product/en-us'));
  await page.getByRole('heading', { name: t('idp.secondFactor.enrolTitle') }).waitFor();
  await page.getByRole('img', { name: t('idp.secondFactor.qrLabel') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  const secret = (await page.getByLabel(t('idp.secondFactor.enrolKey')).inputValue()).replace(/\s+/g, '');
  await enterCode(page, '000000');
  await page.getByRole('alert').waitFor();
  await enterCode(page, codeNow(secret));
  await page.waitForURL(/\/product\/en-us\/account-dashboard/).catch(async (e: unknown) => {
    await shot(page, 'mfa-fail');
    throw new Error(`${String(e)} at ${page.url()}`);
  });

  await page.goto(`${app.base}/product/en-us/signin-credentials`);
  await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
  await page.getByText(t('security.mfa.method.totp'), { exact: true }).waitFor();

  // The next sign-in asks for the app's code.
  await forgetSignIn(page);
  await page.goto(`${app.base}/product/en-us/signin-credentials`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-us'));
  await page.getByRole('heading', { name: t('idp.secondFactor.title') }).waitFor();
  await enterCode(page, nextCode(secret));
  await toggle.waitFor();

  await toggle.click();
  await page
    .getByRole('dialog', { name: t('security.mfa.off.title') })
    .getByRole('button', { name: t('security.mfa.off.confirm') })
    .click();
  await page
    .getByRole('status')
    .filter({ hasText: t('security.mfa.turnedOff') })
    .waitFor();
  await page.reload();
  await toggle.waitFor();
  await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
  await page.close();
});

it('adds a passkey with the virtual authenticator, signs in with it, and removes it (en-gb)', async () => {
  const page = await app.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await page.goto(`${app.base}/product/en-gb/signin-credentials`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-gb'));
  await page.getByRole('button', { name: t('security.passkeys.create') }).click();

  // The provider asks who it is (password again), then creates the passkey on this device.
  await signInAs(page, owner('product/en-gb'));
  await page.getByRole('button', { name: t('idp.passkey.create'), exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('security.passkeys.added') })
    .waitFor();
  const today = new Intl.DateTimeFormat('en-gb', { dateStyle: 'long' }).format(new Date());
  await page.getByText(t('security.passkeys.created', { date: today })).waitFor();
  expect(new URL(page.url()).search).not.toContain('passkeyAdd');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'security-passkey');

  // Signed out, then in with the passkey alone.
  await forgetSignIn(page);
  await page.goto(`${app.base}/product/en-gb/signin-credentials`, { waitUntil: 'commit' });
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByRole('button', { name: t('idp.passkey.signIn') }).click();
  await page.getByText(t('security.passkeys.created', { date: today })).waitFor();

  await page.getByRole('button', { name: t('security.passkeys.remove') }).click();
  await page
    .getByRole('dialog', { name: t('security.passkeys.remove.title') })
    .getByRole('button', { name: t('security.passkeys.remove.confirm') })
    .click();
  await signInAs(page, owner('product/en-gb'));
  await page
    .getByRole('status')
    .filter({ hasText: t('security.passkeys.removed') })
    .waitFor();
  await page.getByRole('button', { name: t('security.passkeys.create') }).waitFor();
  await page.close();
});

it('changes the password through the provider and says so on return (lincoln/en-us)', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/lincoln/en-us/signin-credentials`, { waitUntil: 'commit' });
  await signInAs(page, owner('lincoln/en-us'));
  await page.getByRole('button', { name: t('security.password.edit') }).click();
  await signInAs(page, owner('lincoln/en-us'));
  await page.getByRole('heading', { name: t('idp.passwordChange.title') }).waitFor();
  await page.getByLabel(t('idp.passwordChange.new'), { exact: true }).fill('Lincoln2027');
  await page.getByLabel(t('idp.passwordChange.repeat')).fill('Lincoln2028');
  await page.getByRole('button', { name: t('idp.passwordChange.submit') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('idp.passwordChange.mismatch') })
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByLabel(t('idp.passwordChange.new'), { exact: true }).fill('Lincoln2027');
  await page.getByLabel(t('idp.passwordChange.repeat')).fill('Lincoln2027');
  await page.getByRole('button', { name: t('idp.passwordChange.submit') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('security.password.changed') })
    .waitFor();
  expect(new URL(page.url()).search).toBe('');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'security-lincoln');

  // The new password is the one that signs in now.
  await forgetSignIn(page);
  await page.goto(`${app.base}/lincoln/en-us/signin-credentials`, { waitUntil: 'commit' });
  await signInAs(page, owner('lincoln/en-us'), 'Lincoln2027');
  await page.getByRole('heading', { level: 1, name: t('screen.signin-credentials.title') }).waitFor();
  await page.close();
});
