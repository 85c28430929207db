import type { Page } from 'playwright-core';
import { owner, signInAs, text, testApp } from './support/app';
import { openSignIn, walkAuthenticatorSetUp, walkIdpPages } from './support/idp-pages';
import { HEIGHT, WIDTHS, languageOf, problemsAt, settled } from './support/layout-walk';

const app = testApp();

it('shows the help pop-up beside nothing and whole, in French at 375 and 1280 px', async () => {
  const page = await app.newPage();
  await page.setViewportSize({ width: 375, height: HEIGHT });
  await page.goto(`${app.base}/product/fr-fr/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/fr-fr'));
  await settled(page);
  const ask = page.getByRole('button', { name: text('fr', 'help.popup.open'), exact: true });
  await ask.waitFor({ timeout: 8000 });
  // Hold it open (a keyboard user inside it keeps it) while it is measured.
  await ask.focus();
  for (const width of WIDTHS) {
    await expect(problemsAt(page, width)).resolves.toEqual([]);
    await expect(
      ask.evaluate((b) => b.scrollWidth <= b.clientWidth && b.getBoundingClientRect().right <= innerWidth),
    ).resolves.toBe(true);
  }
  await page.close();
});

/** A page of the sign-in provider at 375 px: drawn with the family of the language's letters, no wider than the screen. */
async function idpPageProblems(page: Page, marketId: string, name: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const problems: string[] = [];
  // The family that draws the language's letters has arrived (not a fallback the phone may lack).
  const family = languageOf(marketId) === 'th' ? 'Noto Sans Thai' : 'Noto Sans';
  const loaded = await page.evaluate(
    (f) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === f && face.status === 'loaded'),
    family,
  );
  if (!loaded) problems.push(`${marketId} ${name}: ${family} not loaded`);
  const over = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  if (over > 0) problems.push(`${marketId} ${name}: ${over} px wider than the screen`);
  return problems;
}

// German for the longest words of the Latin alphabet, Thai for a script of its own font (the pages' sheet carries
// every script's faces: the Greek pages of the app are walked above).
it('draws every page of the sign-in provider with the app fonts and no wider than a 375 px screen in German and Thai', async () => {
  const problems: string[] = [];
  for (const marketId of ['product/de-de', 'product/th-th']) {
    const page = await app.newPage();
    await page.setViewportSize({ width: 375, height: HEIGHT });
    const authorize = await openSignIn(page, `${app.base}/${marketId}/account-dashboard`);
    await page.getByRole('heading', { level: 1, name: text(languageOf(marketId), 'idp.title') }).waitFor();
    const check = async (name: string) => {
      problems.push(...(await idpPageProblems(page, marketId, name)));
    };
    await check('sign-in page');
    await walkIdpPages(page, marketId, authorize, check);
    await walkAuthenticatorSetUp(page, marketId, check);
    await page.close();
  }
  expect(problems).toEqual([]);
  expect(app.cspViolations).toEqual([]);
}, 120_000);

it('finds a bar pinned over text at the end of a page and a header over a control at its start: the check fails for real', async () => {
  const page = await app.newPage();
  await page.goto('about:blank');
  await page.setContent(`<body style="margin:0">
    <header style="position:sticky;top:0;height:60px;background:#fff"><a href="#x" style="margin-left:20px">Skip</a></header>
    <button style="position:relative;top:-40px">Under the header</button>
    <div style="height:1500px"></div>
    <p>The last line of the page</p>
    <div style="position:fixed;bottom:0;left:0;right:0;height:80px;background:#fff">A bar</div></body>`);
  for (const width of WIDTHS) {
    const found = await problemsAt(page, width);
    expect(found).toContainEqual(
      expect.stringContaining('covers the text "The last line of the page" (page at its end)'),
    );
    expect(found).toContainEqual(expect.stringContaining('covers button "Under the header" (page at its start)'));
  }
  await page.close();
});
