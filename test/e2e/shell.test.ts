import type { Page } from 'playwright-core';
import { owner, signInAs, startApp, text, type E2eApp } from './support/app';
import { axeViolations } from './support/axe';
import { markets } from '../../src/generated/markets/local';
import { site } from '../../src/generated/site';

let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

function signedIn(path: string, marketId: string): Promise<Page> {
  return app.signedInAt(path, owner(marketId));
}

it('reaches three screens from the dashboard through the header and the hub without a page reload', async () => {
  const page = await signedIn('/product/en-gb/account-dashboard', 'product/en-gb');
  await page.getByRole('heading', { level: 1, name: text('en', 'screen.dashboard.title') }).waitFor();
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same page';
  });
  const banner = page.getByRole('banner');

  await banner.getByRole('button', { name: text('en', 'shell.nav.account') }).click();
  await banner.getByRole('link', { name: text('en', 'screen.account-settings.title') }).click();
  await page.getByRole('heading', { level: 1, name: text('en', 'screen.account-settings.title') }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/product/en-gb/account-settings');

  await banner.getByRole('link', { name: text('en', 'shell.logo', { brand: 'Product' }) }).click();
  await page
    .getByRole('navigation', { name: text('en', 'dashboard.hub') })
    .getByRole('link', { name: text('en', 'screen.preferred-dealer.title') })
    .click();
  await page.getByRole('heading', { level: 1, name: text('en', 'screen.preferred-dealer.title') }).waitFor();

  await banner.getByRole('button', { name: text('en', 'shell.nav.orders') }).click();
  await banner.getByRole('link', { name: text('en', 'screen.order-history.title') }).click();
  await page.getByRole('heading', { level: 1, name: text('en', 'screen.order-history.title') }).waitFor();

  await expect(page.evaluate(() => (window as unknown as { marker?: string }).marker)).resolves.toBe('same page');
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: text('en', 'screen.preferred-dealer.title') }).waitFor();
  await expect(page.evaluate(() => (window as unknown as { marker?: string }).marker)).resolves.toBe('same page');
  await page.close();
});

it('shows header and footer on the dashboard, hides them on sign-in credentials and in webview', async () => {
  const page = await signedIn('/product/de-de/account-dashboard', 'product/de-de');
  await page.getByRole('heading', { level: 1, name: text('de', 'screen.dashboard.title') }).waitFor();
  await page.getByRole('contentinfo').waitFor();
  await expect(page.getByRole('banner').count()).resolves.toBe(1);

  await page.goto(`${app.base}/product/de-de/signin-credentials`);
  await page.getByRole('heading', { level: 1, name: text('de', 'screen.signin-credentials.title') }).waitFor();
  await expect(page.getByRole('banner').count()).resolves.toBe(0);
  await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);

  await page.goto(`${app.base}/product/de-de/account-dashboard?webview=true`);
  await page.getByRole('heading', { level: 1, name: text('de', 'screen.dashboard.title') }).waitFor();
  await expect(page.getByRole('banner').count()).resolves.toBe(0);
  await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
  await page.close();
});

it('serves the localised paths of de-de and no-no', async () => {
  const page = await signedIn('/product/de-de/kontoeinstellungen', 'product/de-de');
  await page.getByRole('heading', { level: 1, name: text('de', 'screen.account-settings.title') }).waitFor();
  await page.goto(`${app.base}/product/de-de/marketing-optionen`);
  await page.getByRole('heading', { level: 1, name: text('de', 'screen.marketing-options.title') }).waitFor();
  await page.close();
  const res = await fetch(`${app.base}/product/no-no/tilkoblede-tjenester`);
  expect(res.status).toBe(200);
});

it('answers an unknown path with HTTP 404 and the not-found page', async () => {
  const page = await app.newPage();
  const res = await page.goto(`${app.base}/product/en-us/no-such-page`);
  expect(res?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: text('en', 'screen.not-found.title') }).waitFor();
  await page.close();
});

it("opens the bare address the start command prints on the fallback market's dashboard after sign-in, not a blank page", async () => {
  const fallback = markets.find(
    (m) => m.brand === site.fallback.brand && m.languageRegionCode === site.fallback.languageRegionCode,
  )!;
  const page = await signedIn('/', 'product/en-us');
  await page.getByRole('heading', { level: 1, name: text('en', 'screen.dashboard.title') }).waitFor();
  expect(new URL(page.url()).pathname.startsWith(fallback.root)).toBe(true);
  await page.close();
});

it('shows the US owner the shortcuts, with the connected items for a connected vehicle', async () => {
  const page = await signedIn('/product/en-us/account-dashboard', 'product/en-us');
  const shortcuts = page.getByRole('navigation', { name: text('en', 'shortcuts.title') });
  await shortcuts.getByRole('button', { name: text('en', 'shortcuts.title') }).click();
  await shortcuts.getByRole('link', { name: text('en', 'shortcuts.remoteControls') }).waitFor();
  await shortcuts.getByRole('link', { name: text('en', 'shortcuts.vehicleHealth') }).waitFor();
  await shortcuts.getByRole('button', { name: text('en', 'app.signOut') }).waitFor();
  // An outside click closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(shortcuts.getByRole('link', { name: text('en', 'shortcuts.remoteControls') }).isVisible()).resolves.toBe(
    false,
  );
  await page.close();
});

it('hides the connected-vehicle shortcuts without a connected vehicle, and the vehicle ones without a vehicle', async () => {
  const page = await signedIn('/product/en-us/account-dashboard', 'product/en-us');
  await page.locator('main h1').waitFor();
  const consumerKey = markets.find((m) => m.id === 'product/en-us')!.consumerKey;
  // The owner parts with vehicles through the data service, as the garage screen would.
  const remove = (vin: string) =>
    page.evaluate(
      async ({ vin: v, key }) => {
        const tokens = JSON.parse(window.localStorage.getItem('owner-account.auth') ?? '{}') as {
          access_token: string;
        };
        const res = await fetch('/fs/api/v3/vehicles', {
          method: 'DELETE',
          headers: { 'consumer-key': key, 'auth-token': tokens.access_token, vin: v },
        });
        window.sessionStorage.clear(); // the app's response cache: the next visit asks the service again
        return res.status;
      },
      { vin, key: consumerKey },
    );
  const shortcuts = page.getByRole('navigation', { name: text('en', 'shortcuts.title') });
  const open = () => shortcuts.getByRole('button', { name: text('en', 'shortcuts.title') }).click();

  await expect(remove('1FTFW1E87PFA10001')).resolves.toBe(204); // the connected F-150
  await page.reload();
  await open();
  await shortcuts.getByRole('link', { name: text('en', 'shortcuts.vehicleHealth') }).waitFor(); // the Escape remains
  await expect(shortcuts.getByRole('link', { name: text('en', 'shortcuts.remoteControls') }).count()).resolves.toBe(0);
  await expect(
    shortcuts.getByRole('link', { name: text('en', 'screen.connected-services.title') }).count(),
  ).resolves.toBe(0);

  await expect(remove('1FMCU9J97PUA20002')).resolves.toBe(204); // the Escape: no product vehicle left
  await page.reload();
  await open();
  await shortcuts.getByRole('link', { name: text('en', 'shortcuts.ordersTracking') }).waitFor();
  await expect(shortcuts.getByRole('link', { name: text('en', 'shortcuts.vehicleHealth') }).count()).resolves.toBe(0);
  await expect(
    shortcuts.getByRole('link', { name: text('en', 'shortcuts.discoverYourVehicle') }).count(),
  ).resolves.toBe(0);
  await page.close();
});

it('collapses the breadcrumbs behind an ellipsis button at 375 px, and expands them', async () => {
  const page = await signedIn('/product/en-us/order-details/US-300540', 'product/en-us');
  const trail = page.getByRole('navigation', { name: text('en', 'ui.breadcrumbs.nav') });
  const history = trail.getByRole('link', { name: text('en', 'screen.order-history.title') });
  await history.waitFor();
  await page.setViewportSize({ width: 375, height: 800 });
  const expand = trail.getByRole('button', { name: text('en', 'ui.breadcrumbs.expand') });
  await expand.waitFor();
  await expect(history.count()).resolves.toBe(0);
  // Collapsed, the trail keeps to one line, however long the page's name.
  const oneLine = () =>
    trail.getByRole('listitem').evaluateAll((items) => {
      const boxes = items.map((i) => i.getBoundingClientRect());
      return Math.max(...boxes.map((r) => r.top)) < Math.min(...boxes.map((r) => r.bottom));
    });
  await expect(oneLine()).resolves.toBe(true);
  await expand.focus();
  await page.keyboard.press('Enter');
  await history.waitFor();
  await expect(history.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
  await page.close();
});

it('opens the menu at 375 px as a modal side drawer that keeps Tab inside and closes on Escape', async () => {
  const page = await signedIn('/product/en-gb/account-dashboard', 'product/en-gb');
  await page.setViewportSize({ width: 375, height: 800 });
  const toggle = page.getByRole('banner').getByRole('button', { name: text('en', 'shell.menu') });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: text('en', 'shell.menu') });
  await drawer.waitFor();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    await page.keyboard.press('Tab');
    await expect(drawer.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
  }
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await expect(toggle.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
  // From the drawer, a link navigates without a reload and the drawer is gone.
  await toggle.click();
  await drawer.getByRole('button', { name: text('en', 'shell.nav.account') }).click();
  await drawer.getByRole('link', { name: text('en', 'screen.account-settings.title') }).click();
  await page.getByRole('heading', { level: 1, name: text('en', 'screen.account-settings.title') }).waitFor();
  await expect(drawer.count()).resolves.toBe(0);
  await page.close();
});

it('offers the Thai pages their other language by rewriting the address', async () => {
  // No demo owner lives in Thailand; the Australian one (same region) signs in there.
  const page = await signedIn('/product/th-th/account-settings', 'product/en-au');
  await page.getByRole('heading', { level: 1, name: text('th', 'screen.account-settings.title') }).waitFor();
  await page.getByRole('link', { name: 'English' }).click();
  await page.waitForURL((u) => u.pathname.includes('en-th') && u.pathname.endsWith('/account-settings'));
  await page.close();
});

it.each([1280, 375])('has no axe-core violation on the shell pages at %i px', async (width) => {
  const page = await signedIn('/product/en-us/account-dashboard', 'product/en-us');
  await page.setViewportSize({ width, height: 900 });
  const violations: string[] = [];
  for (const path of [
    '/product/en-us/account-dashboard',
    '/product/en-us/account-settings',
    '/lincoln/en-us/account-dashboard',
    '/product/de-de/account-dashboard',
  ]) {
    await page.goto(`${app.base}${path}`);
    // Either the app shows the page (a prerendered one once it has taken it over), or (another market's owner) it
    // sends the visitor to sign in: wait for one of them.
    await page.waitForFunction(
      () =>
        window.location.pathname.startsWith('/oidc/') ||
        document.querySelector('#app:not([data-prerendered]) main h1') !== null,
    );
    if (page.url().includes('/oidc/'))
      await signInAs(
        page,
        owner(
          path.startsWith('/lincoln') ? 'lincoln/en-us' : path.includes('de-de') ? 'product/de-de' : 'product/en-us',
        ),
      );
    await page.locator('main h1').waitFor();
    await page.getByRole('contentinfo').waitFor();
    violations.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
  }
  expect(violations).toEqual([]);
  await page.close();
});

it('runs without any Content-Security-Policy violation', () => {
  expect(app.cspViolations).toEqual([]);
});
