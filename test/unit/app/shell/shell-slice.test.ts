import { pageShown, selectNotification, shell, type ShellState } from '../../../../src/app/shell/shell-slice';
import { notify } from '../../../../src/lib/events/notification';

const run = (...actions: Parameters<typeof shell.reducer>[1][]): ShellState =>
  actions.reduce((s, a) => shell.reducer(s, a), shell.reducer(undefined, { type: 'init' }));
const shown = (s: ShellState) => selectNotification({ shell: s });

describe('a notification belongs to the page that raised it', () => {
  it('is cleared when the owner goes on to another page', () => {
    const s = run(
      pageShown('/marketing-options'),
      notify({ type: 'error', messageKey: 'comm.saveFailed' }),
      pageShown('/account-dashboard'),
    );
    expect(shown(s)).toBeNull();
  });

  it('stays while the same page is shown again (the same path, e.g. a query change)', () => {
    const s = run(
      pageShown('/marketing-options'),
      notify({ type: 'error', messageKey: 'comm.saveFailed' }),
      pageShown('/marketing-options'),
    );
    expect(shown(s)?.messageKey).toBe('comm.saveFailed');
  });

  it('raised for the next page, it is shown there and cleared on the page after', () => {
    const raised = run(
      pageShown('/eu-post-registration'),
      notify({ type: 'success', messageKey: '', forNextPage: true }),
      pageShown('/account-dashboard'),
    );
    expect(shown(raised)?.type).toBe('success');
    expect(shown(shell.reducer(raised, pageShown('/wallet')))).toBeNull();
  });
});
