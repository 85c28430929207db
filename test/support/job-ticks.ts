import type { JobTicks } from '../../src/server/shared/job-ticks';

/**
 * Ticks a test takes by hand (ServerOptions.jobTicks): the step a background job asks for runs only at `tick()`, in
 * the test's own time, so each step is seen and nothing is waited for.
 */
export function handTicks(): JobTicks & {
  /** Runs the step asked for, if any; answers whether one ran. */
  tick(): boolean;
  /** Runs steps until none is asked for (at most `limit`); answers how many ran. */
  runAll(limit?: number): number;
  /** Whether a step is asked for. */
  pending(): boolean;
  /** The pauses the steps were asked with, in order. */
  pauses: number[];
} {
  let asked: (() => void) | undefined;
  let stopped = false;
  const pauses: number[] = [];
  const tick = () => {
    const step = asked;
    asked = undefined;
    step?.();
    return step !== undefined;
  };
  return {
    pauses,
    next(step, pauseMs) {
      if (stopped || asked) return;
      asked = step;
      pauses.push(pauseMs);
    },
    stop() {
      stopped = true;
      asked = undefined;
    },
    tick,
    runAll(limit = 1000) {
      let ran = 0;
      while (ran < limit && tick()) ran += 1;
      return ran;
    },
    pending: () => asked !== undefined,
  };
}
