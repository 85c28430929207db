/*
 * The main thread's work at start (issue 38: script evaluation, boot, first render): the page's main-thread tasks
 * from the navigation until the app has drawn the page with the owner's data, and the frame that paints it, read
 * from the trace Lighthouse recorded with Lighthouse's own task model. What runs later (the help area, analytics,
 * whatever waits for an idle browser) is the whole load's figure, printed beside it.
 */
import type { Page } from 'puppeteer-core';

/** The user-timing mark the page gets once drawn: the bench's, added to the page for the audit only. */
export const DRAWN_MARK = 'bench:drawn';

interface TraceEvent {
  name: string;
  cat: string;
  ts: number;
  ph: string;
}
interface TaskNode {
  startTime: number;
  endTime: number;
  duration: number;
  parent?: TaskNode;
  children: TaskNode[];
  group: { id: string };
}
interface TraceHouse {
  TraceProcessor: {
    processTrace: (trace: { traceEvents: TraceEvent[] }) => {
      mainThreadEvents: TraceEvent[];
      frames: { id: string; url: string }[];
      timestamps: { traceEnd: number; timeOrigin: number };
    };
  };
  MainThreadTasks: {
    getMainThreadTasks: (events: TraceEvent[], frames: unknown[], end: number, origin: number) => TaskNode[];
  };
}

/**
 * Added to every document of the audited tab: marks the moment the app has the page (prerendered markup taken
 * over, not inert) with its heading and nothing loading in main. A page that never gets there has no mark. Source
 * text, not a function: the bench's compiler would wrap a function's inner names in a helper the page does not have.
 */
const MARK_WHEN_DRAWN = `(() => {
  if (!location.protocol.startsWith('http')) return;
  const drawn = () => {
    const app = document.getElementById('app');
    const main = document.querySelector('main');
    return app !== null && !app.hasAttribute('data-prerendered') && !app.hasAttribute('inert') &&
      main !== null && main.querySelector('h1') !== null && main.querySelector('.ui-spinner') === null;
  };
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    performance.mark(${JSON.stringify(DRAWN_MARK)});
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})()`;

/** Marks the page's drawing in every document the tab loads from now on; returns the undoing. */
export async function markDrawnPages(page: Page): Promise<() => Promise<void>> {
  const { identifier } = await page.evaluateOnNewDocument(MARK_WHEN_DRAWN);
  return () => page.removeScriptToEvaluateOnNewDocument(identifier);
}

async function traceHouse(): Promise<TraceHouse> {
  // Lighthouse's own trace model (ES modules only): the same tasks its main-thread breakdown sums.
  const [processor, tasks] = await Promise.all([
    import('lighthouse/core/lib/tracehouse/trace-processor.js'),
    import('lighthouse/core/lib/tracehouse/main-thread-tasks.js'),
  ]);
  return {
    TraceProcessor: (processor as unknown as Pick<TraceHouse, 'TraceProcessor'>).TraceProcessor,
    MainThreadTasks: (tasks as unknown as Pick<TraceHouse, 'MainThreadTasks'>).MainThreadTasks,
  };
}

/** A task that lays out or paints (a frame), itself or in what it runs. */
function renders(task: TaskNode): boolean {
  return task.group.id === 'styleLayout' || task.group.id === 'paintCompositeRender' || task.children.some(renders);
}

/**
 * The main thread's work until the page was drawn, at Lighthouse's CPU slowdown: every top-level task that started
 * before the mark, and the next rendering task (the frame that lays the drawn page out and paints it). Undefined when
 * the page never got its mark.
 */
export async function startWorkMs(
  trace: { traceEvents: TraceEvent[] },
  cpuSlowdown: number,
): Promise<number | undefined> {
  const { TraceProcessor, MainThreadTasks } = await traceHouse();
  const processed = TraceProcessor.processTrace(trace);
  const origin = processed.timestamps.timeOrigin;
  const mark = trace.traceEvents.find((e) => e.name === DRAWN_MARK && e.cat.includes('blink.user_timing'));
  if (!mark) return undefined;
  const drawnAt = (mark.ts - origin) / 1000;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    origin,
  ).filter((t) => !t.parent && t.endTime > 0);
  const frame = tasks.find((t) => t.startTime >= drawnAt && renders(t));
  const end = frame?.endTime ?? drawnAt;
  const sum = tasks.filter((t) => t.startTime < end).reduce((total, t) => total + t.duration, 0);
  return sum * cpuSlowdown;
}
