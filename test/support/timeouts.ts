/**
 * The time a hook may take to start the service with its provider and sign owners in. Jest's default (5 s) is near
 * what that takes on a cold cache on a slow two-core machine; a hook that needs more than this is broken, not slow.
 */
export const SERVICE_START_TIMEOUT_MS = 60_000;

/**
 * Fakes Date alone (timers, ticks and I/O run as usual): the service's rate limiter reads the time from Date, so a
 * test moves its windows on with moveDate. Call in beforeAll; jest.useRealTimers() in afterAll.
 */
export function fakeDateOnly(): void {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
}

/** Moves the faked Date on by `seconds`. */
export function moveDate(seconds: number): void {
  jest.setSystemTime(Date.now() + seconds * 1000);
}
