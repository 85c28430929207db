import type { Page, Request } from 'playwright-core';
import { owner, signInAs, text, testApp } from './support/app';
import { CACHE_STORAGE_PREFIX } from '../../src/api/cache';

/*
 * Spec 001 §7: the page loads scripts for sign-in, analytics, maps, a bot-check service, payments, chat help and
 * calls; non-essential ones are gated by consent group 6. Each loads where its page needs it (site.json
 * cookieConsent.scriptConsent says which wait for consent), from the local stand-ins of the reference service.
 */
const app = testApp();

/** The kinds of the scripts the loader has put in the page (script[data-kind]), in order. */
const kinds = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[data-kind]')].map((s) => s.dataset.kind),
  );

/** The paths of the stand-in scripts asked for from now on. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/local/scripts/')) seen.push(path);
  });
  return seen;
}

const ran = (page: Page, name: string) =>
  page.waitForFunction(
    (n) => ((window as unknown as { ownerStandIns?: string[] }).ownerStandIns ?? []).includes(n),
    name,
  );

async function dashboard(marketId: string, consent: 'accept' | 'decline' | 'none') {
  const page = await app.newPage({ consent });
  const requests = scriptRequests(page);
  await page.goto(`${app.base}/${marketId}/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, owner(marketId));
  await page.locator('main h1').first().waitFor();
  return { page, requests };
}

describe('the feedback survey (spec 001 §3.2 medalliaCommentCardId)', () => {
  it("in Germany it loads with consent and is handed the entry's comment card id", async () => {
    const { page } = await dashboard('product/de-de', 'accept');
    await ran(page, 'feedback');
    await expect(
      page.locator('script[data-kind="feedback"]').evaluate((s: HTMLScriptElement) => ({
        src: new URL(s.src).pathname,
        card: s.getAttribute('data-card-id'),
      })),
    ).resolves.toEqual({ src: '/local/scripts/feedback.js', card: '40102' });
    await expect(
      page.evaluate(() => (window as unknown as { ownerFeedback?: { cardId: number } }).ownerFeedback),
    ).resolves.toEqual({ cardId: 40102 });
    expect(app.cspViolations).toEqual([]);
    await page.close();
  });

  it('in Finland (no card) nothing of the survey loads, consent or not', async () => {
    const { page, requests } = await dashboard('product/fi-fi', 'accept');
    await ran(page, 'analytics');
    await expect(page.locator('script[data-kind="feedback"]').count()).resolves.toBe(0);
    expect(requests).not.toContain('/local/scripts/feedback.js');
    await expect(page.evaluate(() => 'ownerFeedback' in window)).resolves.toBe(false);
    await page.close();
  });
});

describe("what is not the page's own waits for it", () => {
  it("analytics and every page's scripts are asked for once the page's own calls are answered", async () => {
    const { page } = await dashboard('product/de-de', 'accept');
    await ran(page, 'analytics');
    const pathOf = (r: Request) => new URL(r.url()).pathname;
    const underWay = new Set<Request>();
    // Each script of every page and analytics' configuration, with the calls under way when it was asked for.
    const asked: { path: string; callsUnderWay: string[] }[] = [];
    page.on('request', (r) => {
      const path = pathOf(r);
      if (/^\/(owner|fs|dealer)\/api\//.test(path)) underWay.add(r);
      else if (path.startsWith('/local/scripts/') || path.startsWith('/content/analytics-config/'))
        asked.push({ path, callsUnderWay: [...underWay].map(pathOf) });
    });
    const answered = (r: Request) => underWay.delete(r);
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    // The page again, its data calls held as on a slow network: the browser is idle while it waits for them.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\/(owner|fs|dealer)\/api\//, (route) =>
      holding ? held.push(() => route.continue()) : route.continue(),
    );
    // Without the answers the tab keeps (a first visit's calls).
    await page.evaluate((prefix) => {
      for (const key of Object.keys(window.sessionStorage))
        if (key.startsWith(prefix)) window.sessionStorage.removeItem(key);
    }, CACHE_STORAGE_PREFIX);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('#app[data-prerendered]') === null);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let moments = 0;
          const next = () => (++moments === 5 ? resolve() : requestIdleCallback(next));
          requestIdleCallback(next);
        }),
    );
    expect(held.length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
    holding = false;
    await Promise.all(held.splice(0).map((go) => go()));
    await ran(page, 'analytics');
    await ran(page, 'feedback');
    expect(asked.map((a) => a.path)).toEqual(
      expect.arrayContaining(['/local/scripts/analytics/de/launch-owner.js', '/local/scripts/feedback.js']),
    );
    // The first of them finds none of the page's calls under way (the later ones may find analytics' own).
    expect(asked[0]?.callsUnderWay).toEqual([]);
    await page.close();
  });
});

describe('the strictly necessary scripts load where their page needs them, before any consent', () => {
  it('the account (sign-in) widget on the sign-in credentials page, and not on the dashboard', async () => {
    const { page, requests } = await dashboard('product/de-de', 'none');
    await expect(kinds(page)).resolves.toEqual([]);
    await page.goto(`${app.base}/product/de-de/signin-credentials`);
    await page.getByRole('heading', { level: 1, name: text('de', 'screen.signin-credentials.title') }).waitFor();
    await ran(page, 'account-widget');
    await expect(kinds(page)).resolves.toEqual(['signIn']);
    expect(requests).toEqual(['/local/scripts/account-widget.js']);
    expect(app.cspViolations).toEqual([]);
    await page.close();
  });

  it('payments with the wallet page, after a decline as well', async () => {
    const { page, requests } = await dashboard('product/en-gb', 'decline');
    await page.goto(`${app.base}/product/en-gb/wallet`);
    await page.getByRole('heading', { level: 1, name: text('en', 'screen.wallet.title') }).waitFor();
    await ran(page, 'payments');
    await expect(kinds(page).then((k) => k.slice().sort())).resolves.toEqual(['payments', 'wallet']);
    expect(requests).not.toContain('/local/scripts/analytics/gb/launch-owner.js');
    await page.close();
  });

  it("the bot-check at a guest's order look-up: loaded at the submit, its token sent along", async () => {
    const page = await app.newPage({ consent: 'decline' });
    const t = (key: string) => text('en-us', key);
    await page.goto(`${app.base}/product/en-us/guest-order`);
    await page.getByRole('heading', { level: 1, name: t('screen.guest-order.title') }).waitFor();
    await expect(page.locator('script[data-kind="botCheck"]').count()).resolves.toBe(0);
    await page.getByLabel(t('orders.guest.orderNo')).fill('US-900101');
    await page.getByLabel(t('orders.guest.email')).fill('guest.us@example.com');
    const lookUp = page.waitForRequest((r) => new URL(r.url()).pathname === '/owner/api/v2/guest/orders');
    await page.getByRole('button', { name: t('orders.guest.submit') }).click();
    const body = (await lookUp).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ orderNo: 'US-900101', email: 'guest.us@example.com' });
    expect(body.botCheckToken).toMatch(/^local\.guest_order_lookup\.[a-z0-9]+$/);
    await page.getByRole('heading', { level: 2, name: new RegExp('US-900101') }).waitFor();
    await expect(kinds(page)).resolves.toContain('botCheck');
    expect(app.cspViolations).toEqual([]);
    await page.close();
  });
});

describe('chat and calls wait for consent group 6', () => {
  const t = (key: string) => text('de', key);

  async function openHelpAndWrite(page: Page) {
    await page.getByRole('button', { name: t('shell.helpLauncher'), exact: true }).click();
    const panel = page.getByRole('dialog', { name: t('help.title') });
    await panel.waitFor();
    const input = panel.getByRole('textbox', { name: t('help.chat.input') });
    await input.fill('Wie ändere ich mein Passwort?');
    await page.keyboard.press('Enter');
    await panel
      .getByRole('log', { name: t('help.chat.log') })
      .getByText('Wie ändere ich mein Passwort?')
      .waitFor();
    // The assistant has answered: the conversation is under way (the greeting, the question, the answer).
    await page.waitForFunction(() => document.querySelectorAll('[role="log"] p').length >= 3);
  }

  it('asked for when the owner opens the help and starts a chat, they load only once consent is given', async () => {
    const { page, requests } = await dashboard('product/de-de', 'none');
    await openHelpAndWrite(page);
    // Asked for, waiting: nothing of theirs in the page while the owner has not chosen (the banner asks after 2.5 s).
    const banner = page.getByRole('region', { name: t('consent.title') });
    await banner.waitFor();
    await expect(kinds(page)).resolves.toEqual([]);
    expect(requests).toEqual([]);

    await banner.getByRole('button', { name: t('consent.accept') }).click();
    await ran(page, 'chat');
    await ran(page, 'calls');
    await expect(kinds(page).then((k) => k.slice().sort())).resolves.toEqual([
      'analytics',
      'calls',
      'chat',
      'feedback',
    ]);
    expect(app.cspViolations).toEqual([]);
    await page.close();
  });

  it('after a decline they never load', async () => {
    const { page, requests } = await dashboard('product/de-de', 'decline');
    await openHelpAndWrite(page);
    await expect(kinds(page)).resolves.toEqual([]);
    expect(requests).toEqual([]);
    await page.close();
  });
});
