import type { Page } from 'playwright-core';

/**
 * A full-page picture of what the test sees, for a person to look at: written only when SHOTS_DIR names a folder
 * (CI leaves it unset: pictures prove nothing by themselves and cost time).
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The same at 1280 and 375 px wide, from the page's top (name-1280, name-375), then back to the tests' 1280 x 720. */
export async function shotAtWidths(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * How many pixels wider than a 375 px phone screen the page is once it has laid itself out at that width (two
 * frames after the resize), then back to the tests' 1280 x 720: 0 when it fits.
 */
export async function overflowOnPhone(page: Page): Promise<number> {
  await page.setViewportSize({ width: 375, height: 800 });
  const wider = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(Math.max(0, document.documentElement.scrollWidth - window.innerWidth))),
        ),
      ),
  );
  await page.setViewportSize({ width: 1280, height: 720 });
  return wider;
}
