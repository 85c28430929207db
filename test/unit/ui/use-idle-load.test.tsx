/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { loadOnce } from '../../../src/ui/load-once';
import { useIdleLoad } from '../../../src/ui/use-idle-load';

/*
 * A part of a page in a chunk of its own (a form and its library): asked for when the browser is idle once the page
 * is usable, at once when the owner needs it, and again after a failed load.
 */

type Idle = () => void;
let idle: Idle[] = [];
beforeEach(() => {
  idle = [];
  globalThis.requestIdleCallback = ((work: Idle) => idle.push(work)) as never;
  globalThis.cancelIdleCallback = ((handle: number) => {
    idle[handle - 1] = () => undefined;
  }) as never;
});
afterEach(() => {
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

/** A part whose loads the test answers, and how many were asked for. */
function part<T>(value: T) {
  let asked = 0;
  let fail = false;
  const p = loadOnce(() => {
    asked += 1;
    return fail ? Promise.reject(new Error('offline')) : Promise.resolve(value);
  });
  return {
    p,
    asked: () => asked,
    failNext: (v: boolean) => {
      fail = v;
    },
  };
}

const runIdle = () =>
  act(async () => {
    for (const work of idle.splice(0)) work();
    await Promise.resolve();
  });

it('is asked for once the browser is idle, not while the page starts', async () => {
  const form = part('form');
  const { result } = renderHook(() => useIdleLoad(form.p, false));
  expect([result.current, form.asked()]).toEqual([null, 0]);
  await runIdle();
  expect([result.current, form.asked()]).toEqual(['form', 1]);
});

it('waits for the page to be usable before it asks at idle', async () => {
  const form = part('form');
  const { result, rerender } = renderHook(({ usable }) => useIdleLoad(form.p, false, usable), {
    initialProps: { usable: false },
  });
  await runIdle();
  expect([result.current, form.asked(), idle.length]).toEqual([null, 0, 0]);
  rerender({ usable: true });
  await runIdle();
  expect([result.current, form.asked()]).toEqual(['form', 1]);
});

it('is asked for at once when wanted, before the page is usable', async () => {
  const form = part('form');
  const { result } = renderHook(() => useIdleLoad(form.p, true, false));
  await act(async () => {
    await Promise.resolve();
  });
  expect([result.current, form.asked(), idle.length]).toEqual(['form', 1, 0]);
});

it('keeps a component as it is (not called as an update)', async () => {
  const Component = () => null;
  const form = part(Component);
  const { result } = renderHook(() => useIdleLoad(form.p, true));
  await act(async () => {
    await Promise.resolve();
  });
  expect(result.current).toBe(Component);
});

it('stays without after a failed load, and asks again when next wanted', async () => {
  const form = part('form');
  form.failNext(true);
  const { result, rerender } = renderHook(({ wanted }) => useIdleLoad(form.p, wanted), {
    initialProps: { wanted: false },
  });
  await runIdle();
  expect([result.current, form.asked()]).toEqual([null, 1]);
  form.failNext(false);
  rerender({ wanted: true });
  await act(async () => {
    await Promise.resolve();
  });
  expect([result.current, form.asked()]).toEqual(['form', 2]);
});

it('does not ask once the page has left before the idle moment', async () => {
  const form = part('form');
  const { unmount } = renderHook(() => useIdleLoad(form.p, false));
  unmount();
  await runIdle();
  expect(form.asked()).toBe(0);
});

it('asks again once the browser is back online when it failed while wanted', async () => {
  const form = part('form');
  form.failNext(true);
  const { result, unmount } = renderHook(() => useIdleLoad(form.p, true));
  await act(async () => {
    await Promise.resolve();
  });
  expect([result.current, form.asked()]).toEqual([null, 1]);
  form.failNext(false);
  await act(async () => {
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
  });
  expect([result.current, form.asked()]).toEqual(['form', 2]);
  unmount();
  // A page that has left asks for nothing when the browser comes back.
  const other = part('other');
  other.failNext(true);
  const left = renderHook(() => useIdleLoad(other.p, true));
  await act(async () => {
    await Promise.resolve();
  });
  left.unmount();
  other.failNext(false);
  window.dispatchEvent(new Event('online'));
  await Promise.resolve();
  expect(other.asked()).toBe(1);
});
