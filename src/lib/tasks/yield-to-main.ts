/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in between: start-up is
 * several short tasks rather than one long one (a long task holds a tap or a key until it ends). scheduler.yield
 * where the browser has it (the continuation runs before other queued tasks), else a zero-delay timeout.
 */
interface SchedulerWithYield {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
