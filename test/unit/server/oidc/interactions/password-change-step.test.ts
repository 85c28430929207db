/*
 * change_flow=password on the local provider: after the password, a new one with the account's rules; it replaces
 * the old one and ends the owner's other sign-ins (their refresh and access tokens stop working), and the app hears
 * passwordChanged=true. "Keep my current password" tells the app access_denied.
 */
import * as client from 'openid-client';
import { site } from '../../../../../src/generated/site';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo-owners';
import {
  authorization,
  CookieBrowser,
  formAction,
  signIn,
  type Visit,
  providerUnderTest,
} from '../../../../support/oidc';
import { US } from '../../../../support/server';

const redirectUri = () => `${idp.origin}${US.root}`;
const changeFlow = { p: site.signInSecurity.profileEditPolicy, change_flow: 'password' };
const NEW_PASSWORD = 'changed-password-2';

const idp = providerUnderTest(US.clientId);

/** The change flow up to the new-password page. */
async function newPasswordPage(email: string, browser = new CookieBrowser()) {
  const request = await authorization(idp.config, redirectUri(), changeFlow);
  const signInPage = (await browser.walk(request.url, redirectUri())) as Visit;
  const page = (await browser.walk(formAction(signInPage), redirectUri(), {
    form: { email, password: DEMO_PASSWORD },
  })) as Visit;
  return { request, browser, page, signInPage };
}

const choose = (browser: CookieBrowser, page: Visit, newPassword: string, repeatPassword = newPassword) =>
  browser.walk(formAction(page), redirectUri(), { form: { newPassword, repeatPassword } });

/** Whether the password signs this owner in (a fresh browser). */
async function signsIn(email: string, password: string): Promise<boolean> {
  const request = await authorization(idp.config, redirectUri());
  const browser = new CookieBrowser();
  const page = (await browser.walk(request.url, redirectUri())) as Visit;
  const back = await browser.walk(formAction(page), redirectUri(), { form: { email, password } });
  return 'arrived' in back;
}

describe('changing the password', () => {
  it('asks a signed-in owner only for the password: their email is given, and no demo owners are listed', async () => {
    // Signed in at the provider already (an ordinary sign-in in this browser), then the app asks for the change.
    const browser = new CookieBrowser();
    const first = await authorization(idp.config, redirectUri());
    const signIn = (await browser.walk(first.url, redirectUri())) as Visit;
    expect(signIn.body).toContain('id="demo-heading"');
    await browser.walk(formAction(signIn), redirectUri(), {
      form: { email: 'olivia.brown@example.com', password: DEMO_PASSWORD },
    });
    const change = await authorization(idp.config, redirectUri(), changeFlow);
    const confirm = (await browser.walk(change.url, redirectUri())) as Visit;
    expect(confirm.body).toMatch(/<input id="email"[^>]* name="email" value="olivia\.brown@example\.com"/);
    expect(confirm.body).not.toContain('id="demo-heading"');
  });

  it('asks for the new password after the old one, with the rule tied to the field and a way back', async () => {
    const { page } = await newPasswordPage('olivia.brown@example.com');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Choose a new password</h1>');
    expect(page.body).toMatch(/id="new-password"[^>]*aria-describedby="password-rule"/);
    expect(page.body).toContain('Keep my current password');
    expect(page.body).not.toContain('name="ticket"');
  });

  it.each([
    ['breaks the rule', 'short1', 'short1', 'Use at least 8 characters'],
    ['is not typed twice the same', NEW_PASSWORD, `${NEW_PASSWORD}x`, 'The two passwords are not the same.'],
    ['is the current one', DEMO_PASSWORD, DEMO_PASSWORD, 'must be different from the current one'],
  ])('refuses a new password that %s, and keeps the old one', async (_rule, next, repeat, message) => {
    const { browser, page } = await newPasswordPage('olivia.brown@example.com');
    const refused = (await choose(browser, page, next, repeat)) as Visit;
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(message);
    expect(refused.body).toContain('aria-invalid="true"');
    expect(await signsIn('olivia.brown@example.com', DEMO_PASSWORD)).toBe(true);
  });

  it("changes it in the browser the owner is signed in with (the app's own change flow), ending the other sign-ins only", async () => {
    const email = 'giulia.rossi@example.com';
    const { browser, tokens: here } = await signIn(idp.config, redirectUri(), email);
    const { tokens: elsewhere } = await signIn(idp.config, redirectUri(), email, new CookieBrowser());
    const { request, page } = await newPasswordPage(email, browser);
    const back = await choose(browser, page, NEW_PASSWORD);
    expect(back).toEqual({ arrived: expect.stringContaining('passwordChanged=true') });
    const tokens = await request.redeem((back as { arrived: string }).arrived);
    expect(await client.fetchUserInfo(idp.config, tokens.access_token, tokens.claims()?.sub ?? '')).toMatchObject({
      email,
    });
    await expect(client.refreshTokenGrant(idp.config, elsewhere.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(client.refreshTokenGrant(idp.config, here.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('replaces the password and tells the app passwordChanged=true, with a code that redeems', async () => {
    const email = 'aino.virtanen@example.com';
    const { request, browser, page } = await newPasswordPage(email);
    const back = await choose(browser, page, NEW_PASSWORD);
    expect(back).toEqual({ arrived: expect.stringContaining('passwordChanged=true') });
    const tokens = await request.redeem((back as { arrived: string }).arrived);
    expect(await client.fetchUserInfo(idp.config, tokens.access_token, tokens.claims()?.sub ?? '')).toMatchObject({
      email,
    });
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(email, DEMO_PASSWORD)).toBe(false);
  });

  it("ends the owner's other sign-ins: their refresh token and access token stop working", async () => {
    const email = 'jack.taylor@example.com';
    const other = await signIn(idp.config, redirectUri(), email);
    const sub = other.tokens.claims()?.sub ?? '';
    const refresh = other.tokens.refresh_token ?? '';
    expect(refresh).not.toBe('');
    expect(await client.fetchUserInfo(idp.config, other.tokens.access_token, sub)).toMatchObject({ email });
    // Someone else's sign-in is left alone.
    const bystander = await signIn(idp.config, redirectUri(), 'michael.johnson@example.com');

    const { request, browser, page } = await newPasswordPage(email);
    const back = (await choose(browser, page, NEW_PASSWORD)) as { arrived: string };
    const fresh = await request.redeem(back.arrived);

    await expect(client.fetchUserInfo(idp.config, other.tokens.access_token, sub)).rejects.toThrow();
    await expect(client.refreshTokenGrant(idp.config, refresh)).rejects.toThrow();
    // The other browser is signed out too: a new sign-in there asks for the password again.
    const again = await authorization(idp.config, redirectUri());
    expect(await other.browser.walk(again.url, redirectUri())).toMatchObject({ status: 200 });
    // This sign-in works, and so does the bystander's.
    expect(await client.fetchUserInfo(idp.config, fresh.access_token, sub)).toMatchObject({ email });
    expect(await client.refreshTokenGrant(idp.config, fresh.refresh_token ?? '')).toHaveProperty('access_token');
    expect(await client.refreshTokenGrant(idp.config, bystander.tokens.refresh_token ?? '')).toHaveProperty(
      'access_token',
    );
  });

  it('"keep my current password" tells the app access_denied and changes nothing', async () => {
    const email = 'olivia.brown@example.com';
    const { browser, page } = await newPasswordPage(email);
    const cancel = /<form class="alternative" action="([^"]+)" method="post">/.exec(page.body)?.[1] ?? '';
    const back = await browser.walk(new URL(cancel, page.url).href, redirectUri(), { form: {} });
    expect(back).toEqual({ arrived: expect.stringContaining('error=access_denied') });
    expect(await signsIn(email, DEMO_PASSWORD)).toBe(true);
  });

  it('takes no new password for an interaction that has not proved the old one', async () => {
    const request = await authorization(idp.config, redirectUri(), changeFlow);
    const browser = new CookieBrowser();
    const signInPage = (await browser.walk(request.url, redirectUri())) as Visit;
    const skipped = await browser.request(formAction(signInPage).replace(/\/password$/, '/new-password'), {
      form: { newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(skipped.status).toBe(400);
  });
});
