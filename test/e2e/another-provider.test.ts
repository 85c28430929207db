/*
 * The built app in Chromium against a provider it was not written with: a second oidc-provider with the library's
 * own default pages (its development login and consent forms), default settings and in-memory storage, configured
 * only as the README says a provider must be (the issuer, and the market's client: public, PKCE, the market root as
 * redirect and post-sign-out address; the email claims released). The app's issuer is the path /oidc of its own
 * origin, so the browser reaches this provider there: a gateway in front of the service sends that path to it and
 * everything else to the service. The service is told only which provider's tokens to accept, as environment data
 * says it: checked at that issuer's userinfo endpoint, the subject linked to the owner by the verified email.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { startApp, text, type E2eApp } from './support/app';
import { apiHeaders } from '../../src/generated/api';
import { markets } from '../../src/generated/markets/local';
import { demoOwnerRecords } from '../../src/server/seed/demo-owners';

const us = markets.find((m) => m.id === 'product/en-us')!;
const michael = demoOwnerRecords.find((o) => o.email === 'michael.johnson@example.com')!;
const ISSUER_PATH = us.oidcIssuer;
const AUTH_TOKEN = apiHeaders.authToken.toLowerCase();

let app: E2eApp;
let provider: Provider;
let gateway: http.Server;
let base: string;

/**
 * The gateway in front of a deployment: the issuer's path goes to the other provider (mounted there as Express would
 * mount it: the library finds its mount path in originalUrl), everything else to the service, as it came.
 */
function startGateway(service: () => URL, handle: ReturnType<Provider['callback']>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === ISSUER_PATH || url.startsWith(`${ISSUER_PATH}/`) || url.startsWith(`${ISSUER_PATH}?`)) {
      (req as http.IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = url.slice(ISSUER_PATH.length) || '/';
      void handle(req, res);
      return;
    }
    const upstream = http.request(
      { host: service().hostname, port: service().port, path: url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

beforeAll(async () => {
  // The gateway's port is the public origin, so it is known before the provider (whose issuer is on it) is made, and
  // before the service, which is told to accept that provider's tokens (environment data: its userinfo endpoint).
  let handle: ReturnType<Provider['callback']> = async () => undefined;
  let service = new URL('http://127.0.0.1:1');
  gateway = await startGateway(
    () => service,
    (req, res) => handle(req, res),
  );
  base = `http://localhost:${(gateway.address() as AddressInfo).port}`;
  app = await startApp({ accessTokens: { check: 'userinfo', issuer: `${base}${ISSUER_PATH}` } });
  service = new URL(app.base);
  provider = new Provider(`${base}${ISSUER_PATH}`, {
    clients: [
      {
        client_id: us.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: [`${base}${us.root}`],
        post_logout_redirect_uris: [`${base}${us.root}`],
      },
    ],
    // The maker's own subject for the person, and the verified email the service links the owner by on first sight.
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: michael.email, email_verified: true }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  });
  handle = provider.callback();
}, 120_000);
afterAll(async () => {
  // The browser first: the gateway's close waits for every connection, and the browser keeps its own open.
  await app?.close();
  await new Promise((done) => gateway?.close(done));
});

it("signs in on the other provider's own pages, and the owner sees their dashboard with their data", async () => {
  const page = await app.newPage();
  const tokens: string[] = [];
  page.on('request', (request) => {
    const token = request.headers()[AUTH_TOKEN];
    if (token !== undefined) tokens.push(token);
  });
  await page.goto(`${base}${us.root}account-dashboard`);
  // The library's development login page: any password; the login is the maker's subject for the person.
  await page.locator('input[name="login"]').fill('maker-subject-4711');
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${base}${us.root}account-dashboard`);
  await page.getByText(text('en', 'dashboard.welcome', { firstName: michael.firstName })).waitFor();
  await page.getByRole('heading', { level: 1, name: text('en', 'screen.dashboard.title') }).waitFor();

  // The token the app sent is one the other provider issued for that subject, to the market's client.
  const token = await provider.AccessToken.find(tokens[0] ?? '');
  expect([token?.accountId, token?.clientId]).toEqual(['maker-subject-4711', us.clientId]);
  // Its ID token passed the app's checks against the other provider's keys: the app keeps it for sign-out.
  const stored = await page.evaluate(() => Object.values({ ...localStorage }).join('\n'));
  expect(stored).toMatch(/"id_token":"ey/);
  await page.close();
});
