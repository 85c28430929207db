import { escapeHtml, layout, pageTexts } from './page';

/* The pages of "forgot your password": ask for a link, the same answer for every email, and the link's outcomes. */

interface PageBase {
  clientId: string;
  locale: string | undefined;
}

/** The email to send a reset link to; with the email-format problem or the pause of too many requests. */
export function forgotPasswordPage({
  clientId,
  locale,
  action,
  signInUrl,
  email,
  invalidEmail,
  pausedMinutes,
}: PageBase & {
  action: string;
  signInUrl: string;
  email?: string;
  invalidEmail?: boolean;
  pausedMinutes?: number;
}): string {
  const t = pageTexts(locale, clientId);
  const heading = t.html('idp.forgot.title');
  const problem =
    pausedMinutes !== undefined
      ? t.html('idp.forgot.paused', { minutes: String(pausedMinutes) })
      : invalidEmail
        ? t.html('idp.register.invalidEmail')
        : '';
  const alert = problem ? `<p class="error" role="alert" id="email-error">${problem}</p>` : '';
  const describedBy = problem ? ' aria-describedby="email-error" aria-invalid="true"' : '';
  return layout(
    t,
    heading,
    `<h1>${heading}</h1>
<p>${t.html('idp.forgot.intro')}</p>
${alert}
<form method="post" action="${escapeHtml(action)}" novalidate>
<div class="field">
<label for="email">${t.html('idp.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${describedBy}>
</div>
<button type="submit">${t.html('idp.forgot.submit')}</button>
</form>
<p class="alternative"><a href="${escapeHtml(signInUrl)}">${t.html('idp.forgot.backToSignIn')}</a></p>`,
  );
}

/** The one answer to every valid request: whether or not the email has an account, and whatever the mail says. */
export function resetLinkSentPage({
  clientId,
  locale,
  email,
  minutes,
  signInUrl,
}: PageBase & { email: string; minutes: number; signInUrl: string }): string {
  const t = pageTexts(locale, clientId);
  const heading = t.html('idp.forgot.title');
  return layout(
    t,
    heading,
    `<h1>${heading}</h1>
<p role="status">${t.html('idp.forgot.sent', { email, minutes: String(minutes) })}</p>
<p class="alternative"><a href="${escapeHtml(signInUrl)}">${t.html('idp.forgot.backToSignIn')}</a></p>`,
  );
}

/** An unknown, expired or used link; with the application it came from, a way to ask for a new one there. */
export function resetLinkExpiredPage({
  clientId,
  locale,
  returnTo,
}: Partial<PageBase> & { returnTo?: string }): string {
  const t = pageTexts(locale, clientId);
  const heading = t.html('idp.forgot.title');
  return layout(
    t,
    heading,
    `<h1>${heading}</h1>
<p class="error" role="alert">${t.html('idp.reset.expired')}</p>
${returnTo ? `<p class="alternative"><a href="${escapeHtml(returnTo)}">${t.html('idp.reset.askAgain')}</a></p>` : ''}`,
  );
}

/** The new password is in place and every sign-in has ended: back to the application's market to sign in again. */
export function passwordResetDonePage({ clientId, locale, returnTo }: PageBase & { returnTo: string }): string {
  const t = pageTexts(locale, clientId);
  const heading = t.html('idp.reset.doneTitle');
  return layout(
    t,
    heading,
    `<h1>${heading}</h1>
<p role="status">${t.html('idp.reset.done')}</p>
<p class="alternative"><a href="${escapeHtml(returnTo)}">${t.html('idp.reset.backToApp')}</a></p>`,
  );
}
