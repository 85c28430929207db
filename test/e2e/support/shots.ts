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
