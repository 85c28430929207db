/*
 * Every page the build prerenders renders without a script: the shell, the screen's heading, in the page's language,
 * and nothing React would have to redo in the browser (a render that fails on the server leaves a template that
 * switches the page to client rendering).
 */
import { prerenderedPaths, prerenderPage } from '../../../src/app/prerender/render-page';
import { markets } from '../../../src/generated/markets/local';
import { routeTables } from '../../../src/generated/routes';
import { shellFragments, textsOf } from '../../support/render-app';
import { fixtureTables } from '../../support/site-tables';

const MARKETS = ['product/en-us', 'product/de-de', 'product/th-th'];

const pathsOf = (id: string) => prerenderedPaths(routeTables[id] ?? []).map((p) => p.path);
const pages = MARKETS.flatMap((id) => pathsOf(id).map((path) => [id, path] as const));

it('prerenders every route but those with a redirect or prerender: false; one with a parameter or a query where routes.json says', () => {
  for (const id of MARKETS) expect(pathsOf(id).length).toBeGreaterThan(15);
  const us = pathsOf('product/en-us');
  expect(us).toEqual(
    expect.arrayContaining([
      '/account-settings',
      '/account-dashboard',
      '/guest-order',
      '/vehicle-order-tracking/status',
      // Rendered at their prerenderAt: a parameter's placeholder, the query the page's first render needs.
      '/order-details/ORDER',
      '/connected-services?vin=VIN',
    ]),
  );
  // The catch-all, the root (it sends a signed-in owner on), a parameter nobody filled in, and connected services'
  // plain address (it sends the owner on to the dashboard: not a first paint of its other addresses).
  for (const absent of ['*', '/', '/order-details/:orderNo', '/ownership-delinking/:data', '/connected-services'])
    expect(us).not.toContain(absent);
  // Localised paths get their own: the Norwegian connected services.
  expect(pathsOf('product/no-no')).toContain('/tilkoblede-tjenester?vin=VIN');
});

it("draws a route prerendered elsewhere as its addresses show it before the owner's data: the heading and the wait", async () => {
  const texts = textsOf('en-us');
  const connected = await usPage('/connected-services?vin=VIN');
  expect(connected).toContain(`<h1>${texts['screen.connected-services.title']}</h1>`);
  expect(connected).toContain(texts['app.loading']);
  expect(connected).not.toContain('VIN');
  const order = await usPage('/order-details/ORDER');
  expect(order).toContain(texts['app.loading']);
  expect(order).not.toContain('ORDER');
});

/** The page as the build writes it for the US market. */
async function usPage(path: string): Promise<string> {
  const market = markets.find((m) => m.id === 'product/en-us')!;
  return prerenderPage({
    market,
    routes: routeTables[market.id]!,
    path,
    texts: textsOf(market.languageRegionCode),
    fragments: shellFragments(),
    tables: fixtureTables,
  });
}

it("draws the account settings' sections, with their labels and disabled buttons, before the owner's data", async () => {
  const html = await usPage('/account-settings');
  const texts = textsOf('en-us');
  expect(html).toContain(`<dt>${texts['settings.phone']}</dt>`);
  expect(html).toContain(`disabled="">${texts['settings.edit.personal']}</button>`);
  expect(html).toContain(`disabled="">${texts['settings.edit.address']}</button>`);
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toContain('ui-spinner-ring');
});

it("draws the post-registration form's choices, disabled, before the owner's data", async () => {
  const html = await usPage('/eu-post-registration');
  const choices = html.match(/<fieldset class="yes-no"[^>]*>/g) ?? [];
  expect(choices.length).toBeGreaterThan(1);
  for (const choice of choices) expect(choice).toContain('disabled=""');
  expect(html).toMatch(/<input type="radio" name="option-EmailPermission"/);
  expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  expect(html).toContain('aria-busy="true"');
});

it.each(pages)('%s %s: the shell and the heading, rendered on the server alone', async (id, path) => {
  const market = markets.find((m) => m.id === id)!;
  const texts = textsOf(market.languageRegionCode);
  const html = await prerenderPage({
    market,
    routes: routeTables[id]!,
    path,
    texts,
    fragments: shellFragments(),
    tables: fixtureTables,
  });
  expect(html).not.toContain('Switched to client rendering');
  expect(html).toMatch(/<h1[ >]/);
  expect(html).toContain('<main');
  expect(html).toContain(texts['app.skipToContent'] ?? 'skip-link');
});
