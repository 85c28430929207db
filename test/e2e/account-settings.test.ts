import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const fr = (key: string) => text('fr', key);

it('a US owner edits the address with a state from the list and sees it after a reload', async () => {
  const page = await app.signedInAt(`/product/en-us/account-settings`, owner('product/en-us'));
  await page.getByRole('heading', { level: 2, name: t('settings.address.title') }).waitFor();
  await page.getByText('1200 Oakwood Blvd').waitFor();
  // The US way: town, state and ZIP code on one line; the mobile number written nationally.
  await page.getByText('Dearborn, MI 48124', { exact: true }).waitFor();
  await page.getByText('(313) 555-0147', { exact: true }).waitFor();
  await expect(page.getByText('+13135550147').count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);

  await page.getByRole('button', { name: t('settings.edit.address') }).click();
  const address1 = page.getByLabel(t('field.address1'));
  await address1.fill('');
  await page.getByRole('button', { name: t('settings.save') }).click();
  // The spec's message under the field; nothing was sent.
  await page.getByText(`${t('form.nonEmpty')} ${t('field.address1')}`).waitFor();
  await address1.fill('500 Town Center Dr');
  await page.getByLabel(t('field.city')).fill('Dearborn');
  // The US names of the fields (markets/countries/us.json addressLabels): State and ZIP code.
  await page.getByLabel(t('address.state.state'), { exact: true }).selectOption({ label: 'Michigan' });
  const zip = page.getByLabel(t('address.zip.zipCode'), { exact: true });
  await zip.fill('');
  await page.getByRole('button', { name: t('settings.save') }).click();
  // The message names the field as the label does.
  await page.getByText(`${t('form.nonEmpty')} ${t('address.zip.zipCode')}`).waitFor();
  await zip.fill('48126');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'settings-us-edit');
  await page.getByRole('button', { name: t('settings.save') }).click();
  const saved = page.getByRole('status').filter({ hasText: t('settings.address.saved') });
  await saved.waitFor();
  // Editing another section: the address's "saved" banner goes.
  await page.getByRole('button', { name: t('settings.edit.personal') }).click();
  await saved.waitFor({ state: 'detached' });
  await page.reload();
  await page.getByText('500 Town Center Dr').waitFor();
  await page.getByText('Dearborn, MI 48126', { exact: true }).waitFor();
  await page.close();
});

it('shows its sections, their labels and disabled buttons before the saved details come', async () => {
  const signedIn = await app.signedInAt(`/product/en-us/account-settings`, owner('product/en-us'));
  await signedIn.getByText('(313) 555-0147', { exact: true }).waitFor();
  // A new tab: signed in, but no answer of the first tab's kept (those stay in the tab's session storage).
  const page = await app.newPage({ sameVisitor: true });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The page's details come from the profile (the lite call, or the full one where another part asked for it).
  await page.route(/\/owner\/api\/v3\/profile(-lite)?\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${app.base}/product/en-us/account-settings`);
  const edit = page.getByRole('button', { name: t('settings.edit.personal') });
  await page.getByRole('status', { name: t('app.loading') }).waitFor({ state: 'attached' });
  await expect(edit.isDisabled()).resolves.toBe(true);
  await page.getByRole('heading', { level: 2, name: t('settings.address.title') }).waitFor();
  await page
    .getByRole('term')
    .filter({ hasText: t('settings.phone') })
    .waitFor();
  await expect(page.getByText('(313) 555-0147', { exact: true }).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  release();
  await page.getByText('(313) 555-0147', { exact: true }).waitFor();
  await expect(edit.isEnabled()).resolves.toBe(true);
  await expect(page.getByRole('status', { name: t('app.loading') }).count()).resolves.toBe(0);
  // Both tabs closed: one left open would answer the next test's sign-in in the shared profile.
  await page.close();
  await signedIn.close();
});

it('a failed save keeps what the owner typed and says so', async () => {
  const page = await app.signedInAt(`/product/en-us/account-settings`, owner('product/en-us'));
  await page.getByRole('button', { name: t('settings.edit.personal') }).click();
  await page.getByLabel(t('field.middleName')).fill('Andrew');
  await page.route('**/owner/api/v2/user-info**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.getByRole('button', { name: t('settings.save') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('settings.saveFailed') })
    .first()
    .waitFor();
  await expect(page.getByLabel(t('field.middleName')).inputValue()).resolves.toBe('Andrew');
  await page.unroute('**/owner/api/v2/user-info**');
  await page.getByRole('button', { name: t('settings.save') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('settings.personal.saved') })
    .waitFor();
  await page.getByText('Michael Andrew Johnson').waitFor();
  await page.close();
});

it("a French owner's form shows only France's fields (title and company, no state, no middle name)", async () => {
  const page = await app.signedInAt(`/product/fr-fr/account-settings`, owner('product/fr-fr'));
  await page.getByRole('button', { name: fr('settings.edit.personal') }).click();
  // The salutation is picked from France's list (markets/countries/fr.json), and the first name has the focus.
  const title = page.getByRole('combobox', { name: fr('field.title') });
  await expect(title.locator('option').allTextContents()).resolves.toEqual([
    '',
    fr('salutation.mr'),
    fr('salutation.ms'),
  ]);
  await expect(page.getByLabel(fr('field.firstName')).evaluate((el) => el === document.activeElement)).resolves.toBe(
    true,
  );
  await page.getByLabel(fr('field.companyName')).waitFor();
  await expect(page.getByLabel(fr('field.middleName')).count()).resolves.toBe(0);
  await expect(page.getByLabel(fr('field.nationalId')).count()).resolves.toBe(0);
  await title.selectOption({ label: fr('salutation.mr') });
  await page.getByRole('button', { name: fr('settings.save') }).click();
  await page.getByText('M. Lucas Martin').waitFor();

  await page.getByRole('button', { name: fr('settings.edit.address') }).click();
  await page.getByLabel(fr('field.address2')).waitFor();
  await expect(page.getByLabel(fr('field.state')).count()).resolves.toBe(0);
  await page.getByLabel(fr('field.zip')).fill('7502');
  await page.getByRole('button', { name: fr('settings.save') }).click();
  await page.getByText(fr('form.validPostalCode'), { exact: true }).waitFor();
  await expect(page.getByText(`${fr('form.nonEmpty')} ${fr('field.zip')}`).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'settings-fr-edit');
  await page.getByRole('button', { name: fr('settings.cancel') }).click();
  await page.getByText('75020 Paris').waitFor();
  await page.close();
});

it('a UK postcode "12345" is answered that the postcode is not valid, under the field', async () => {
  const page = await app.signedInAt(`/product/en-gb/account-settings`, owner('product/en-gb'));
  // The UK way: the town above the postcode.
  await page.getByText('SW3 4RP', { exact: true }).waitFor();
  await page.getByRole('button', { name: t('settings.edit.address') }).click();
  // Postcode, as the UK calls it (markets/countries/gb.json addressLabels).
  const zip = page.getByLabel(t('address.zip.postcode'), { exact: true });
  await zip.fill('12345');
  await page.getByRole('button', { name: t('settings.save') }).click();
  const message = page.getByText(t('form.validPostalCode'), { exact: true });
  await message.waitFor();
  // Tied to its field: the field names the message as its description.
  const describedBy = await zip.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(
    page
      .locator(
        describedBy!
          .split(' ')
          .map((id) => `[id="${id}"]`)
          .join(', '),
      )
      .allTextContents(),
  ).resolves.toEqual(expect.arrayContaining([expect.stringContaining(t('form.validPostalCode'))]));
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.close();
});

it('a German owner without a mobile number changes her name: no number is asked for until a country is chosen', async () => {
  const de = (key: string) => text('de', key);
  const page = await app.signedInAt(`/product/de-de/kontoeinstellungen`, owner('product/de-de'));
  await page.getByRole('button', { name: de('settings.edit.personal') }).click();
  // Herr, Frau or divers: Germany's salutations.
  await page.getByRole('combobox', { name: de('field.title') }).selectOption({ label: de('salutation.ms') });
  await page.getByLabel(de('field.lastName')).fill('Schneider-Berg');
  await page.getByRole('button', { name: de('settings.save') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: de('settings.personal.saved') })
    .waitFor();
  await page.getByText(`${de('salutation.ms')} Anna Schneider-Berg`).waitFor();
  await expect(page.getByText(`${de('form.nonEmpty')} ${de('field.mobilePhoneNumber')}`).count()).resolves.toBe(0);
  await page.close();
});
