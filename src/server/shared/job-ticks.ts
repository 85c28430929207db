/**
 * When background work of the service takes its next step. The work asks for a step and says how long to pause
 * first; whoever made the ticks decides when it runs: the service's own ticks run it on a timer, a test's run it when
 * the test says (test/support/job-ticks.ts), so each step can be seen without waiting.
 */
export interface JobTicks {
  /** Runs `step` once, after `pauseMs` (or when the test says). Asked again before it ran: still once. */
  next(step: () => void, pauseMs: number): void;
  /** Forgets the step asked for and takes no more (the service closes). */
  stop(): void;
}

/** The service's ticks: a timer each, which never keeps the process alive by itself. */
export function timerTicks(): JobTicks {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  return {
    next(step, pauseMs) {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        step();
      }, pauseMs);
      timer.unref();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
