import { Alert, ButtonForm, Layout, renderPage } from './layout';
import { pageTexts } from './page-texts';
import { describedBy } from './parts';

export type PasswordProblem = 'idp.register.passwordRule' | 'idp.passwordChange.mismatch' | 'idp.passwordChange.same';

export interface NewPasswordPageInput {
  /** Where the form posts: an interaction's step address (its cookie binds it to the browser), or a reset link's. */
  action: string;
  /** The application's client_id: the page wears its brand. */
  clientId?: string;
  locale: string | undefined;
  /** "Keep my password": a form posting to this address, which tells the app so. None: no way back (a reset link's page). */
  cancelAction?: string;
  problem?: PasswordProblem;
}

/** Choose a new password, after signing in again (and the second factor where the owner has one). */
export function newPasswordPage({ action, locale, clientId, cancelAction, problem }: NewPasswordPageInput): string {
  const t = pageTexts(locale, clientId);
  return renderPage(
    <Layout t={t} heading={t.text('idp.passwordChange.title')}>
      <Alert id="password-error">{problem && t.node(problem)}</Alert>
      <form method="post" action={action}>
        <div className="field">
          <label htmlFor="new-password">{t.node('idp.passwordChange.new')}</label>
          <input
            id="new-password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            {...describedBy(problem ? 'password-error' : undefined, 'password-rule')}
          />
          <p className="hint" id="password-rule">
            {t.node('idp.register.passwordRule')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="repeat-password">{t.node('idp.passwordChange.repeat')}</label>
          <input
            id="repeat-password"
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
            required
            maxLength={128}
            {...describedBy(problem === 'idp.passwordChange.mismatch' ? 'password-error' : undefined)}
          />
        </div>
        <button type="submit">{t.node('idp.passwordChange.submit')}</button>
      </form>
      {cancelAction !== undefined && <ButtonForm action={cancelAction}>{t.node('idp.passwordChange.back')}</ButtonForm>}
    </Layout>,
  );
}
