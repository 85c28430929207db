import type { BrowserContext, Page } from 'playwright-core';
import budgets from '../../../scripts/bench/budgets.json';

/** The layout shift a page's load may cause, as the bench holds it (CLS). */
export const LAYOUT_SHIFT_BUDGET = budgets.lighthouse.cls;

export interface PageShift {
  load: string;
  url: string;
  value: number;
  /** The elements that moved, as tag#id.class. */
  nodes: string[];
}

const REPORT = 'layout-shift:';

/**
 * Added to every page: sums the layout shifts of each page load until the person first presses a key or a
 * pointer, types or resizes the window (what follows is a response to them, not the page loading) and reports each on the console.
 */
function observeLoadShifts(prefix: string): void {
  let acted = false;
  // One load of one document: a reload or another address is a load of its own.
  const load = `${Date.now()}-${Math.random()}`;
  const stop = () => {
    acted = true;
  };
  // Typing a value in at once (a test's fill, a password manager) fires input without a key press; a resized
  // window (a full-page screenshot) lays the page out anew, which is not the page loading either.
  for (const type of ['pointerdown', 'keydown', 'input', 'resize'])
    window.addEventListener(type, stop, { capture: true });
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[]) {
      if (acted || entry.hadRecentInput) continue;
      console.log(
        prefix +
          JSON.stringify({
            load,
            url: location.href,
            value: entry.value,
            nodes: (entry.sources ?? []).map((s) => describe(s.node)),
          }),
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Watches every page of the context; pass each page to the returned function to collect its reports. */
export async function watchLayoutShifts(context: BrowserContext): Promise<(page: Page) => void> {
  await context.addInitScript(observeLoadShifts, REPORT);
  return (page) => {
    page.on('console', (m) => {
      const text = m.text();
      if (!text.startsWith(REPORT)) return;
      const shift = JSON.parse(text.slice(REPORT.length)) as PageShift;
      const seen = shifts.find((s) => s.load === shift.load);
      if (seen) {
        seen.value += shift.value;
        seen.nodes.push(...shift.nodes);
      } else shifts.push(shift);
    });
  };
}

const shifts: PageShift[] = [];

/** The page loads whose layout moved more than the budget, as lines to report. */
export function shiftsOverBudget(): string[] {
  return shifts
    .filter((s) => s.value > LAYOUT_SHIFT_BUDGET)
    .map((s) => `${s.url}: ${s.value.toFixed(3)} (${[...new Set(s.nodes)].join(', ')})`);
}
