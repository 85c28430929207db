import { Alert, Alternative, Layout, renderPage } from './layout';
import { pageTexts } from './page-texts';
import { EmailField } from './parts';

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
  const problem =
    pausedMinutes !== undefined
      ? t.node('idp.forgot.paused', { minutes: String(pausedMinutes) })
      : invalidEmail
        ? t.node('idp.register.invalidEmail')
        : null;
  return renderPage(
    <Layout t={t} heading={t.text('idp.forgot.title')}>
      <p>{t.node('idp.forgot.intro')}</p>
      <Alert id="email-error">{problem}</Alert>
      <form method="post" action={action} noValidate>
        <EmailField t={t} email={email} errorId={problem ? 'email-error' : undefined} />
        <button type="submit">{t.node('idp.forgot.submit')}</button>
      </form>
      <Alternative href={signInUrl}>{t.node('idp.forgot.backToSignIn')}</Alternative>
    </Layout>,
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
  return renderPage(
    <Layout t={t} heading={t.text('idp.forgot.title')}>
      <p role="status">{t.node('idp.forgot.sent', { email, minutes: String(minutes) })}</p>
      <Alternative href={signInUrl}>{t.node('idp.forgot.backToSignIn')}</Alternative>
    </Layout>,
  );
}

/** An unknown, expired or used link; with the application it came from, a way to ask for a new one there. */
export function resetLinkExpiredPage({
  clientId,
  locale,
  returnTo,
}: Partial<PageBase> & { returnTo?: string }): string {
  const t = pageTexts(locale, clientId);
  return renderPage(
    <Layout t={t} heading={t.text('idp.forgot.title')}>
      <Alert>{t.node('idp.reset.expired')}</Alert>
      {returnTo && <Alternative href={returnTo}>{t.node('idp.reset.askAgain')}</Alternative>}
    </Layout>,
  );
}

/** The new password is in place and every sign-in has ended: back to the application's market to sign in again. */
export function passwordResetDonePage({ clientId, locale, returnTo }: PageBase & { returnTo: string }): string {
  const t = pageTexts(locale, clientId);
  return renderPage(
    <Layout t={t} heading={t.text('idp.reset.doneTitle')}>
      <p role="status">{t.node('idp.reset.done')}</p>
      <Alternative href={returnTo}>{t.node('idp.reset.backToApp')}</Alternative>
    </Layout>,
  );
}
