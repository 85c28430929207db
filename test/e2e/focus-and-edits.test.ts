import type { Page, Route } from 'playwright-core';
import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { fragments } from '../../src/generated/content';

const app = testApp();

interface Texts {
  heading: string;
  editButton: string;
  saveButton: string;
  cancelButton: string;
  yes: string;
  no: string;
  options: { optionName: string }[];
}
const de = fragments['account-settings-forms']?.de as unknown as Texts;
const banner = fragments['notification-banner']?.de as unknown as { failureText: string };
const t = (key: string) => text('de', key);
const MARKETING = '/product/de-de/marketing-optionen';
const DASHBOARD = '/product/de-de/account-dashboard';

async function openSignedIn(path: string, consent: 'decline' | 'none' = 'decline'): Promise<Page> {
  const page = await app.signedInAt(path, owner('product/de-de'), { consent });
  await page.locator('main h1').first().waitFor();
  return page;
}

/** What has the keyboard focus, as a screen reader names it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'body', name: '' };
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      el.getAttribute('aria-label') ??
      el.textContent ??
      '';
    return { tag: el.tagName.toLowerCase(), type: el.getAttribute('type'), id: el.id, name: name.trim() };
  });

const option = (page: Page, name: string) => page.getByRole('group', { name });
/** The dialog's own Stay button (its × closes with the same name: closing is staying). */
const stay = (page: Page) =>
  page
    .getByRole('dialog', { name: t('app.unsavedChanges.title') })
    .getByRole('button', { name: t('app.unsavedChanges.stay') })
    .filter({ hasText: t('app.unsavedChanges.stay') });

it('marketing options: Edit focuses the first choice, Save and Cancel the panel heading, never <body>', async () => {
  const page = await openSignedIn(MARKETING);
  await page.getByRole('button', { name: de.editButton }).click();
  await option(page, de.options[0]!.optionName).waitFor();
  await expect(focused(page)).resolves.toMatchObject({ tag: 'input', type: 'radio' });
  await expect(
    page.evaluate(() => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent),
  ).resolves.toContain(de.options[0]!.optionName);

  for (const o of de.options) await option(page, o.optionName).getByRole('radio', { name: de.yes }).check();
  await page.getByRole('button', { name: de.saveButton }).click();
  await page.getByRole('button', { name: de.editButton }).waitFor();
  await expect(focused(page)).resolves.toMatchObject({ tag: 'h2', name: t('marketing.yourChoices') });

  await page.getByRole('button', { name: de.editButton }).click();
  await page.getByRole('button', { name: de.cancelButton }).click();
  await page.getByRole('button', { name: de.editButton }).waitFor();
  await expect(focused(page)).resolves.toMatchObject({ tag: 'h2', name: t('marketing.yourChoices') });
  await page.close();
});

it("leaving marketing options mid-edit by the return link asks first, in the app's dialog; staying keeps the edits", async () => {
  const page = await openSignedIn(MARKETING);
  await page.getByRole('button', { name: de.editButton }).click();
  const first = option(page, de.options[0]!.optionName);
  const current = await first.getByRole('radio', { name: de.yes }).isChecked();
  const changed = current ? de.no : de.yes;
  await first.getByRole('radio', { name: changed }).check();

  const back = page.getByRole('link', { name: t('app.returnToDashboard') });
  await back.click();
  const dialog = page.getByRole('dialog', { name: t('app.unsavedChanges.title') });
  await dialog.waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await stay(page).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(MARKETING);
  await expect(first.getByRole('radio', { name: changed }).isChecked()).resolves.toBe(true);
  // Back to the control that opened the dialog.
  await expect(focused(page)).resolves.toMatchObject({ tag: 'a', name: t('app.returnToDashboard') });

  await back.click();
  await dialog.getByRole('button', { name: t('app.unsavedChanges.leave') }).click();
  await page.waitForURL(`**${DASHBOARD}`);
  await page.getByRole('heading', { name: t('dashboard.hub') }).waitFor();
  await page.close();
});

it('the back button and closing the tab ask too while edits are unsaved', async () => {
  const page = await openSignedIn(DASHBOARD);
  await page
    .getByRole('navigation', { name: t('dashboard.hub') })
    .getByRole('link', { name: t('screen.marketing-options.title') })
    .click();
  await page.getByRole('button', { name: de.editButton }).click();
  const first = option(page, de.options[0]!.optionName);
  const changed = (await first.getByRole('radio', { name: de.yes }).isChecked()) ? de.no : de.yes;
  await first.getByRole('radio', { name: changed }).check();

  await page.goBack();
  const dialog = page.getByRole('dialog', { name: t('app.unsavedChanges.title') });
  await dialog.waitFor();
  expect(new URL(page.url()).pathname).toBe(MARKETING);
  await stay(page).click();
  await expect(first.getByRole('radio', { name: changed }).isChecked()).resolves.toBe(true);

  // Closing the tab: the browser's own question (beforeunload).
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  await expect(asked).resolves.toBe('beforeunload');
  if (!page.isClosed()) {
    await page.goBack();
    await dialog.getByRole('button', { name: t('app.unsavedChanges.leave') }).click();
    await page.waitForURL(`**${DASHBOARD}`);
    await page.close();
  }
});

it('a failure banner stays with the page that raised it', async () => {
  const page = await openSignedIn(MARKETING);
  await page.route('**/owner/api/v2/privacy-preferences/eu', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
    }),
  );
  await page.getByRole('button', { name: de.editButton }).click();
  for (const o of de.options) await option(page, o.optionName).getByRole('radio', { name: de.no }).check();
  await page.getByRole('button', { name: de.saveButton }).click();
  const failure = page.getByRole('alert').filter({ hasText: banner.failureText });
  await failure.waitFor();

  await page.getByRole('link', { name: t('app.returnToDashboard') }).click();
  await page
    .getByRole('dialog', { name: t('app.unsavedChanges.title') })
    .getByRole('button', { name: t('app.unsavedChanges.leave') })
    .click();
  await page.getByRole('heading', { name: t('dashboard.hub') }).waitFor();
  await expect(failure.count()).resolves.toBe(0);
  await page.close();
});

it('the cookie banner comes first in the tab order, and its choice hands the focus to the page, not to <body>', async () => {
  const page = await openSignedIn(DASHBOARD, 'none');
  const consent = page.getByRole('region', { name: t('consent.title') });
  await consent.waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  await expect(focused(page)).resolves.toMatchObject({ tag: 'button', name: t('consent.accept') });
  await page.keyboard.press('Tab');
  await expect(focused(page)).resolves.toMatchObject({ tag: 'button', name: t('consent.decline') });
  await page.keyboard.press('Enter');
  await consent.waitFor({ state: 'detached' });
  await expect(focused(page)).resolves.toMatchObject({ tag: 'main', id: 'main' });

  // Opened again from the footer: the choice takes the focus back to the footer's link.
  const settings = page.getByRole('button', { name: t('consent.settings') });
  await settings.click();
  await consent.getByRole('button', { name: t('consent.decline') }).click();
  await consent.waitFor({ state: 'detached' });
  await expect(focused(page)).resolves.toMatchObject({ tag: 'button', name: t('consent.settings') });
  await page.close();
});

it('offline, a screen not loaded yet says the connection is lost, and appears by itself once it is back, without a reload', async () => {
  const page = await openSignedIn(DASHBOARD);
  await page.getByRole('heading', { name: t('dashboard.hub') }).waitFor();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  // The owner is using the page when the connection goes: the notice that then appears is not the page loading.
  await page.keyboard.press('Shift');
  await page.context().setOffline(true);
  await page
    .getByRole('status')
    .filter({ hasText: t('app.offline.notice') })
    .waitFor();
  await page
    .getByRole('navigation', { name: t('dashboard.hub') })
    .getByRole('link', { name: t('screen.preferred-dealer.title') })
    .click();
  await page.getByRole('heading', { level: 1, name: t('app.offline.title') }).waitFor();
  await page
    .getByRole('alert')
    .filter({ hasText: t('app.offline.body') })
    .waitFor();

  await page.context().setOffline(false);
  await page.getByRole('heading', { level: 1, name: t('screen.preferred-dealer.title') }).waitFor();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('app.offline.notice') })
      .count(),
  ).resolves.toBe(0);
  await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
  await page.close();
});

it("account settings: Edit focuses the section's first field, Cancel its heading; a changed field asks before leaving", async () => {
  const page = await openSignedIn('/product/de-de/kontoeinstellungen');
  await page.getByRole('button', { name: t('settings.edit.personal') }).click();
  await page.getByRole('button', { name: t('settings.cancel') }).waitFor();
  // The first name, not the salutation before it (the form definition's editFocus).
  await expect(page.evaluate(() => document.activeElement?.id ?? '')).resolves.toBe(
    await page.getByLabel(text('de', 'field.firstName'), { exact: true }).getAttribute('id'),
  );
  await expect(
    page.evaluate(() => document.activeElement?.closest('section')?.querySelector('h2')?.textContent),
  ).resolves.toBe(t('settings.personal.title'));

  await page.getByRole('button', { name: t('settings.cancel') }).click();
  await page.getByRole('button', { name: t('settings.edit.personal') }).waitFor();
  await expect(focused(page)).resolves.toMatchObject({ tag: 'h2', name: t('settings.personal.title') });

  await page.getByRole('button', { name: t('settings.edit.personal') }).click();
  await page.getByLabel(text('de', 'field.firstName'), { exact: true }).fill('Johanna');
  // The breadcrumbs' start, back to the account home (the dashboard).
  await page
    .getByRole('navigation', { name: t('ui.breadcrumbs.nav') })
    .getByRole('link')
    .first()
    .click();
  await stay(page).click();
  await expect(page.getByLabel(text('de', 'field.firstName'), { exact: true }).inputValue()).resolves.toBe('Johanna');
  await page.close();
});

it('online but with the server out of reach, a screen not loaded yet says so and appears by itself once the server answers', async () => {
  const page = await openSignedIn(DASHBOARD);
  await page.getByRole('heading', { name: t('dashboard.hub') }).waitFor();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  // The help assistant's code comes a little after the page: in before the server goes.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/help-area-[^/]*\.js$/.test(e.name)),
  );
  // The browser stays online: only the requests for the app's code fail, as they do when the server is down.
  const unreachable = (route: Route) => route.abort('connectionrefused');
  await page.route('**/*.js', unreachable);
  await page
    .getByRole('navigation', { name: t('dashboard.hub') })
    .getByRole('link', { name: t('screen.preferred-dealer.title') })
    .click();
  await page.getByRole('heading', { level: 1, name: t('app.unreachable.title') }).waitFor();
  await page
    .getByRole('alert')
    .filter({ hasText: t('app.unreachable.body') })
    .waitFor();
  await page.getByRole('button', { name: t('app.offline.retry') }).waitFor();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('app.offline.notice') })
      .count(),
  ).resolves.toBe(0);
  // Still failing: it keeps asking, and keeps saying so.
  await page.waitForRequest('**/*.js');
  await page.getByRole('heading', { level: 1, name: t('app.unreachable.title') }).waitFor();

  await page.unroute('**/*.js', unreachable);
  await page.getByRole('heading', { level: 1, name: t('screen.preferred-dealer.title') }).waitFor();
  await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
  await page.close();
});

it('the offline notice moves nothing on the page and, scrolled to the end, covers no control', async () => {
  const page = await openSignedIn(DASHBOARD);
  const heading = page.getByRole('heading', { name: t('dashboard.hub') });
  await heading.waitFor();
  const before = await heading.boundingBox();
  await page.keyboard.press('Shift');
  await page.context().setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: t('app.offline.notice') });
  await notice.waitFor();
  await expect(heading.boundingBox()).resolves.toEqual(before);
  // On the screen wherever the owner is on the page: stuck to its bottom edge.
  const box = (await notice.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(box.y + box.height)).toBe(viewport.height);
  await expect(axeViolations(page)).resolves.toEqual([]);

  const covered = await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const notice = document.querySelector('[role=status].offline-notice')!.getBoundingClientRect();
    return [...document.querySelectorAll('a[href], button, input, select, textarea')]
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return (
          c.checkVisibility() &&
          r.width > 0 &&
          Math.min(r.bottom, notice.bottom) - Math.max(r.top, notice.top) > 1 &&
          Math.min(r.right, notice.right) - Math.max(r.left, notice.left) > 1
        );
      })
      .map((c) => c.textContent);
  });
  expect(covered).toEqual([]);

  // On a phone the German notice is several lines tall: whatever the browser brings into view (a control reached
  // from the keyboard, a link to a part of the page) stops above it, not behind it.
  await page.setViewportSize({ width: 375, height: 740 });
  // The page has laid itself out at the new width (two frames), as it has long before an owner scrolls.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const hidden = await page.evaluate(() => {
    const notice = document.querySelector('[role=status].offline-notice')!;
    return [...document.querySelectorAll('main a[href], main button')]
      .filter((c) => c.checkVisibility())
      .flatMap((c) => {
        c.scrollIntoView({ block: 'end', behavior: 'instant' });
        const under = c.getBoundingClientRect().bottom - notice.getBoundingClientRect().top;
        return under > 1 ? [`${c.textContent ?? ''} (${Math.round(under)} px under the notice)`] : [];
      });
  });
  expect(hidden).toEqual([]);
  await page.context().setOffline(false);
  await notice.waitFor({ state: 'detached' });
  await page.close();
});

it('a save that fails offline says so once (the offline notice), keeps what was typed, and leaves no message once back online', async () => {
  const page = await openSignedIn('/product/de-de/kontoeinstellungen');
  await page.getByRole('button', { name: t('settings.edit.personal') }).click();
  const firstName = page.getByLabel(t('field.firstName'), { exact: true });
  await firstName.fill('Annika');
  await page.context().setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: t('app.offline.notice') });
  await notice.waitFor();
  await page.getByRole('button', { name: t('settings.save') }).click();
  await page
    .getByRole('button', { name: t('settings.save') })
    .and(page.locator(':enabled'))
    .waitFor();
  // One message for one failure: the notice; no error under the form, no banner.
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
  await expect(page.getByText(t('settings.saveFailed')).count()).resolves.toBe(0);
  await expect(firstName.inputValue()).resolves.toBe('Annika');
  await page.context().setOffline(false);
  await notice.waitFor({ state: 'detached' });
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
  await page.getByRole('button', { name: t('settings.save') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('settings.personal.saved') })
    .waitFor();
  await page
    .getByText(/Annika/)
    .first()
    .waitFor();
  await page.close();
});
