import type { Page } from 'playwright-core';
import { afterTime, owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

const app = testApp();

const t = (key: string) => text('de', key);

async function dashboard(): Promise<Page> {
  const page = await app.signedInAt(`/product/de-de/account-dashboard`, owner('product/de-de'));
  await page.locator('main h1').first().waitFor();
  return page;
}

it('opens the help panel by keyboard, the chat answers, Escape closes it and focus returns', async () => {
  const page = await app.newPage();
  // The help area's texts are not in the page's start: they come with it (src/app/shell/shell-parts.ts).
  const texts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/texts?')) texts.push(decodeURIComponent(new URL(r.url()).search));
  });
  await page.goto(`${app.base}/product/de-de/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/de-de'));
  await page.locator('main h1').first().waitFor();
  const launcher = page.getByRole('button', { name: t('shell.helpLauncher'), exact: true });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: t('help.title') });
  await panel.waitFor();
  await expect(panel.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
  // Asked for on its own: the page's start left them out (a namespace of the start is never asked for again).
  expect(texts).toContain('?only=help');

  const input = panel.getByRole('textbox', { name: t('help.chat.input') });
  await input.waitFor();
  await input.focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: t('help.chat.blank') })
    .waitFor();
  await input.fill('Wie ändere ich mein Passwort?');
  await page.keyboard.press('Enter');
  const log = panel.getByRole('log', { name: t('help.chat.log') });
  await log.getByText('Wie ändere ich mein Passwort?').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role="log"] li, [role="log"] p').length >= 3);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'help-panel');

  await page.keyboard.press('Escape');
  await expect(launcher.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
  await panel.waitFor({ state: 'hidden' });
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it.each([1280, 375])(
  'at %i px the launcher is in the header from the first paint and the open panel sits below the header',
  async (width) => {
    const page = await dashboard();
    await page.setViewportSize({ width, height: 800 });
    const launcher = page.locator('header').getByRole('button', { name: t('shell.helpLauncher'), exact: true });
    // Pressed at once, whether or not the help area has joined yet (a little after the load): the panel comes open.
    await launcher.click();
    await page.getByRole('dialog', { name: t('help.title') }).waitFor();
    await expect(launcher.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.waitForFunction(() => !document.querySelector('.help-panel--opening'));
    const boxes = () =>
      page.evaluate(() => {
        const box = (selector: string) => {
          const r = document.querySelector(selector)!.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        };
        return { panel: box('.help-panel'), header: box('.site-header') };
      });
    const atTop = await boxes();
    expect(atTop.panel.top).toBeGreaterThanOrEqual(atTop.header.bottom);
    expect(atTop.panel.bottom).toBeLessThanOrEqual(800);
    // Scrolled, the header collapses: the panel still starts below it.
    await page.mouse.wheel(0, 400);
    await page.locator('.site-header.is-collapsed').waitFor();
    const scrolled = await boxes();
    expect(scrolled.panel.top).toBeGreaterThanOrEqual(scrolled.header.bottom);
    await launcher.click();
    await page.getByRole('dialog', { name: t('help.title') }).waitFor({ state: 'hidden' });
    await expect(launcher.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.close();
  },
);

it('shows the starting pop-up once a day', async () => {
  const page = await dashboard();
  const popup = page.getByText(t('help.popup.message'));
  await popup.waitFor({ timeout: 6000 });
  await popup.waitFor({ state: 'hidden', timeout: 6000 });
  // Reloaded on a clock the test moves: past the pop-up's delay at once, and it does not come again today.
  await page.clock.install();
  await page.reload();
  await page.locator('main h1').first().waitFor();
  await afterTime(page, 4000);
  await expect(popup.isVisible()).resolves.toBe(false);
  await page.close();
});
