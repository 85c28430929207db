import { codeForm, escapeHtml, layout, pageTexts } from './page';

export interface EmailCodePageInput {
  /** Where the code is posted, and where a new one is asked for: the interaction's step addresses. */
  action: string;
  resendAction: string;
  /** The sign-in page of the interaction. */
  signInUrl: string;
  clientId: string;
  locale: string | undefined;
  /** The masked address the code went to. */
  sentTo: string;
  minutes: number;
  problem?: { kind: 'wrong-code'; triesLeft: number } | { kind: 'expired' } | { kind: 'email-limit' };
}

/** "We sent a code to a•••@example.com": the new account's email is verified before the account exists. */
export function emailCodePage({
  action,
  resendAction,
  signInUrl,
  clientId,
  locale,
  sentTo,
  minutes,
  problem,
}: EmailCodePageInput): string {
  const t = pageTexts(locale, clientId);
  const heading = t.html('idp.register.codeTitle');
  const message =
    problem?.kind === 'wrong-code'
      ? t.html('idp.secondFactor.wrongCode', { count: String(problem.triesLeft) })
      : problem?.kind === 'expired'
        ? t.html('idp.register.codeExpired')
        : problem?.kind === 'email-limit'
          ? t.html('idp.secondFactor.emailLimit')
          : '';
  const alert = message ? `<p class="error" role="alert" id="code-error">${message}</p>` : '';
  const invalid = problem && problem.kind !== 'email-limit' ? ' aria-describedby="code-error" aria-invalid="true"' : '';
  return layout(
    t,
    heading,
    `<h1>${heading}</h1>
<p>${t.html('idp.register.codeSent', { email: sentTo, minutes: String(minutes) })}</p>
${alert}
${codeForm(t, action, invalid)}
<form method="post" action="${escapeHtml(resendAction)}" class="alternative">
<button type="submit" class="secondary">${t.html('idp.secondFactor.emailAgain')}</button>
</form>
<p class="alternative"><a href="${escapeHtml(signInUrl)}">${t.html('idp.register.haveAccount')}</a></p>`,
  );
}
