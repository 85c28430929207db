import type { ApiResult } from '../../../../src/api/client';
import type { EmailApi } from '../../../../src/features/change-email/api';
import { emailProblem, refusalKey } from '../../../../src/features/change-email/email-rules';
import { confirmCode, loadCurrentEmail, requestCode } from '../../../../src/features/change-email/sagas/change-email';
import {
  changeEmail,
  codeRequested,
  codeSent,
  codeSubmitted,
  selectChangeEmail,
  type ChangeEmailState,
} from '../../../../src/features/change-email/slice';
import type { EmailChangeResponse } from '../../../../src/generated/types/api/owner';
import { runSaga } from '../../../support/saga';

describe('checked before a code is asked for', () => {
  it.each([
    ['not-an-email', 'not-an-email', 'change.email.invalid'],
    ['a@example.com', 'b@example.com', 'change.email.mismatch'],
    [' Ada@Example.com ', 'Ada@Example.com', 'change.email.same'],
    ['new@example.com', ' new@example.com ', null],
  ])('%s / %s → %s', (email, repeat, problem) => {
    expect(emailProblem(email, repeat, 'ada@example.com')).toBe(problem);
  });
});

describe("the service's refusals as texts", () => {
  it.each([
    [409, 'newEmail belongs to another account', 'change.email.taken'],
    [404, 'no email change is waiting', 'change.code.expired'],
    [400, 'wrong code (4 tries left)', 'change.code.wrong'],
    [400, 'too many wrong codes: ask for a new code', 'change.code.tooMany'],
    [503, 'down', 'change.failed'],
  ])('%i %s', (status, message, key) => {
    expect(refusalKey(status, message)).toBe(key);
  });
});

describe('the sagas', () => {
  const api = (answer: ApiResult<EmailChangeResponse>): EmailApi => ({
    currentEmail: async () => ({ kind: 'ok', status: 200, data: 'ada@example.com' }),
    requestChange: async () => answer,
    confirmChange: async () => answer,
  });
  const run = async (
    saga: typeof requestCode | typeof confirmCode,
    answer: ApiResult<EmailChangeResponse>,
    action: ReturnType<typeof codeRequested | typeof codeSubmitted>,
  ) => {
    const r = await runSaga({
      slices: [changeEmail],
      context: { emailApi: api(answer), webview: false, log: () => undefined },
      saga,
      action,
      before: [codeSent('new@example.com')],
    });
    return selectChangeEmail(r.state as { changeEmail: ChangeEmailState });
  };

  it('a sent code moves to the code step', async () => {
    const s = await run(
      requestCode,
      { kind: 'ok', status: 202, data: { status: 'pending', email: 'new@example.com' } },
      codeRequested('new@example.com'),
    );
    expect([s.step, s.pendingEmail]).toEqual(['code', 'new@example.com']);
  });

  it('a wrong code stays on the code step with its message', async () => {
    const s = await run(
      confirmCode,
      { kind: 'error', status: 400, message: 'wrong code (4 tries left)' },
      codeSubmitted('000000'),
    );
    expect([s.step, s.error]).toEqual(['code', 'change.code.wrong']);
  });

  it('an address taken meanwhile sends the owner back to enter another', async () => {
    const s = await run(
      confirmCode,
      { kind: 'error', status: 409, message: 'newEmail belongs to another account' },
      codeSubmitted('123456'),
    );
    expect([s.step, s.error]).toEqual(['enter', 'change.email.taken']);
  });

  it('the right code makes it the current email', async () => {
    const s = await run(
      confirmCode,
      { kind: 'ok', status: 200, data: { status: 'confirmed', email: 'new@example.com' } },
      codeSubmitted('123456'),
    );
    expect([s.step, s.current]).toEqual(['done', 'new@example.com']);
  });

  it.each([
    ['a failed read', { kind: 'error', status: 503, message: 'down' }, true],
    ['a 401 that starts sign-in', { kind: 'unauthorized', signIn: true }, false],
  ] as const)('the current address after %s: said on the page (%s)', async (_case, answer, failed) => {
    const r = await runSaga({
      slices: [changeEmail],
      context: {
        emailApi: { currentEmail: async () => answer } as unknown as EmailApi,
        webview: false,
        log: () => undefined,
      },
      saga: loadCurrentEmail,
    });
    const s = selectChangeEmail(r.state as { changeEmail: ChangeEmailState });
    expect([s.current, s.loadFailed]).toEqual([null, failed]);
  });
});
