import { InteractionState } from '../../../../../src/server/oidc/interactions/interaction-state';

describe('what an interaction remembers between its pages', () => {
  it('forgets a value once its time is up, and a new set gives it its full time again', () => {
    const state = new InteractionState<string>(1000);
    state.set('uid-1', 'a', 0);
    expect(state.get('uid-1', 999)).toBe('a');
    state.set('uid-1', 'b', 500);
    expect(state.get('uid-1', 1499)).toBe('b');
    expect(state.get('uid-1', 1500)).toBeUndefined();
    expect(state.get('uid-2', 0)).toBeUndefined();
  });

  it('keeps at most its bound: the oldest go first', () => {
    const state = new InteractionState<number>(60_000, 3);
    for (let i = 0; i < 5; i += 1) state.set(`uid-${i}`, i, i);
    expect([0, 1, 2, 3, 4].map((i) => state.get(`uid-${i}`, 10))).toEqual([undefined, undefined, 2, 3, 4]);
  });

  it('forgets on delete', () => {
    const state = new InteractionState<number>(60_000);
    state.set('uid-1', 1, 0);
    state.delete('uid-1');
    expect(state.get('uid-1', 1)).toBeUndefined();
  });
});
