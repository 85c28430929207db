import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../src/server/build-server';
import { brandById, wordmarkMarkup } from '../../../src/lib/brand/wordmark';
import { authorizeParams, LINCOLN_US, pkce, tempDir, testClock } from '../../support/server';

const tmp = tempDir();
let server: FastifyInstance;
beforeAll(async () => { server = buildServer({ dbFile: tmp.dbFile, now: testClock().now }); await server.ready(); });
afterAll(async () => { await server.close(); tmp.remove(); });

const signInPage = (params: Record<string, string>) => server.inject(`/idp/authorize?${new URLSearchParams(params).toString()}`);

describe('the sign-in pages wear the brand of the application that sent the owner', () => {
  it('shows the product wordmark, named Product, above a product sign-in', async () => {
    const res = await signInPage(authorizeParams({ challenge: pkce().challenge }));
    expect(res.body).toContain('<body data-brand="product">');
    expect(res.body).toContain(`<header class="brand-bar">${wordmarkMarkup(brandById('product')!.theme.wordmark, 'Product')}</header>`);
  });

  it('shows the Lincoln wordmark, named Lincoln, above a Lincoln sign-in', async () => {
    const res = await signInPage(authorizeParams({ challenge: pkce().challenge, clientId: LINCOLN_US.clientId, redirectUri: '/lincoln/en-us/' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<body data-brand="lincoln">');
    expect(res.body).toMatch(/<header class="brand-bar"><svg class="brand-wordmark"[^>]* role="img" aria-label="Lincoln">/);
  });

  it('shows no brand where the request names no known application', async () => {
    const res = await signInPage({ ...authorizeParams({ challenge: pkce().challenge }), client_id: 'nobody' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<body>');
    expect(res.body).not.toContain('brand-bar');
  });

  it('serves each brand\'s colours as a stylesheet the pages link (no inline style under the CSP)', async () => {
    const css = await server.inject('/idp/brand.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain(`body[data-brand="lincoln"] {\n  --brand-primary: ${brandById('lincoln')!.theme.tokens['brand-primary']};`);
    expect((await signInPage(authorizeParams({ challenge: pkce().challenge }))).body).toContain('<link rel="stylesheet" href="/idp/brand.css">');
  });
});
