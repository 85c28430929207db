import { testApp } from './support/app';
import { walkMarkets } from './support/layout-walk';

const app = testApp();

// German for the longest words, with the cookie banner open on every route before the visitor's choice; Greek for
// another alphabet. The other brand: layout-walk-world.test.ts; Thai: one-language.test.ts; the help pop-up and provider pages:
// layout-pop-up-and-provider.test.ts.
it('covers nothing and overflows nowhere on any route of de-de (cookie banner open) and el-gr at 1280 and 375 px', async () => {
  const page = await app.newPage({ consent: 'none' });
  expect(await walkMarkets(page, app.base, ['product/de-de', 'product/el-gr'], true)).toEqual([]);
  await page.close();
  // About 35 s alone; a slower machine or three other browser test files beside it may take several times that.
}, 400_000);
