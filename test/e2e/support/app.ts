import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Cookie, Page } from 'playwright-core';
import { launchBrowser, type Browser } from './browser';
import { LAYOUT_SHIFT_BUDGET, shiftsOverBudget, watchLayoutShifts } from './layout-shifts';
import { PROJECT_ROOT } from '../../../generator/pipeline';
import { apiHeaders, endpoints } from '../../../src/generated/api';
import { bundles } from '../../../src/generated/content';
import { markets } from '../../../src/generated/markets/local';
import { site } from '../../../src/generated/site';
import { readStoredTokens, TOKENS_KEY } from '../../../src/lib/auth/stored-tokens';
import { consentCookie, consentFor } from '../../../src/lib/consent/consent-state';
import type { ServerOptions } from '../../../src/server/build-server';
import { DEMO_PASSWORD, demoOwners } from '../../../src/server/seed/demo-owners';

/** The email of the demo owner of a market. */
export const owner = (marketId: string) => demoOwners.find((o) => o.marketId === marketId)!.email;

/**
 * What a person reads: the texts of a language as the content service merges them over English. With a count, a
 * text of plural forms (key_one, key_other…) gives the form of the language's plural category for that count.
 */
export const text = (language: string, key: string, values: Record<string, string> = {}) => {
  const texts: Record<string, string | undefined> = { ...bundles.en, ...bundles[language] };
  const form =
    texts[key] === undefined && values.count !== undefined
      ? `${key}_${new Intl.PluralRules(language).select(Number(values.count))}`
      : key;
  return Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, v), texts[form] ?? key);
};

/** The dashboard's vehicle cards, by their list (the offers below name the vehicles too). */
export const garageCards = (page: Page, language = 'en-us') =>
  page.getByRole('list', { name: text(language, 'dashboard.vehicles') }).getByRole('listitem');

/** The cookie that records a visitor's cookie choice, as the banner sets it. */
export function cookieChoice(consent: 'accept' | 'decline'): {
  name: string;
  value: string;
  domain: string;
  path: string;
} {
  const [pair] = consentCookie(
    consentFor(consent, new Date(), 'localhost', site.cookieConsent.cookieDays),
    'localhost',
    false,
    site.cookieConsent.cookieDays,
  ).split(';');
  const [name, value] = (pair ?? '').split('=');
  return { name: name ?? '', value: value ?? '', domain: 'localhost', path: '/' };
}

/** How a signed-in page starts: the visitor's cookie choice, and whether the owner signs in on the provider's page now. */
type SignedInOptions = { consent?: 'accept' | 'decline' | 'none'; fresh?: boolean };

export interface E2eApp {
  base: string;
  browser: Browser;
  /** Messages of Content-Security-Policy violations seen on any page opened with newPage. */
  cspViolations: string[];
  /** The service's log lines (JSON, warn level and up): where the local service writes the codes it would mail. */
  logLines: string[];
  /**
   * A page of a signed-out visitor: the profile is shared between tests, so its storage is emptied first. The
   * cookie choice is made already (declined) unless a test asks for none, so the banner does not cover the page.
   * sameVisitor: another tab of the visitor of the pages before, signed in or not, with their cookies and storage.
   */
  newPage(options?: { consent?: 'accept' | 'decline' | 'none'; sameVisitor?: boolean }): Promise<Page>;
  /**
   * Another visitor at the same time: a browser of their own (own storage, own window, so neither tab waits behind
   * the other's), whose pages are watched as newPage's are. Its first page starts with empty storage and no cookies.
   */
  anotherVisitor(): Promise<{ newPage(): Promise<Page>; close(): Promise<void> }>;
  /**
   * A new visitor's page at `path` (below the origin), signed in as `email`, back from the provider (before anything
   * shows). The file's first for an owner signs in on the provider's page; the next ones come back as that owner
   * would, with what the sign-in left in the browser (the tokens, the provider's session cookies), while the service
   * still takes the tokens: a test of a screen does not pay for a password sign-in each time (the sign-in's own tests
   * call signInAs). fresh: on the provider's page now, for a test of what the app does right after a sign-in.
   */
  signedInAt(path: string, email: string, options?: SignedInOptions): Promise<Page>;
  /** What most tests start with: signedInAt, on the screen once its heading `heading` shows and the app has it. */
  openSignedIn(path: string, email: string, heading: string, options?: SignedInOptions): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The app of one test file: started before its tests (startApp), closed after them. The returned object stands for
 * the started app (every property is read from it when used), so a file says `const app = testApp();` once.
 */
export function testApp(service: Pick<ServerOptions, 'accessTokens'> = {}): E2eApp {
  let started: E2eApp | undefined;
  beforeAll(async () => {
    started = await startApp(service);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as E2eApp, {
    get(_target, key: keyof E2eApp) {
      if (!started) throw new Error('the app starts in beforeAll: use it inside a test or a hook');
      const value = started[key];
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/** The reference service a test file talks to: its origin, the log lines it wrote so far, and how to stop it. */
interface TestService {
  base: string;
  logLines(): string[];
  stop(): Promise<void>;
}

/** A fresh service from the run's app host (app-host.ts): its modules loaded once for every test file. */
async function serviceOnHost(host: string): Promise<TestService> {
  const started = await fetch(`${host}/apps`, { method: 'POST' });
  if (started.status !== 201) throw new Error(`the app host could not start a service: ${await started.text()}`);
  const { id, origin, logFile } = (await started.json()) as { id: string; origin: string; logFile: string };
  return {
    base: origin,
    logLines: () => fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean),
    stop: async () => {
      await fetch(`${host}/apps/${id}`, { method: 'DELETE' });
    },
  };
}

/** A service in this worker: for a file that configures it (another provider) or runs without the app host. */
async function serviceInProcess(service: Pick<ServerOptions, 'accessTokens'>): Promise<TestService> {
  // @fastify/static needs an ES-module-only package that Jest's CommonJS runtime cannot load: stood in for first.
  await import('../../support/inject-under-jest');
  const { listenOnOrigin } = await import('../../../src/server/listen-on-origin');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const lines: string[] = [];
  const { server, origin } = await listenOnOrigin({
    ...service,
    dbFile: path.join(dataDir, 'owner-account.sqlite'),
    distDir: path.join(PROJECT_ROOT, 'dist'),
    logLevel: 'warn',
    logStream: {
      write: (line: string) => {
        lines.push(line);
      },
    },
  });
  return {
    base: origin,
    logLines: () => lines,
    stop: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The built app and the data service on a free port of localhost, with a fresh database, and a browser. service: what
 * a deployment configures besides (e.g. another provider's access tokens).
 */
export async function startApp(service: Pick<ServerOptions, 'accessTokens'> = {}): Promise<E2eApp> {
  const host = process.env.E2E_APP_HOST;
  const testService = host && !service.accessTokens ? await serviceOnHost(host) : await serviceInProcess(service);
  const base = testService.base;
  const browser = await launchBrowser();
  const watchShifts = await watchLayoutShifts(browser.context);
  const cspViolations: string[] = [];
  const watchCsp = (page: Page) =>
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
  /** What a password sign-in of each owner left in the browser: the tokens, the provider's session cookies. */
  const signedIn = new Map<string, { tokens: string; cookies: Cookie[] }>();
  const app: E2eApp = {
    base,
    browser,
    cspViolations,
    get logLines() {
      return testService.logLines();
    },
    async newPage({ consent = 'decline', sameVisitor = false } = {}) {
      const page = await browser.context.newPage();
      watchCsp(page);
      watchShifts(page);
      if (sameVisitor) return page;
      await browser.context.clearCookies();
      if (consent !== 'none') await browser.context.addCookies([cookieChoice(consent)]);
      await page.goto(`${base}/robots.txt`);
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      return page;
    },
    async signedInAt(path, email, { fresh = false, ...options } = {}) {
      const page = await app.newPage(options);
      const kept = fresh ? undefined : signedIn.get(email);
      if (kept !== undefined && (await stillTaken(base, kept.tokens))) {
        await browser.context.addCookies(kept.cookies);
        await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
          key: TOKENS_KEY,
          value: kept.tokens,
        });
        await page.goto(`${base}${path}`);
        return page;
      }
      // Only until the page is on its way: the app sends a signed-out visitor on to the provider, which may abort a
      // wait for the first page's load.
      await page.goto(`${base}${path}`, { waitUntil: 'commit' });
      await signInAs(page, email);
      await page.waitForURL((u) => !u.pathname.startsWith('/oidc/'));
      // Kept once the sign-in has stored its tokens (the app's first call then has them).
      const stored = await page.waitForFunction((key) => window.localStorage.getItem(key), TOKENS_KEY);
      const tokens = (await stored.jsonValue()) as string;
      const cookies = (await browser.context.cookies(base)).filter((c) => PROVIDER_SESSION.test(c.name));
      signedIn.set(email, { tokens, cookies });
      return page;
    },
    async openSignedIn(path, email, heading, options = {}) {
      const page = await app.signedInAt(path, email, options);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The heading may be the prerendered page's: a field filled before the app has the page would be drawn over.
      await appDrawn(page);
      return page;
    },
    async anotherVisitor() {
      const other = await launchBrowser();
      const watchOther = await watchLayoutShifts(other.context);
      return {
        async newPage() {
          const page = await other.context.newPage();
          watchCsp(page);
          watchOther(page);
          return page;
        },
        close: () => other.close(),
      };
    },
    async close() {
      await browser.close();
      await testService.stop();
      // Every page any test opened: a load that moved its layout more than the budget fails the file.
      const moved = shiftsOverBudget();
      if (moved.length > 0)
        throw new Error(
          `page loads moved their layout by more than ${LAYOUT_SHIFT_BUDGET} (CLS):\n${moved.join('\n')}`,
        );
    },
  };
  return app;
}

/** The identity provider's session cookies (oidc-provider's `_session` and its signature). */
const PROVIDER_SESSION = /^_session/;

/**
 * Forgets who is signed in, in this tab and at the identity provider (its session cookie), as a new person at the
 * same browser would start; the cookie choice stays.
 */
export async function forgetSignIn(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await page.context().clearCookies({ name: PROVIDER_SESSION });
  // Off the app's page: left there, its own move to the sign-in page (a refresh finding no session) could come while
  // the test's next visit starts, and abort it (net::ERR_ABORTED, seen on a loaded machine).
  await page.goto('about:blank');
}

/** The app's key of a market: any market's app may ask the service whose token it holds. */
const US_CONSUMER_KEY = markets.find((m) => m.id === 'product/en-us')!.consumerKey;

/**
 * Whether the service still takes these stored tokens' access token, with a minute to spare before its expiry: a
 * sign-out, a password change or a deleted account has revoked it, as the owner's next call would find.
 */
async function stillTaken(base: string, stored: string): Promise<boolean> {
  const tokens = readStoredTokens({ getItem: () => stored });
  if (tokens === null || tokens.expiresAt - 60_000 < Date.now()) return false;
  const answer = await fetch(`${base}${endpoints.consumerId.path}?countryCode=USA`, {
    headers: { [apiHeaders.consumerKey]: US_CONSUMER_KEY, [apiHeaders.authToken]: tokens.access_token },
  });
  return answer.status === 200;
}

/**
 * The newest value of a field in the service's log, where the local service writes what it would mail (codes,
 * links), among the lines whose other fields match `where`.
 */
export function logged(app: Pick<E2eApp, 'logLines'>, field: string, where: Record<string, string> = {}): string {
  const line = [...app.logLines]
    .reverse()
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((l) => l[field] !== undefined && Object.entries(where).every(([k, v]) => l[k] === v));
  if (line === undefined) throw new Error(`nothing logged with ${field} ${JSON.stringify(where)}`);
  return String(line[field]);
}

/** The language of a page, as its html element says it. */
export async function pageLanguage(page: Page): Promise<string> {
  return ((await page.locator('html').getAttribute('lang')) ?? 'en').slice(0, 2);
}

/** Signs in on the identity provider's password page, which speaks the language of the market that sent the owner there. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.waitForURL(/\/oidc\/interaction\//);
  const language = await pageLanguage(page);
  await page.getByLabel(text(language, 'idp.email'), { exact: true }).fill(email);
  await page.getByLabel(text(language, 'idp.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(language, 'idp.submit'), exact: true }).click();
}

/**
 * Moves the page's clock on by `ms`, firing its timers, and lets what they started render: React's scheduler posts
 * messages (which the clock leaves alone), so two message round trips run after its queued work.
 */
export async function afterTime(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(
      () =>
        new Promise((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done(undefined);
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Moves within the app as its own links do (no reload): a pointer press first, as the owner's click on a link (what
 * moves after it answers the owner, not a page load), the old screen's headings marked data-walked (the next screen
 * is there once a heading without the mark is), then the router follows the history.
 */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.dispatchEvent(new PointerEvent('pointerdown'));
    for (const h of document.querySelectorAll('h1')) h.setAttribute('data-walked', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

/**
 * Resolves once the app has the page: a page painted from prerendered markup (another address's, for one with a query
 * or a parameter) is inert until the app hydrates it or draws its own over it, and its fields hold what the markup
 * has (empty), not what the address prefills.
 */
export async function appDrawn(page: Page): Promise<void> {
  await page.locator('#app:not([data-prerendered]):not([inert])').waitFor({ state: 'attached' });
}
