import { testApp } from './support/app';
import { walkMarkets } from './support/layout-walk';

const app = testApp();

// The other brand in US English. Thai (a script of its own font) is checked on the one-language walk's visits.
it('covers nothing and overflows nowhere on any route of lincoln/en-us at 1280 and 375 px', async () => {
  const page = await app.newPage();
  expect(await walkMarkets(page, app.base, ['lincoln/en-us'])).toEqual([]);
  await page.close();
  // About 35 s alone; a slower machine or three other browser test files beside it may take several times that.
}, 400_000);
