import { Alert, Alternative, ButtonForm, Layout, renderPage } from './layout';
import { pageTexts } from './page-texts';
import { CodeForm } from './parts';

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
  const message =
    problem?.kind === 'wrong-code'
      ? t.node('idp.secondFactor.wrongCode', { count: String(problem.triesLeft) })
      : problem?.kind === 'expired'
        ? t.node('idp.register.codeExpired')
        : problem?.kind === 'email-limit'
          ? t.node('idp.secondFactor.emailLimit')
          : null;
  return renderPage(
    <Layout t={t} heading={t.text('idp.register.codeTitle')}>
      <p>{t.node('idp.register.codeSent', { email: sentTo, minutes: String(minutes) })}</p>
      <Alert id="code-error">{message}</Alert>
      <CodeForm t={t} action={action} errorId={problem && problem.kind !== 'email-limit' ? 'code-error' : undefined} />
      <ButtonForm action={resendAction}>{t.node('idp.secondFactor.emailAgain')}</ButtonForm>
      <Alternative href={signInUrl}>{t.node('idp.register.haveAccount')}</Alternative>
    </Layout>,
  );
}
