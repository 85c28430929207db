import { createSlice } from '@reduxjs/toolkit';
import type { ApiResult } from '../../../src/api/client';
import { callApi, callUnguarded } from '../../../src/api/saga-call';
import { sessionExpired } from '../../../src/lib/auth/session-events';
import { runSaga } from '../../support/saga';

const none = createSlice({ name: 'none', initialState: {}, reducers: {} });

async function run(saga: () => Generator<unknown, unknown, unknown>) {
  let returned: unknown;
  const { seen } = await runSaga({
    slices: [none],
    context: {},
    saga: function* wrapper() {
      returned = yield* saga();
    },
  });
  return { returned, types: seen.map((a) => a.type) };
}

describe('callApi: the one 401 rule, decided by the client', () => {
  it('starts sign-in (User Timeout) when the 401 says to, and still hands the result to the saga', async () => {
    const answer: ApiResult<string> = { kind: 'unauthorized', signIn: true };
    const { returned, types } = await run(() => callApi(async () => answer));
    expect(types).toEqual([sessionExpired.type]);
    expect(returned).toEqual(answer);
  });

  it("says whether the call was the page's own check, not the owner's request", async () => {
    const answer: ApiResult<string> = { kind: 'unauthorized', signIn: true };
    const { seen } = await runSaga({
      slices: [none],
      context: {},
      saga: function* both() {
        yield* callApi(async () => answer, { background: true });
        yield* callApi(async () => answer);
      },
    });
    expect(seen).toEqual([
      sessionExpired({ log: 'User Timeout', background: true }),
      sessionExpired({ log: 'User Timeout' }),
    ]);
  });

  it('stays on the page when the 401 says not to (webview profile calls)', async () => {
    const { returned, types } = await run(() =>
      callApi(async (): Promise<ApiResult<string>> => ({ kind: 'unauthorized', signIn: false })),
    );
    expect(types).toEqual([]);
    expect(returned).toEqual({ kind: 'unauthorized', signIn: false });
  });

  it('passes answers and failures through without sign-in', async () => {
    const ok = await run(() => callApi(async (): Promise<ApiResult<number>> => ({ kind: 'ok', status: 200, data: 7 })));
    expect(ok).toEqual({ returned: { kind: 'ok', status: 200, data: 7 }, types: [] });
    const failed = await run(() =>
      callApi(async (): Promise<ApiResult<number>> => ({ kind: 'error', status: 500, message: 'down' })),
    );
    expect(failed.types).toEqual([]);
  });

  it('turns a throw (a bug) into an error result', async () => {
    const { returned } = await run(() =>
      callApi(async (): Promise<ApiResult<number>> => {
        throw new Error('boom');
      }),
    );
    expect(returned).toEqual({ kind: 'error', status: 0, message: 'boom' });
  });
});

describe("callUnguarded: a 401 that is the caller's own matter (a guest)", () => {
  it('never starts sign-in, whatever the 401 says', async () => {
    const { returned, types } = await run(() =>
      callUnguarded(async (): Promise<ApiResult<string>> => ({ kind: 'unauthorized', signIn: true })),
    );
    expect(types).toEqual([]);
    expect(returned).toEqual({ kind: 'unauthorized', signIn: true });
  });
});
