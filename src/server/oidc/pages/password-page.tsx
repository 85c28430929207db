import { Alert, Alternative, Layout, PASSKEY_SCRIPT, renderPage } from './layout';
import { pageTexts, type IdpTextKey } from './page-texts';
import { CredentialFields, DemoOwners, PasskeySignIn, type PasskeySignInTarget } from './parts';
import type { Paused } from '../../shared/attempt-throttle';

const LOCALE = /^[a-z]{2}(-[a-z]{2})?$/i;

/**
 * The language of the provider's pages: the spec's locale parameter, else the first of the standard ui_locales
 * the texts can serve; undefined (English) when neither is usable.
 */
export function interactionLocale(params: Record<string, unknown>): string | undefined {
  const candidates = [params.locale, ...(typeof params.ui_locales === 'string' ? params.ui_locales.split(' ') : [])];
  return candidates.find((c): c is string => typeof c === 'string' && LOCALE.test(c));
}

export interface PasswordPageInput {
  /** Where the form posts: the interaction's own address. */
  action: string;
  clientId: string;
  locale: string | undefined;
  email?: string;
  wrongCredentials?: boolean;
  paused?: Paused;
  /** Offers "Sign in with a passkey" (not in a change flow), with its script. */
  passkey?: PasskeySignInTarget;
  /** The interaction's other ways in: "Forgot your password?" and, where the market registers owners, "Create an account". */
  links?: AccountLinks;
  /**
   * A change flow the app asked for (spec 001 §7): the owner signs in again first, and the page says why; the email
   * is the signed-in owner's own (given), and no demo owners are listed.
   */
  change?: ChangeFlow;
}

export type ChangeFlow = 'passkey-add' | 'passkey-remove' | 'password';

/** The change flow of an authorization request's params, if it asks for one (extra-params.ts checked them). */
export function changeFlowOf(params: Record<string, unknown>): ChangeFlow | undefined {
  if (params.change_flow === 'password') return 'password';
  if (params.change_flow === 'passkey')
    return params.passkey_flow_action === 'remove' ? 'passkey-remove' : 'passkey-add';
  return undefined;
}

const PURPOSE: Record<ChangeFlow, IdpTextKey> = {
  'passkey-add': 'idp.passkeyAddIntro',
  'passkey-remove': 'idp.passkeyRemoveIntro',
  password: 'idp.passwordChange.intro',
};

export interface AccountLinks {
  forgotPassword?: string;
  register?: string;
}

/**
 * The password step of a sign-in, as the old sign-in page looks (brand of the client, the market's language, the
 * app's fonts, the demo owners): the same texts, stylesheet and layout, no inline script or style.
 */
export function passwordPage({
  action,
  clientId,
  locale,
  email,
  wrongCredentials,
  paused,
  passkey,
  links = {},
  change,
}: PasswordPageInput): string {
  const t = pageTexts(locale, clientId);
  const problem = paused
    ? t.node('idp.tooManyTries', { minutes: String(paused.minutes) })
    : wrongCredentials
      ? t.node('idp.wrongCredentials')
      : null;
  return renderPage(
    <Layout t={t} heading={t.text(change ? 'idp.passkeyTitle' : 'idp.title')} scripts={passkey ? [PASSKEY_SCRIPT] : []}>
      {change && <p>{t.node(PURPOSE[change])}</p>}
      <Alert id="signin-error">{problem}</Alert>
      <form method="post" action={action}>
        <CredentialFields t={t} email={email} errorId={problem ? 'signin-error' : undefined} />
      </form>
      {passkey && <PasskeySignIn t={t} target={passkey} />}
      {links.forgotPassword && <Alternative href={links.forgotPassword}>{t.node('idp.forgotPassword')}</Alternative>}
      {links.register && <Alternative href={links.register}>{t.node('idp.createAccount')}</Alternative>}
      {!change && <DemoOwners t={t} />}
    </Layout>,
  );
}
