import { codeForm, escapeHtml, layout, pageTexts } from './page';

/* The pages of the second factor: the code form (authenticator, set-up, emailed code) and "start again". */

export type SecondFactorView =
  | { kind: 'totp' }
  /** Setting up an authenticator: the QR code (SVG markup built by the server) and the key to type instead. */
  | { kind: 'totp-enrol'; qrSvg: string; key: string }
  /** The masked address the code went to; guard: sent because many wrong passwords were tried on the account. */
  | { kind: 'email'; sentTo: string; guard?: true };

export interface SecondFactorPageInput {
  /** Where the forms post: the interaction's own addresses (its cookie says which sign-in it is). */
  codeAction: string;
  emailAction: string;
  /** The application's client_id: the page wears its brand. */
  clientId?: string;
  /** The sign-in's locale: the page's language, and carried so that an expired ticket still answers in it. */
  locale: string | undefined;
  view: SecondFactorView;
  /** Offers "email me a code" (the owner has an email option). */
  canEmail: boolean;
  /** Which alert to show: a wrong code (with the tries left) or no more email codes. */
  problem?: { kind: 'wrong-code'; triesLeft: number } | { kind: 'email-limit' };
}

/**
 * Gives the QR code's <svg> an image role and a name (label: already HTML). The markup is qrcode's, built from our own
 * otpauth address: paths only, no script and no style attribute.
 */
function labelledQr(svg: string, label: string): string {
  return svg.replace(/^<svg /, `<svg role="img" aria-label="${label}" focusable="false" `);
}

export function secondFactorPage(input: SecondFactorPageInput): string {
  const { locale, clientId, view, canEmail, problem, codeAction, emailAction } = input;
  const t = pageTexts(locale, clientId);
  const heading = t.html(view.kind === 'totp-enrol' ? 'idp.secondFactor.enrolTitle' : 'idp.secondFactor.title');
  const intro =
    view.kind === 'totp'
      ? `<p>${t.html('idp.secondFactor.totpIntro')}</p>`
      : view.kind === 'email'
        ? `<p>${t.html(view.guard ? 'idp.secondFactor.guardIntro' : 'idp.secondFactor.emailIntro', { email: view.sentTo })}</p>`
        : `<p>${t.html('idp.secondFactor.enrolIntro')}</p>
<div class="qr">${labelledQr(view.qrSvg, t.html('idp.secondFactor.qrLabel'))}</div>
<div class="field">
<label for="totp-key">${t.html('idp.secondFactor.enrolKey')}</label>
<input id="totp-key" type="text" class="key" readonly value="${escapeHtml(view.key)}" autocomplete="off" spellcheck="false">
</div>`;
  const alert =
    problem?.kind === 'wrong-code'
      ? `<p class="error" role="alert" id="code-error">${t.html('idp.secondFactor.wrongCode', { count: String(problem.triesLeft) })}</p>`
      : problem?.kind === 'email-limit'
        ? `<p class="error" role="alert" id="code-error">${t.html('idp.secondFactor.emailLimit')}</p>`
        : '';
  const invalid = problem?.kind === 'wrong-code' ? ' aria-describedby="code-error" aria-invalid="true"' : '';
  const email = canEmail
    ? `<form method="post" action="${escapeHtml(emailAction)}" class="alternative">
<button type="submit" class="secondary">${t.html(view.kind === 'email' ? 'idp.secondFactor.emailAgain' : 'idp.secondFactor.emailInstead')}</button>
</form>`
    : '';
  return layout(
    t,
    heading,
    `<h1>${heading}</h1>
${intro}
${alert}
${codeForm(t, codeAction, invalid)}
${email}`,
  );
}

/** A fresh sign-in with the same authorize request: its address, and the application's client_id (the brand). */
export interface SignInAgain {
  href: string;
  clientId: string | undefined;
}

/**
 * The sign-in cannot go on: too many wrong codes, or its step expired (or never existed). With the authorize
 * request (known while the step lived) it links to a fresh sign-in; without it the owner starts from the app.
 */
export function signInEndedPage(
  reason: 'too-many-tries' | 'expired',
  locale: string | undefined,
  again?: SignInAgain,
): string {
  const t = pageTexts(locale, again?.clientId);
  const heading = t.html('idp.secondFactor.endedTitle');
  const link = again
    ? `<p class="alternative"><a href="${escapeHtml(again.href)}">${t.html('idp.secondFactor.startAgain')}</a></p>`
    : '';
  return layout(
    t,
    heading,
    `<h1>${heading}</h1>
<p class="error" role="alert">${t.html(reason === 'too-many-tries' ? 'idp.secondFactor.tooManyTries' : 'idp.secondFactor.expired')}</p>
${link}`,
  );
}
