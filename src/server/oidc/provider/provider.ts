import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { extraParams } from './extra-params';
import type { LocalRegistration } from './local-registration';
import { providerKeys } from './provider-keys';
import { sqliteAdapter } from './sqlite-adapter';
import type { SeenFrom } from '../../context';
import type { Db } from '../../db/open';
import { interactionLocale } from '../pages/password-page';
import { refusalPage } from '../pages/refusal-page';
import { signedOutPage, signOutPage } from '../pages/sign-out-pages';

export interface LocalProviderOptions {
  db: Db;
  registration: LocalRegistration;
  accessTokenTtlSeconds: number;
  /** A browser signed in (or came back signed in): the devices and sign-ins list hears it (accounts/sign-ins.ts). */
  onSignIn?: (session: { uid: string; accountId: string }, from: SeenFrom) => void;
}

const DAY = 24 * 3600;

/**
 * The local OpenID provider on oidc-provider (OpenID Certified): the library owns the protocol (discovery, JWKS,
 * authorization code with PKCE S256, tokens, refresh rotation, revocation, userinfo, end_session); this module only
 * configures it from data and the SQLite file. Its interactions (the password page) are routes of the service.
 */
export function createProvider({ db, registration, accessTokenTtlSeconds, onSignIn }: LocalProviderOptions): Provider {
  const keys = providerKeys(db);
  const ownerByGuid = db.prepare(
    'SELECT guid, email, first_name AS firstName, last_name AS lastName FROM owners WHERE guid = ?',
  );

  const configuration: Configuration = {
    adapter: sqliteAdapter(db),
    clients: registration.clients,
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    // The subject is the owner's guid. An owner whose account is gone is no longer found: their tokens stop working.
    async findAccount(_ctx, sub) {
      const owner = ownerByGuid.get(sub) as
        { guid: string; email: string; firstName: string; lastName: string } | undefined;
      if (!owner) return undefined;
      return {
        accountId: owner.guid,
        claims: async () => ({
          sub: owner.guid,
          email: owner.email,
          email_verified: true,
          given_name: owner.firstName,
          family_name: owner.lastName,
        }),
      };
    },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    interactions: {
      policy: signInPolicy(),
      url: (_ctx, interaction) => `${registration.prefix}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutSourceAt(registration.prefix), postLogoutSuccessSource },
    },
    pkce: { required: () => true },
    // A browser application calls the token endpoint from its own pages: only from the origins it is registered on.
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris ?? []).some((uri) => new URL(uri).origin === origin),
    extraParams,
    // The app keeps the owner signed in with a refresh token; bound to the sign-in (no offline_access), so sign-out
    // ends it too. Each use gives a new one, and a used one presented again revokes the whole grant.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 30 * DAY,
      Interaction: 3600,
      Session: 14 * DAY,
      Grant: 30 * DAY,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = refusalPage(out.error_description ?? out.error, localeOf(ctx));
    },
  };
  const provider = new Provider(registration.issuer, configuration);
  // Every address it writes is built from the host and scheme the mount sets from the issuer (see mount.ts).
  provider.proxy = true;
  provider.use(appendOutcome);
  if (onSignIn) provider.use(recordSignIn(onSignIn));
  return provider;
}

/**
 * A browser the provider sends back to an application with a code is signed in there: the devices and sign-ins list
 * hears on what (its user agent) and from where (the address the mount names, mount.ts). After the library's own
 * work, so the session it names is the one it saved.
 */
function recordSignIn(onSignIn: NonNullable<LocalProviderOptions['onSignIn']>) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    await next();
    const { oidc } = ctx;
    if (oidc?.route !== 'authorization' && oidc?.route !== 'resume') return;
    const session = oidc.session;
    const location = ctx.response.get('location');
    if (!session?.accountId || !location || !new URL(location, oidc.issuer).searchParams.has('code')) return;
    onSignIn(
      { uid: session.uid, accountId: session.accountId },
      { userAgent: ctx.get('user-agent') || undefined, address: ctx.ip },
    );
  };
}

/**
 * What the interaction's result says the app should hear (a new account, a change flow's outcome: sign-in-flow.ts
 * Outcome) goes on the redirect that carries the code, as the maker's policies add theirs. Only on that redirect:
 * the client's own registered address, with a code.
 */
async function appendOutcome(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  await next();
  const { oidc } = ctx;
  const outcome = (oidc?.result as { outcome?: Record<string, string> } | undefined)?.outcome;
  const location = ctx.response.get('location');
  const redirectUri = oidc?.params?.redirect_uri;
  if (oidc?.route !== 'resume' || !outcome || !location || typeof redirectUri !== 'string') return;
  const target = new URL(location);
  const registered = new URL(redirectUri);
  if (
    target.origin !== registered.origin ||
    target.pathname !== registered.pathname ||
    !target.searchParams.has('code')
  )
    return;
  for (const [name, value] of Object.entries(outcome)) target.searchParams.set(name, value);
  ctx.set('location', target.href);
}

/**
 * The library's prompts, and two more reasons to ask for the password: a change of sign-in credentials (spec 001
 * §7: the owner proves it is them again, whatever their session), and a session whose account is gone (deleted:
 * the browser starts a new sign-in rather than an error).
 */
function signInPolicy() {
  const { Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  if (!login) throw new Error('the provider library has no login prompt');
  login.checks.add(
    new Check('account_gone', 'the account of this session no longer exists', (ctx) =>
      ctx.oidc.session?.accountId !== undefined && ctx.oidc.account === undefined
        ? Check.REQUEST_PROMPT
        : Check.NO_NEED_TO_PROMPT,
    ),
  );
  login.checks.add(
    new Check('change_flow', 'changing sign-in credentials asks for the password again', (ctx) =>
      ctx.oidc.params?.change_flow !== undefined && !ctx.oidc.result?.login
        ? Check.REQUEST_PROMPT
        : Check.NO_NEED_TO_PROMPT,
    ),
  );
  return policy;
}

function localeOf(ctx: KoaContextWithOIDC): string | undefined {
  return ctx.oidc?.params ? interactionLocale(ctx.oidc.params) : undefined;
}

/**
 * "Sign out": the provider's confirmation form (its hidden fields), in the product's page. When the app sent the
 * sign-in's own ID token as its hint, the owner has just asked the app to sign out: the page's script confirms at
 * once (the form's xsrf field still guards it), and the button stays for a browser without scripts.
 */
const logoutSourceAt =
  (prefix: string) =>
  async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
    ctx.type = 'html';
    ctx.body = signOutPage({
      locale: localeOf(ctx),
      clientId: ctx.oidc.client?.clientId,
      form,
      // The sign-in's own ID token as the hint: the owner has just asked the app to sign out.
      script: ctx.oidc.entities.IdTokenHint !== undefined ? `${prefix}${LOGOUT_SCRIPT_PATH}` : undefined,
    });
  };

/** Where, under the issuer's path, the mount serves LOGOUT_SCRIPT (a file: the pages' CSP allows no inline script). */
export const LOGOUT_SCRIPT_PATH = '/pages/confirm-sign-out.js';
export const LOGOUT_SCRIPT = `(() => {
  const form = document.getElementById('op.logoutForm');
  const button = document.querySelector('button[form="op.logoutForm"]');
  if (form instanceof HTMLFormElement && button instanceof HTMLButtonElement) form.requestSubmit(button);
})();
`;

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = signedOutPage(ctx.oidc.client?.clientId);
}
