import { Alert, Alternative, ButtonForm, Layout, renderPage } from './layout';
import { pageTexts, type PageTexts } from './page-texts';
import { CodeForm } from './parts';

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

export function secondFactorPage(input: SecondFactorPageInput): string {
  const { locale, clientId, view, canEmail, problem, codeAction, emailAction } = input;
  const t = pageTexts(locale, clientId);
  const alert =
    problem?.kind === 'wrong-code'
      ? t.node('idp.secondFactor.wrongCode', { count: String(problem.triesLeft) })
      : problem?.kind === 'email-limit'
        ? t.node('idp.secondFactor.emailLimit')
        : null;
  return renderPage(
    <Layout
      t={t}
      heading={t.text(view.kind === 'totp-enrol' ? 'idp.secondFactor.enrolTitle' : 'idp.secondFactor.title')}
    >
      <Intro t={t} view={view} />
      <Alert id="code-error">{alert}</Alert>
      <CodeForm t={t} action={codeAction} errorId={problem?.kind === 'wrong-code' ? 'code-error' : undefined} />
      {canEmail && (
        <ButtonForm action={emailAction}>
          {t.node(view.kind === 'email' ? 'idp.secondFactor.emailAgain' : 'idp.secondFactor.emailInstead')}
        </ButtonForm>
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
