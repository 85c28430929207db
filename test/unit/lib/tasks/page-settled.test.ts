import { type CallsUnderWay, untilPageSettled } from '../../../../src/lib/tasks/page-settled';

/** Calls the test starts and answers; quiet resolves once none is out, as the API client's does. */
function calls(): CallsUnderWay & { start(): void; answer(): void } {
  let out = 0;
  const waiting: (() => void)[] = [];
  return {
    start: () => {
      out += 1;
    },
    answer: () => {
      out -= 1;
      if (out === 0) for (const resolve of waiting.splice(0)) resolve();
    },
    quiet: () => (out === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    busy: () => out > 0,
  };
}

/** The app's first render, done (the case of most tests here). */
const drawn = Promise.resolve();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Without requestIdleCallback (as here), an idle moment is a 1 ms timer. */
const idle = () => jest.advanceTimersByTimeAsync(1);
/** Two idle moments: the page's own idle-time work runs in the first. */
const idleTwice = async () => {
  await idle();
  await idle();
};

function watch(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
}

it('settles once the calls under way are answered and the browser has been idle twice', async () => {
  const page = calls();
  page.start();
  page.start();
  const settled = watch(untilPageSettled(page, 10_000, drawn));
  await idleTwice();
  expect(settled()).toBe(false);
  page.answer();
  await idleTwice();
  expect(settled()).toBe(false);
  page.answer();
  await idle();
  expect(settled()).toBe(false);
  await idle();
  expect(settled()).toBe(true);
});

it('waits for a call an answer started in the meantime (the next one, a follow-up)', async () => {
  const page = calls();
  page.start();
  const settled = watch(untilPageSettled(page, 10_000, drawn));
  page.answer();
  // The answer's handler asks for the next call before the browser is idle.
  page.start();
  await idleTwice();
  await idleTwice();
  expect(settled()).toBe(false);
  page.answer();
  await idleTwice();
  expect(settled()).toBe(true);
});

it('settles after maxMs at the latest, for a page whose calls never end', async () => {
  const page = calls();
  page.start();
  const settled = watch(untilPageSettled(page, 5000, drawn));
  await jest.advanceTimersByTimeAsync(4999);
  expect(settled()).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(settled()).toBe(true);
});

it("waits for the app's first render: until then no call out and an idle browser only mean its scripts still arrive", async () => {
  const page = calls();
  let draw: () => void = () => undefined;
  const firstRender = new Promise<void>((resolve) => {
    draw = resolve;
  });
  const settled = watch(untilPageSettled(page, 10_000, firstRender));
  await idleTwice();
  await idleTwice();
  expect(settled()).toBe(false);
  draw();
  await idleTwice();
  expect(settled()).toBe(true);
});

it('settles after maxMs at the latest when the app never draws (the owner is sent to sign in)', async () => {
  const settled = watch(untilPageSettled(calls(), 5000, new Promise<void>(() => undefined)));
  await jest.advanceTimersByTimeAsync(5000);
  expect(settled()).toBe(true);
});
