import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as "rule: target" lines (injected by evaluate, which the page's CSP does not govern). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per document: a page checked again after an action keeps the axe it was given (500 KB to evaluate).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const first = await runAxe(page);
  if (first.length === 0) return first;
  // Something may have started fading in while axe ran (the help pop-up comes by itself after 3 s): a real
  // violation is still there once that has settled, a half-painted colour is not.
  return runAxe(page);
}

async function runAxe(page: Page): Promise<string[]> {
  // A notice fading in is half transparent for 0.2 s: axe reads colours as painted, so finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
