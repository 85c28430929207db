import type { Page } from 'playwright-core';
import { owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);

function signedIn(path: string, email: string): Promise<Page> {
  return app.signedInAt(path, email);
}

it('an en-gb owner opens the wallet from the dashboard and sees the demo card', async () => {
  const page = await signedIn('/product/en-gb/account-dashboard', owner('product/en-gb'));
  // The header offers the wallet too.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: t('shell.nav.vehicles') }).click();
  await banner.getByRole('link', { name: t('screen.wallet.title') }).waitFor();
  await banner.getByRole('button', { name: t('shell.nav.vehicles') }).click();

  await page
    .getByRole('navigation', { name: t('dashboard.hub') })
    .getByRole('link', { name: t('screen.wallet.title') })
    .click();
  await page.getByRole('heading', { level: 1, name: t('screen.wallet.title') }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/product/en-gb/wallet');
  const wallet = page.getByRole('region', { name: t('wallet.app.title') });
  await wallet
    .getByRole('listitem')
    .filter({ hasText: 'Visa •••• 4242' })
    .getByText(t('wallet.app.expires', { date: '08/29' }))
    .waitFor();

  // Keyboard alone: Tab to the button, Enter.
  const add = wallet.getByRole('button', { name: t('wallet.app.add') });
  for (let i = 0; i < 40 && !(await add.evaluate((b) => b === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await wallet
    .getByRole('status')
    .filter({ hasText: t('wallet.app.addNote') })
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'wallet-en-gb');
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it('shows an error with a retry when the wallet script fails, and the wallet after the retry', async () => {
  const page = await app.newPage();
  await page.route('**/local/scripts/wallet.js', (route) => route.abort());
  await page.goto(`${app.base}/product/en-gb/wallet`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-gb'));
  const alert = page.getByRole('alert').filter({ hasText: t('wallet.failed') });
  await alert.waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'wallet-error');
  await page.unroute('**/local/scripts/wallet.js');
  await alert.getByRole('button', { name: t('wallet.retry') }).click();
  await page
    .getByRole('region', { name: t('wallet.app.title') })
    .getByText('Visa •••• 4242')
    .waitFor();
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
  await page.close();
});

it('in South Africa (no wallet) the page says so, and neither the hub nor the header offers the wallet', async () => {
  const page = await signedIn('/product/en-za/wallet', owner('product/en-gb'));
  await page.getByRole('heading', { level: 1, name: t('screen.wallet.title') }).waitFor();
  await page
    .getByRole('heading', { level: 2, name: t('wallet.unavailable.title', { country: 'South Africa' }) })
    .waitFor();
  await expect(page.locator('script[data-kind="wallet"]').count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'wallet-unavailable');

  await page
    .getByRole('main')
    .getByRole('link', { name: t('app.returnToDashboard') })
    .click();
  await page.getByRole('heading', { level: 1, name: t('screen.dashboard.title') }).waitFor();
  const hub = page.getByRole('navigation', { name: t('dashboard.hub') });
  await hub.getByRole('link', { name: t('screen.connected-services.title') }).waitFor();
  await expect(hub.getByRole('link', { name: t('screen.wallet.title') }).count()).resolves.toBe(0);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: t('shell.nav.vehicles') }).click();
  await banner.getByRole('link', { name: t('screen.connected-services.title') }).waitFor();
  await expect(banner.getByRole('link', { name: t('screen.wallet.title') }).count()).resolves.toBe(0);
  await page.close();
});

it('looks like the brand on a Lincoln site', async () => {
  const page = await signedIn('/lincoln/en-us/wallet', owner('lincoln/en-us'));
  await page
    .getByRole('region', { name: t('wallet.app.title') })
    .getByText('Visa •••• 4242')
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'wallet-lincoln');
  await page.close();
});
