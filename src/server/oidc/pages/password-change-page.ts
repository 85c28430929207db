import { escapeHtml, layout, pageTexts } from './page';

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
  const heading = t.html('idp.passwordChange.title');
  const alert = problem ? `<p class="error" role="alert" id="password-error">${t.html(problem)}</p>` : '';
  const invalid = problem
    ? ' aria-invalid="true" aria-describedby="password-error password-rule"'
    : ' aria-describedby="password-rule"';
  return layout(
    t,
    heading,
    `<h1>${heading}</h1>
${alert}
<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="new-password">${t.html('idp.passwordChange.new')}</label>
<input id="new-password" name="newPassword" type="password" autocomplete="new-password" required minlength="8" maxlength="128"${invalid}>
<p class="hint" id="password-rule">${t.html('idp.register.passwordRule')}</p>
</div>
<div class="field">
<label for="repeat-password">${t.html('idp.passwordChange.repeat')}</label>
<input id="repeat-password" name="repeatPassword" type="password" autocomplete="new-password" required maxlength="128"${problem === 'idp.passwordChange.mismatch' ? ' aria-invalid="true" aria-describedby="password-error"' : ''}>
</div>
<button type="submit">${t.html('idp.passwordChange.submit')}</button>
</form>
${
  cancelAction !== undefined
    ? `<form method="post" action="${escapeHtml(cancelAction)}" class="alternative">
<button type="submit" class="secondary">${t.html('idp.passwordChange.back')}</button>
</form>`
    : ''
}`,
  );
}
