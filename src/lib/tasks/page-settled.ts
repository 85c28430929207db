import { untilIdle } from './when-idle';

let markDrawn: () => void = () => undefined;
const pageDrawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/** The app has drawn its first page (render.tsx): what waits for the page to settle may look at its calls now. */
export const markPageDrawn = (): void => markDrawn();

/** The calls of the page as page-settled sees them (the API client). */
export interface CallsUnderWay {
  quiet(): Promise<void>;
  busy(): boolean;
}

/**
 * Resolves once the page's own work is done: none of its calls under way, and the browser idle twice after their
 * answers (the page's own idle-time work, the shell's later hydration, runs in the first idle moment, and what it draws
 * before the second). An answer may start another call (the screen's next, a follow-up), so the calls are looked at
 * again after that. At the latest after maxMs (a page that keeps asking, such as one that polls). What is not the
 * page's own waits for it: analytics and the scripts of every page ran in the idle moments while the page still
 * waited for its data, their requests beside its last scripts and answers.
 */
export function untilPageSettled(calls: CallsUnderWay, maxMs: number, drawn: Promise<void> = pageDrawn): Promise<void> {
  const settled = (async () => {
    // The app's first render first: until then the page's scripts still arrive, and between their arrivals the
    // browser is idle and no call is out (a page's opening calls may be answered before React is in).
    await drawn;
    do {
      await calls.quiet();
      await untilIdle();
      await untilIdle();
    } while (calls.busy());
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const latest = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxMs);
  });
  return Promise.race([settled, latest]).finally(() => clearTimeout(timer));
}
