/** @jest-environment jsdom */
import { afterNextPaint } from '../../../../src/lib/tasks/after-paint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The next animation frame (fake timers run jsdom's frames as 16 ms timers). */
const nextFrame = () => jest.advanceTimersByTime(16);

it('runs the work in a task after the next frame, not in the frame itself', () => {
  const order: string[] = [];
  afterNextPaint(() => order.push('work'));
  requestAnimationFrame(() => order.push('frame'));
  expect(order).toEqual([]);
  nextFrame();
  expect(order).toEqual(['frame']);
  jest.advanceTimersByTime(1);
  expect(order).toEqual(['frame', 'work']);
});

it('runs nothing once cancelled, before the frame or between the frame and the task', () => {
  const work = jest.fn();
  afterNextPaint(work)();
  nextFrame();
  jest.runOnlyPendingTimers();
  const cancel = afterNextPaint(work);
  nextFrame();
  cancel();
  jest.runOnlyPendingTimers();
  expect(work).not.toHaveBeenCalled();
});

it('runs on a hidden page, which paints no frame, once the page is idle', () => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const frame = jest.spyOn(window, 'requestAnimationFrame');
  const work = jest.fn();
  afterNextPaint(work);
  jest.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
  expect(frame).not.toHaveBeenCalled();
});
