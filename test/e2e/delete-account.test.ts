import { afterTime, owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

// Every test file starts its own service with a fresh database: deleting an owner here touches no other file's tests.
const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const TOKENS_KEY = 'owner-account.auth';

it('explains, asks for the email and the tick, deletes, confirms, and the owner can no longer sign in (lincoln/en-us)', async () => {
  const email = owner('lincoln/en-us');
  const page = await app.openSignedIn(`/lincoln/en-us/delete-account`, email, t('screen.delete-account.title'));
  for (const c of ['profile', 'vehicles', 'preferences', 'orders', 'signIn', 'final'])
    await page.getByText(t(`deleteAccount.consequences.${c}`), { exact: true }).waitFor();
  const emailField = page.getByLabel(t('deleteAccount.confirm.email'));
  const understood = page.getByRole('checkbox', { name: t('deleteAccount.confirm.understand') });
  const remove = page.getByRole('button', { name: t('deleteAccount.submit'), exact: true });
  await emailField.waitFor();
  await expect(remove.isDisabled()).resolves.toBe(true);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'delete-account-lincoln');

  // Keyboard alone: a wrong address is said once the field is left, and Delete stays disabled.
  await emailField.focus();
  await page.keyboard.type('olivia@example.com');
  await page.keyboard.press('Tab');
  await page.getByText(t('deleteAccount.confirm.emailMismatch')).waitFor();
  await expect(understood.evaluate((e) => e === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('Space');
  await expect(understood.isChecked()).resolves.toBe(true);
  await expect(remove.isDisabled()).resolves.toBe(true);
  await expect(axeViolations(page)).resolves.toEqual([]);

  // The address in other capitals, with spaces around it, is the same address.
  await emailField.fill(`  ${email.toUpperCase()} `);
  await expect(remove.isEnabled()).resolves.toBe(true);
  await understood.focus();
  await page.keyboard.press('Space');
  await expect(remove.isDisabled()).resolves.toBe(true);
  await page.keyboard.press('Space');

  // A failed delete keeps the page, with its error, and the owner signed in.
  await page.route('**/owner/api/v2/account', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await remove.click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('deleteAccount.failed') })
    .waitFor();
  // The page keeps what was typed (an email field gives its value without the outer spaces).
  await expect(emailField.inputValue()).resolves.toBe(email.toUpperCase());
  await expect(page.evaluate((key) => window.localStorage.getItem(key), TOKENS_KEY)).resolves.not.toBeNull();
  await shot(page, 'delete-account-failed');
  await page.unroute('**/owner/api/v2/account');

  // From here the page's timers run on a clock the test moves: what would follow later is seen at once.
  await page.clock.install();
  await remove.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: t('deleteAccount.done.title') }).waitFor();
  await page.getByText(t('deleteAccount.done.body')).waitFor();
  await page.getByRole('link', { name: t('deleteAccount.done.home', { brand: 'Lincoln' }) }).waitFor();
  await expect(page.evaluate((key) => window.localStorage.getItem(key), TOKENS_KEY)).resolves.toBeNull();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'delete-account-done');
  // The confirmation stays: no sign-in starts for the owner who is gone.
  await afterTime(page, 1500);
  expect(new URL(page.url()).pathname).toBe('/lincoln/en-us/delete-account');

  // Signing in again is refused: the account no longer exists.
  await page.goto(`${app.base}/lincoln/en-us/`, { waitUntil: 'commit' });
  await signInAs(page, email);
  await page
    .getByRole('alert')
    .filter({ hasText: t('idp.wrongCredentials') })
    .waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
  await page.close();
});

it('looks like the product brand and cancels back to the dashboard (product/en-gb)', async () => {
  const page = await app.signedInAt(`/product/en-gb/delete-account`, owner('product/en-gb'));
  await page.getByLabel(t('deleteAccount.confirm.email')).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'delete-account-product');
  await page.getByRole('link', { name: t('deleteAccount.cancel'), exact: true }).click();
  await page.waitForURL(/\/product\/en-gb\/account-dashboard/);
  await page.close();
});

it('reads in German and fits a narrow screen (product/de-de, 375 px)', async () => {
  const de = (key: string) => text('de', key);
  const page = await app.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${app.base}/product/de-de/delete-account`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/de-de'));
  await page.getByRole('heading', { level: 1, name: de('screen.delete-account.title') }).waitFor();
  await page.getByLabel(de('deleteAccount.confirm.email')).waitFor();
  await page.getByRole('checkbox', { name: de('deleteAccount.confirm.understand') }).waitFor();
  await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'delete-account-de-375');
  await page.close();
});
