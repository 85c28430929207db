import type { Page } from 'playwright-core';
import { cookieChoice, owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone, shot } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const PAGE = '/product/en-gb/signin-credentials';
const EMAIL = owner('product/en-gb');
const TITLE = t('screen.signin-credentials.title');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The accessible name of another sign-in's "Sign out" button, whatever the sign-in is called and when it was active. */
const signOutOne = new RegExp(
  `^${escape(t('security.signIns.signOut.aria', { name: '\u0000', when: '\u0001' }))
    .replace('\u0000', '.+')
    .replace('\u0001', '.+')}$`,
);

const section = (page: Page) => page.getByRole('region', { name: t('security.signIns.title') });

/** The page as it opens: the sign-ins listed (or the "this device only" text), the heading there. */
async function openList(page: Page): Promise<void> {
  await page.goto(`${app.base}${PAGE}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await section(page).getByRole('list').waitFor();
}

it('lists the sign-ins of two browsers, this one marked; signs the other out, which must sign in again', async () => {
  const here = await app.openSignedIn(PAGE, EMAIL, TITLE);
  // A second browser of the same owner (its own cookies and storage): the owner's phone, say.
  const other = await app.anotherVisitor();
  try {
    const there = await other.newPage();
    await there.context().addCookies([cookieChoice('decline')]);
    await there.goto(`${app.base}${PAGE}`, { waitUntil: 'commit' });
    await signInAs(there, EMAIL);
    await there.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    // Both are listed, this browser's first and marked "This device", with no sign-out of its own.
    await openList(here);
    const items = section(here).getByRole('listitem');
    await expect(items.count()).resolves.toBe(2);
    await expect(items.first().getByText(t('security.signIns.thisDevice'), { exact: true }).count()).resolves.toBe(1);
    await expect(items.nth(1).getByText(t('security.signIns.thisDevice'), { exact: true }).count()).resolves.toBe(0);
    await expect(items.first().getByRole('button').count()).resolves.toBe(0);
    // What each is, where from and when: the browser and system, the network (the test's loopback, shortened).
    for (const item of [items.first(), items.nth(1)]) {
      // Chromium's headless shell says so in its user agent: "Chrome Headless 131 on Linux".
      await item.getByText(/^Chrome Headless \d+ on Linux$/).waitFor();
      await item.getByText('127.0.0.0/24', { exact: true }).waitFor();
      await item.getByText(t('security.signIns.lastActive'), { exact: true }).waitFor();
    }
    await expect(axeViolations(here)).resolves.toEqual([]);
    await expect(overflowOnPhone(here)).resolves.toBe(0);
    await shot(here, 'sign-ins');

    // Sign the other one out, confirmed first (Cancel first: nothing happens).
    const signOut = section(here).getByRole('button', { name: signOutOne });
    await expect(signOut.count()).resolves.toBe(1);
    await expect(signOut.textContent()).resolves.toBe(t('security.signIns.signOut'));
    await signOut.click();
    const dialog = here.getByRole('dialog');
    await dialog.getByText(t('security.signIns.signOut.body')).waitFor();
    await expect(axeViolations(here)).resolves.toEqual([]);
    await dialog
      .getByRole('button', { name: t('security.cancel'), exact: true })
      .first()
      .click();
    await expect(items.count()).resolves.toBe(2);
    await signOut.click();
    await here
      .getByRole('dialog')
      .getByRole('button', { name: t('security.signIns.signOut'), exact: true })
      .click();
    await here
      .getByRole('status')
      .filter({ hasText: t('security.signIns.signedOut') })
      .waitFor();
    await section(here).getByText(t('security.signIns.onlyThis')).waitFor();
    await expect(items.count()).resolves.toBe(1);

    // The other browser's next visit (a new tab: the one that just signed in would ask before signing in again on
    // its own, see session-expired.ts): its tokens are refused and its sign-in at the provider is gone, so it is on
    // the password page, not back in the account.
    const visit = async () => {
      const tab = await other.newPage();
      await tab.goto(`${app.base}${PAGE}`);
      await tab.waitForURL(/\/oidc\/interaction\//);
      await tab.getByLabel(text('en', 'idp.password'), { exact: true }).waitFor();
      return tab;
    };
    const again = await visit();

    // Signed in there again; then every other device signed out at once, this one staying signed in.
    await signInAs(again, EMAIL);
    await again.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await openList(here);
    await expect(items.count()).resolves.toBe(2);
    await section(here)
      .getByRole('button', { name: t('security.signIns.signOutOthers'), exact: true })
      .click();
    const others = here.getByRole('dialog', { name: t('security.signIns.signOutOthers.title') });
    await others.getByRole('button', { name: t('security.signIns.signOutOthers'), exact: true }).click();
    await here
      .getByRole('status')
      .filter({ hasText: t('security.signIns.signedOutOthers') })
      .waitFor();
    await expect(items.count()).resolves.toBe(1);
    await visit();
    // This browser is still signed in: its page opens without the provider.
    await openList(here);
    await expect(items.count()).resolves.toBe(1);
    expect(here.url()).toBe(`${app.base}${PAGE}`);
    await there.close();
  } finally {
    await other.close();
  }
  await here.close();
});
