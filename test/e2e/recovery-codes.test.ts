import fs from 'node:fs';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { forgetSignIn, owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone, shot } from './support/shots';
import { site } from '../../src/generated/site';
import { DEMO_TOTP_SECRETS } from '../../src/server/seed/demo-owners';

const app = testApp();
const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
/** Two-step verification with an authenticator app (seeded secret): the demo owner who has it, in en-gb. */
const EMILY = 'emily.clarke@example.com';
const PAGE = '/product/en-gb/signin-credentials';
const rules = site.signInSecurity.recoveryCodes;

async function enterCode(page: Page, label: string, code: string) {
  await page.getByLabel(label, { exact: true }).fill(code);
  await page.getByRole('button', { name: t('idp.secondFactor.submit') }).click();
}

/** Signed out, then in again with the password: the provider's second-factor page. */
async function signInAgain(page: Page) {
  await forgetSignIn(page);
  await page.goto(`${app.base}${PAGE}`, { waitUntil: 'commit' });
  await signInAs(page, EMILY);
  await page.getByRole('heading', { level: 1, name: t('idp.secondFactor.title') }).waitFor();
}

it('generates recovery codes, signs in with one instead of the app, and the same code then fails (en-gb)', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}${PAGE}`, { waitUntil: 'commit' });
  await signInAs(page, EMILY);
  // No recovery code yet: the step does not offer one.
  await page.getByRole('heading', { level: 1, name: t('idp.secondFactor.title') }).waitFor();
  await expect(page.getByRole('button', { name: t('idp.secondFactor.recoveryInstead') }).count()).resolves.toBe(0);
  await enterCode(page, t('idp.secondFactor.code'), generateSync({ secret: DEMO_TOTP_SECRETS.emily }));
  await page.getByRole('heading', { level: 1, name: t('screen.signin-credentials.title') }).waitFor();

  const part = page.getByRole('group', { name: t('security.recovery.title') });
  await part.getByText(t('security.recovery.none')).waitFor();
  await part.getByRole('button', { name: t('security.recovery.generate') }).click();
  const list = part.getByRole('list', { name: t('security.recovery.shownOnce') });
  await list.waitFor();
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(rules.count);
  for (const code of codes) expect(code.replace(/-/g, '')).toHaveLength(rules.length);
  // Said once it is there, and the focus is on what to do now.
  await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toBe(
    t('security.recovery.shownOnce'),
  );
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(overflowOnPhone(page)).resolves.toBe(0);
  await shot(page, 'security-recovery-codes');

  // Downloaded as a text file with every code (pressed from the keyboard, as the page is used without a mouse).
  await part.getByRole('button', { name: t('security.recovery.download') }).focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  const file = fs.readFileSync((await download.path()) ?? '', 'utf8');
  for (const code of codes) expect(file).toContain(code);

  await part.getByRole('button', { name: t('security.recovery.done') }).click();
  await expect(list.count()).resolves.toBe(0);
  const all = String(rules.count);
  await part.getByText(t('security.recovery.left', { left: all, total: all })).waitFor();
  // The focus is back on the button that makes a new set.
  await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toBe(
    t('security.recovery.regenerate'),
  );

  // Signed out, in again: the step offers a recovery code, which signs in.
  const [used = '', second = ''] = codes;
  await signInAgain(page);
  await page.getByRole('button', { name: t('idp.secondFactor.recoveryInstead') }).click();
  await page.getByRole('heading', { level: 1, name: t('idp.secondFactor.recoveryTitle') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'idp-recovery-code');
  await enterCode(page, t('idp.secondFactor.recoveryCode'), used.toLowerCase());
  await page.getByRole('heading', { level: 1, name: t('screen.signin-credentials.title') }).waitFor();
  await part.getByText(t('security.recovery.left', { left: String(rules.count - 1), total: all })).waitFor();

  // The same code once more: refused, with the tries left; another one of the set still works.
  await signInAgain(page);
  await page.getByRole('button', { name: t('idp.secondFactor.recoveryInstead') }).click();
  await enterCode(page, t('idp.secondFactor.recoveryCode'), used);
  await page
    .getByRole('alert')
    .filter({
      hasText: t('idp.secondFactor.wrongCode', { count: String(site.signInSecurity.secondFactor.wrongCodes - 1) }),
    })
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await enterCode(page, t('idp.secondFactor.recoveryCode'), second);
  await page.getByRole('heading', { level: 1, name: t('screen.signin-credentials.title') }).waitFor();

  // A new set replaces the old one, after a confirmation.
  await part.getByRole('button', { name: t('security.recovery.regenerate') }).click();
  const confirm = page.getByRole('dialog', { name: t('security.recovery.replace.title') });
  await confirm.getByRole('button', { name: t('security.recovery.replace.confirm') }).click();
  await list.waitFor();
  const replaced = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(replaced.filter((c) => codes.includes(c))).toEqual([]);
  await page.close();
});

it('names a passkey after its device, and the owner renames it in a dialog that gives the focus back (en-gb)', async () => {
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
  const email = owner('product/en-gb');
  await page.goto(`${app.base}${PAGE}`, { waitUntil: 'commit' });
  await signInAs(page, email);
  await page.getByRole('button', { name: t('security.passkeys.create') }).click();
  await signInAs(page, email);
  // The name is optional: left empty, the list names it after its device type.
  await page.getByLabel(t('idp.passkey.name')).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByRole('button', { name: t('idp.passkey.create'), exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('security.passkeys.added') })
    .waitFor();

  const passkeys = page.getByRole('region', { name: t('security.passkeys.title') });
  const device = t('security.passkeys.kind.platform');
  await passkeys.getByText(t('security.passkeys.device', { device })).waitFor();
  await passkeys.getByText(t('security.passkeys.neverUsed')).waitFor();
  const renameButton = passkeys.getByRole('button', { name: t('security.passkeys.rename.aria', { name: device }) });
  await renameButton.click();
  const dialog = page.getByRole('dialog', { name: t('security.passkeys.rename.title') });
  const field = dialog.getByLabel(t('security.passkeys.rename.label'));
  await expect(field.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await expect(field.inputValue()).resolves.toBe(device);

  // Empty once trimmed: said at the field, nothing sent.
  await field.fill('   ');
  await dialog.getByRole('button', { name: t('security.passkeys.rename.save') }).click();
  await dialog
    .getByRole('alert')
    .filter({ hasText: t('security.passkeys.rename.empty') })
    .waitFor();
  await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(overflowOnPhone(page)).resolves.toBe(0);

  await field.fill('  Kitchen laptop ');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByRole('status')
    .filter({ hasText: t('security.passkeys.renamed') })
    .waitFor();
  const renamed = passkeys.getByRole('button', {
    name: t('security.passkeys.rename.aria', { name: 'Kitchen laptop' }),
  });
  await expect(renamed.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await passkeys.getByText('Kitchen laptop', { exact: true }).waitFor();

  // Kept by the service: after a reload, and a passkey sign-in is its last use.
  await forgetSignIn(page);
  await page.goto(`${app.base}${PAGE}`, { waitUntil: 'commit' });
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByRole('button', { name: t('idp.passkey.signIn') }).click();
  await passkeys.getByText('Kitchen laptop', { exact: true }).waitFor();
  const today = new Intl.DateTimeFormat('en-gb', { dateStyle: 'long' }).format(new Date());
  await passkeys.getByText(t('security.passkeys.lastUsed', { date: today })).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'security-passkey-named');
  await page.close();
});
