import type { Page } from 'playwright-core';
import { owner, signInAs, startApp, text, type E2eApp } from './support/app';
import { POST_LOGIN_PATH_KEY } from '../../src/lib/auth/sign-in';

/*
 * An attacker writes the redirect_uri or the return path; whatever they write, the browser must end on the app's
 * own origin (or on a clear refusal), and no authorization code may travel to any other address.
 */

let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

/** Every address the page asks for or navigates to, so a code leaving the origin is seen wherever it goes. */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  page.on('framenavigated', (f) => seen.push(f.url()));
  return seen;
}

function codesOutsideOrigin(seen: string[]): string[] {
  return seen.filter((u) => {
    try {
      const url = new URL(u);
      return url.origin !== app.base && /[?&#](code|state)=/.test(u);
    } catch {
      return /code=/.test(u);
    }
  });
}

/** The authorize address the app itself sends a signed-out visitor of the US market to (the provider then shows its password page). */
async function realAuthorizeUrl(page: Page): Promise<URL> {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/oidc/auth');
  await page.goto(`${app.base}/product/en-us/`);
  const url = new URL((await request).url());
  await page.waitForURL(/\/oidc\/interaction\//);
  return url;
}

const hostileRedirects = (base: string) => [
  '/.//evil.example',
  '/..//evil.example/product/en-us/',
  `${base}/.//evil.example`,
  `${base}/product/en-us/..//..//evil.example`,
  '/@evil.example',
  '/%2e%2e//evil.example',
  '//evil.example/product/en-us/',
  'https://evil.example/product/en-us/',
];

/** The provider's answer to the authorize address with another redirect_uri: a refusal page, on the provider. */
async function expectRefused(page: Page, authorize: URL, hostile: string): Promise<void> {
  const url = new URL(authorize);
  url.searchParams.set('redirect_uri', hostile);
  const res = await page.goto(url.href);
  expect(res?.status()).toBe(400);
  await expect(page.getByRole('alert').textContent()).resolves.toContain('redirect_uri');
  expect(new URL(page.url()).origin).toBe(app.base);
}

it('refuses a hostile redirect_uri with a clear error page, before and after credentials', async () => {
  const page = await app.newPage();
  const seen = recordAddresses(page);
  const authorize = await realAuthorizeUrl(page);
  for (const hostile of hostileRedirects(app.base)) await expectRefused(page, authorize, hostile);

  // Signed in at the provider, which would now answer a good request at once with a code: still refused.
  await page.goto(authorize.href, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-us'));
  await page.waitForURL(`${app.base}/product/en-us/account-dashboard`);
  for (const hostile of hostileRedirects(app.base)) await expectRefused(page, authorize, hostile);
  expect(codesOutsideOrigin(seen)).toEqual([]);
  await page.close();
});

it("ends on the app's own origin whatever return path was saved before sign-in", async () => {
  for (const hostile of [
    '/.//evil.example',
    '/product/en-us/..//..//evil.example',
    '/%2F%2Fevil.example',
    '/@evil.example',
    '/\uff0fevil.example',
  ]) {
    const page = await app.newPage();
    const seen = recordAddresses(page);
    await realAuthorizeUrl(page);
    // The app saved a return path in this tab's storage; here it is one an attacker would choose.
    await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [
      POST_LOGIN_PATH_KEY,
      hostile,
    ] as const);
    await signInAs(page, owner('product/en-us'));
    await page.waitForURL(`${app.base}/product/en-us/account-dashboard`);
    await page.getByRole('heading', { level: 1, name: text('en', 'screen.dashboard.title') }).waitFor();
    expect(codesOutsideOrigin(seen)).toEqual([]);
    await page.close();
  }
});

it('keeps a crafted address with dot segments on the origin through sign-in', async () => {
  const page = await app.newPage();
  const seen = recordAddresses(page);
  await page.goto(`${app.base}/product/en-us/account-dashboard?next=/.//evil.example#/..//evil.example`, {
    waitUntil: 'commit',
  });
  await signInAs(page, owner('product/en-us'));
  await page.waitForURL((url) => url.origin === app.base && url.pathname === '/product/en-us/account-dashboard');
  await page.getByRole('heading', { level: 1, name: text('en', 'screen.dashboard.title') }).waitFor();
  expect(codesOutsideOrigin(seen)).toEqual([]);
  await page.close();
});
