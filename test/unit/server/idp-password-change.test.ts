import type { FastifyInstance } from 'fastify';
import { bundles } from '../../../src/generated/content';
import { site } from '../../../src/generated/site';
import { buildServer } from '../../../src/server/build-server';
import { DEMO_PASSWORD } from '../../../src/server/demo-owners';
import { escapeHtml } from '../../../src/server/idp/page';
import { injectClient, type HttpClient } from '../../support/http';
import { apiHeaders, exchangeCode, pkce, postSignIn, redirectQuery, signIn, tempDir, testClock } from '../../support/server';

const tmp = tempDir();
const clock = testClock();
let server: FastifyInstance;
let app: HttpClient;

beforeAll(async () => {
  server = buildServer({ dbFile: tmp.dbFile, now: clock.now, logLevel: 'silent' });
  await server.ready();
  app = injectClient(server);
});
afterAll(async () => {
  await server.close();
  tmp.remove();
});

const MICHAEL = 'michael.johnson@example.com'; // en-us, no second factor
const en = (key: string) => escapeHtml(bundles.en?.[key] ?? key);
const CHANGE = { change_flow: 'password', p: site.signInSecurity.profileEditPolicy };
const ticketOf = (body: string) => /name="ticket" value="([A-Za-z0-9_-]{43})"/.exec(body)?.[1] ?? '';
const choose = (fields: Record<string, string>) => app.inject({
  method: 'POST', url: '/idp/password', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(),
});

async function startChange(password = DEMO_PASSWORD) {
  const { verifier, challenge } = pkce();
  const res = await postSignIn(app, { email: MICHAEL, password, challenge, state: 'st-7', extra: CHANGE });
  return { res, verifier, ticket: ticketOf(res.body) };
}

describe('the change-password flow of the local provider', () => {
  it('refuses the flow without the profile-edit policy', async () => {
    const { challenge } = pkce();
    const res = await postSignIn(app, { email: MICHAEL, challenge, extra: { change_flow: 'password' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('p must be the profile-edit policy');
  });

  it('asks for the password again first, then for the new one (no code yet)', async () => {
    const { res, ticket } = await startChange();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(en('idp.passwordChange.title'));
    expect(ticket).toHaveLength(43);
  });

  it.each([
    [{ newPassword: 'short1', repeatPassword: 'short1' }, 'idp.register.passwordRule'],
    [{ newPassword: 'NewDrive2027', repeatPassword: 'NewDrive2028' }, 'idp.passwordChange.mismatch'],
    [{ newPassword: DEMO_PASSWORD, repeatPassword: DEMO_PASSWORD }, 'idp.passwordChange.same'],
  ])('refuses %o with its message and changes nothing', async (fields, message) => {
    const { ticket } = await startChange();
    const res = await choose({ ticket, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(en(message));
    // The ticket lives on: the owner corrects the input on the same page.
    expect(ticketOf(res.body)).toBe(ticket);
    await expect(signIn(app, MICHAEL)).resolves.toHaveProperty('access_token');
  });

  it('an unknown ticket gets 400 and changes nothing', async () => {
    const res = await choose({ ticket: 'x'.repeat(43), newPassword: 'NewDrive2027', repeatPassword: 'NewDrive2027' });
    expect(res.statusCode).toBe(400);
  });

  it('changes the password, ends the other sessions and returns with passwordChanged=true', async () => {
    const other = await signIn(app, MICHAEL);
    const { ticket, verifier } = await startChange();
    const res = await choose({ ticket, newPassword: 'NewDrive2027', repeatPassword: 'NewDrive2027' });
    expect(res.statusCode).toBe(302);
    const back = redirectQuery(res.headers.location);
    expect(back.get('passwordChanged')).toBe('true');
    expect(back.get('state')).toBe('st-7');
    const tokens = await exchangeCode(app, { code: back.get('code') ?? '', code_verifier: verifier });
    expect(tokens.statusCode).toBe(200);
    const mfa = (token: string) => app.inject({ method: 'GET', url: '/owner/api/v2/mfa-options', headers: apiHeaders(token) });
    expect((await mfa(other.access_token)).statusCode).toBe(401);
    expect((await mfa((tokens.json() as { access_token: string }).access_token)).statusCode).toBe(200);
    // The old password no longer signs in; the new one does. The ticket was used.
    const { challenge } = pkce();
    expect((await postSignIn(app, { email: MICHAEL, challenge })).statusCode).toBe(401);
    expect((await postSignIn(app, { email: MICHAEL, password: 'NewDrive2027', challenge })).statusCode).toBe(302);
    expect((await choose({ ticket, newPassword: 'Other2027x', repeatPassword: 'Other2027x' })).statusCode).toBe(400);
  });
});
