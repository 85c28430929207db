import { Alert, Alternative, ButtonForm, Layout, renderPage } from './layout';
import { pageTexts, type PageTexts } from './page-texts';
import { CodeForm, describedBy } from './parts';

/* The pages of the second factor: the code form (authenticator, set-up, emailed code) and "start again". */

export type SecondFactorView =
  | { kind: 'totp' }
  /** Setting up an authenticator: the QR code (SVG markup built by the server) and the key to type instead. */
  | { kind: 'totp-enrol'; qrSvg: string; key: string }
  /** The masked address the code went to; guard: sent because many wrong passwords were tried on the account. */
  | { kind: 'email'; sentTo: string; guard?: true }
  /** One of the owner's recovery codes instead of a code. */
  | { kind: 'recovery' };

export interface SecondFactorPageInput {
  /** Where the forms post: the interaction's own addresses (its cookie says which sign-in it is). */
  codeAction: string;
  emailAction: string;
  /** "Use a recovery code" and, from there, "Use my authenticator app". */
  recoveryAction: string;
  appAction: string;
  /** The application's client_id: the page wears its brand. */
  clientId?: string;
  /** The sign-in's locale: the page's language, and carried so that an expired ticket still answers in it. */
  locale: string | undefined;
  view: SecondFactorView;
  /** Offers "email me a code" (the owner has an email option). */
  canEmail: boolean;
  /** Offers "use a recovery code" (the owner has one left). */
  canUseRecovery: boolean;
  /** Offers "use my authenticator app" (the page asks for a recovery code instead). */
  canUseApp: boolean;
  /** Which alert to show: a wrong code (with the tries left) or no more email codes. */
  problem?: { kind: 'wrong-code'; triesLeft: number } | { kind: 'email-limit' };
}

/**
 * The QR code with an image role and a name. qrcode's markup is its own, built from our own otpauth address: its
 * viewBox and paths (no script, no style attribute) go inside an <svg> the engine writes, with the escaped name.
 */
function QrCode({ svg, label }: { svg: string; label: string }) {
  const viewBox = /viewBox="([\d. ]+)"/.exec(svg)?.[1];
  const paths = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  return (
    <div className="qr">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={viewBox}
        shapeRendering="crispEdges"
        role="img"
        aria-label={label}
        focusable="false"
        dangerouslySetInnerHTML={{ __html: paths }}
      />
    </div>
  );
}

function Intro({ t, view }: { t: PageTexts; view: SecondFactorView }) {
  if (view.kind === 'totp') return <p>{t.node('idp.secondFactor.totpIntro')}</p>;
  if (view.kind === 'recovery') return <p>{t.node('idp.secondFactor.recoveryIntro')}</p>;
  if (view.kind === 'email')
    return (
      <p>
        {t.node(view.guard ? 'idp.secondFactor.guardIntro' : 'idp.secondFactor.emailIntro', { email: view.sentTo })}
      </p>
    );
  return (
    <>
      <p>{t.node('idp.secondFactor.enrolIntro')}</p>
      <QrCode svg={view.qrSvg} label={t.text('idp.secondFactor.qrLabel')} />
      <div className="field">
        <label htmlFor="totp-key">{t.node('idp.secondFactor.enrolKey')}</label>
        <input
          id="totp-key"
          type="text"
          className="key"
          readOnly
          defaultValue={view.key}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
    </>
  );
}

/**
 * The form of a recovery code: letters and digits (shown in groups with a dash, typed with or without), so no numeric
 * keyboard, no capitals fixed by the phone, no spelling check; errorId names the page's error when there is one.
 */
function RecoveryCodeForm({ t, action, errorId }: { t: PageTexts; action: string; errorId?: string }) {
  return (
    <form method="post" action={action}>
      <div className="field">
        <label htmlFor="code">{t.node('idp.secondFactor.recoveryCode')}</label>
        <input
          id="code"
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...describedBy(errorId)}
        />
      </div>
      <button type="submit">{t.node('idp.secondFactor.submit')}</button>
    </form>
  );
}

const HEADINGS = {
  totp: 'idp.secondFactor.title',
  email: 'idp.secondFactor.title',
  'totp-enrol': 'idp.secondFactor.enrolTitle',
  recovery: 'idp.secondFactor.recoveryTitle',
} as const satisfies Record<SecondFactorView['kind'], string>;

export function secondFactorPage(input: SecondFactorPageInput): string {
  const { locale, clientId, view, canEmail, problem, codeAction, emailAction } = input;
  const errorId = problem?.kind === 'wrong-code' ? 'code-error' : undefined;
  const t = pageTexts(locale, clientId);
  const alert =
    problem?.kind === 'wrong-code'
      ? t.node('idp.secondFactor.wrongCode', { count: String(problem.triesLeft) })
      : problem?.kind === 'email-limit'
        ? t.node('idp.secondFactor.emailLimit')
        : null;
  return renderPage(
    <Layout t={t} heading={t.text(HEADINGS[view.kind])}>
      <Intro t={t} view={view} />
      <Alert id="code-error">{alert}</Alert>
      {view.kind === 'recovery' ? (
        <RecoveryCodeForm t={t} action={codeAction} errorId={errorId} />
      ) : (
        <CodeForm t={t} action={codeAction} errorId={errorId} />
      )}
      {input.canUseApp && <ButtonForm action={input.appAction}>{t.node('idp.secondFactor.appInstead')}</ButtonForm>}
      {canEmail && (
        <ButtonForm action={emailAction}>
          {t.node(view.kind === 'email' ? 'idp.secondFactor.emailAgain' : 'idp.secondFactor.emailInstead')}
        </ButtonForm>
      )}
      {input.canUseRecovery && (
        <ButtonForm action={input.recoveryAction}>{t.node('idp.secondFactor.recoveryInstead')}</ButtonForm>
      )}
    </Layout>,
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
  return renderPage(
    <Layout t={t} heading={t.text('idp.secondFactor.endedTitle')}>
      <Alert>
        {t.node(reason === 'too-many-tries' ? 'idp.secondFactor.tooManyTries' : 'idp.secondFactor.expired')}
      </Alert>
      {again && <Alternative href={again.href}>{t.node('idp.secondFactor.startAgain')}</Alternative>}
    </Layout>,
  );
}
