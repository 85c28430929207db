/*
 * The built app in Chromium against a provider it was not written with: a second oidc-provider with the library's
 * own default pages (its development login and consent forms), default settings and in-memory storage, configured
 * only as the README says a provider must be (the issuer, and the market's client: public, PKCE, the market root as
 * redirect and post-sign-out address). The app's issuer is the path /oidc of its own origin, so the browser reaches
 * this provider there: a gateway in front of the service sends that path to it and everything else to the service.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { startApp, type E2eApp } from './support/app';
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
function startGateway(service: URL, handle: ReturnType<Provider['callback']>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === ISSUER_PATH || url.startsWith(`${ISSUER_PATH}/`) || url.startsWith(`${ISSUER_PATH}?`)) {
      (req as http.IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = url.slice(ISSUER_PATH.length) || '/';
      void handle(req, res);
      return;
    }
    const upstream = http.request(
      { host: service.hostname, port: service.port, path: url, method: req.method, headers: req.headers },
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
  app = await startApp();
  // The gateway's port is the public origin, so it is known before the provider (whose issuer is on it) is made.
  let handle: ReturnType<Provider['callback']> = async () => undefined;
  gateway = await startGateway(new URL(app.base), (req, res) => handle(req, res));
  base = `http://localhost:${(gateway.address() as AddressInfo).port}`;
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
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  });
  handle = provider.callback();
});
afterAll(async () => {
  await new Promise((done) => gateway?.close(done));
  await app?.close();
});

it("signs in on the other provider's own login and consent pages, and calls the owner API with the token it issued", async () => {
  const page = await app.newPage();
  // The service trusts its own provider only: the app's first call with the other's token is held here (and
  // refused as the network failing, so the app does not start a new sign-in while the test reads what it kept).
  let sent: (token: string) => void = () => undefined;
  const firstCall = new Promise<string>((resolve) => {
    sent = resolve;
  });
  await page.route(`${base}/**`, async (route) => {
    const token = (await route.request().allHeaders())[AUTH_TOKEN];
    if (token === undefined) return route.continue();
    sent(token);
    return route.abort();
  });
  await page.goto(`${base}${us.root}account-dashboard`);
  // The library's development login page: any password; the login is the account id (the owner's guid).
  await page.locator('input[name="login"]').fill(michael.guid);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const token = await provider.AccessToken.find(await firstCall);

  // The token the app sends is one the other provider issued for that account, to the market's client.
  expect([token?.accountId, token?.clientId]).toEqual([michael.guid, us.clientId]);
  // Its ID token passed the app's checks against the other provider's keys: the app keeps it for sign-out.
  const stored = await page.evaluate(() => Object.values({ ...localStorage }).join('\n'));
  expect(stored).toMatch(/"id_token":"ey/);
  await page.close();
});
