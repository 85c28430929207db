import { forgetSignIn, logged, owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);

/** The latest code the local service "mailed" to an address (its log). */
const codeFor = (email: string) => logged(app, 'emailChangeCode', { newEmail: email });

it('changes the sign-in email in a country with the warning, confirmed by the emailed code; the new address signs in', async () => {
  const page = await app.signedInAt(`/product/en-gb/signin-credentials`, owner('product/en-gb'));
  await page.getByRole('link', { name: t('security.email.edit') }).click();
  await page.getByRole('heading', { level: 1, name: t('screen.change-email.title') }).waitFor();
  await page.getByText(t('change.current', { email: owner('product/en-gb') })).waitFor();

  // Checked before anything is sent: a mismatch.
  await page.getByLabel(t('change.newEmail'), { exact: true }).fill('james.new@example.com');
  await page.getByLabel(t('change.repeatEmail')).fill('james.new@example.org');
  await page.getByRole('button', { name: t('change.sendCode') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('change.email.mismatch') })
    .waitFor();

  // An address of another account is answered as any other (nothing here says it is taken): its owner is told by
  // mail, and no code is sent to it.
  await page.getByLabel(t('change.newEmail'), { exact: true }).fill(owner('product/de-de'));
  await page.getByLabel(t('change.repeatEmail')).fill(owner('product/de-de'));
  await page.getByRole('button', { name: t('change.sendCode') }).click();
  const warning = page.getByRole('dialog', { name: t('change.warning.title') });
  await expect(axeViolations(page)).resolves.toEqual([]);
  await warning.getByRole('button', { name: t('change.warning.continue') }).click();
  await page.getByText(t('change.codeSent', { email: owner('product/de-de') })).waitFor();
  expect(logged(app, 'emailChangeNotice', { newEmail: owner('product/de-de') })).toBeTruthy();
  expect(() => codeFor(owner('product/de-de'))).toThrow(/nothing logged/);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: t('screen.change-email.title') }).waitFor();

  await page.getByLabel(t('change.newEmail'), { exact: true }).fill('james.new@example.com');
  await page.getByLabel(t('change.repeatEmail')).fill('james.new@example.com');
  await page.getByRole('button', { name: t('change.sendCode') }).click();
  await warning.getByRole('button', { name: t('change.warning.continue') }).click();
  await page.getByText(t('change.codeSent', { email: 'james.new@example.com' })).waitFor();
  const code = codeFor('james.new@example.com');
  await page.getByLabel(t('change.code')).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: t('change.confirm') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('change.code.wrong') })
    .waitFor();
  await page.getByLabel(t('change.code')).fill(code);
  await page.getByRole('button', { name: t('change.confirm') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('change.done') })
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'change-email');

  await page.getByRole('link', { name: t('change.toSecurity') }).click();
  await page.locator('dl').getByText('j******@example.com', { exact: true }).waitFor();
  await forgetSignIn(page);
  await page.goto(`${app.base}/product/en-gb/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, 'james.new@example.com');
  await page.getByRole('heading', { level: 1, name: t('screen.dashboard.title') }).waitFor();
  await page.close();
});
