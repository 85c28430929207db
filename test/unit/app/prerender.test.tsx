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

it('prerenders every route but those with a parameter, a redirect or prerender: false', () => {
  for (const id of MARKETS) expect(pathsOf(id).length).toBeGreaterThan(15);
  const us = pathsOf('product/en-us');
  expect(us).toEqual(expect.arrayContaining(['/account-settings', '/account-dashboard', '/guest-order']));
  for (const absent of ['*', '/', '/order-details/:orderNo', '/connected-services', '/eu-post-registration'])
    expect(us).not.toContain(absent);
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
