import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { localIssuerPath, localRegistration } from './local-registration';
import { site } from '../../../generated/site';
import type { Market } from '../../../generated/types/market';
import type { ProviderTokens, ServiceContext, SwappedTokens, TokenRefusal } from '../../context';
import { signInRecords } from '../accounts/sign-ins';

/** The provider library, set up for the service's markets and origin. */
export interface BuiltProvider {
  provider: Provider;
  issuer: URL;
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  tokens: ProviderTokens;
}

/** The OpenID provider the data service runs itself, where the environment's markets name their issuer as a path. */
export interface LocalProvider {
  /** The issuer path, e.g. /oidc. */
  prefix: string;
  /**
   * Built on first use: only then is the origin (its port) sure to be known. The library and its dependencies are
   * loaded then too, so a service that signs nobody in never loads them.
   */
  built(): Promise<BuiltProvider>;
}

export function localProvider(
  service: ServiceContext,
  markets: Market[],
  publicOrigin: () => string,
): LocalProvider | undefined {
  const prefix = localIssuerPath(markets);
  if (prefix === undefined) return undefined;
  let built: Promise<BuiltProvider> | undefined;
  const build = async (): Promise<BuiltProvider> => {
    const registration = localRegistration(markets, publicOrigin());
    if (!registration) throw new Error('no market names the local issuer');
    const [{ createProvider }, { providerTokens }, { refreshOverlap }] = await Promise.all([
      import('./provider'),
      import('./provider-tokens'),
      import('./refresh-overlap'),
    ]);
    const signIns = signInRecords(service.db, service.now);
    const provider = createProvider({
      db: service.db,
      registration,
      accessTokenTtlSeconds: service.accessTokenTtlSeconds,
      onSignIn: (session, from) => signIns.signedIn(session, from),
    });
    const issuer = new URL(registration.issuer);
    const overlap = refreshOverlap<SwappedTokens | TokenRefusal>(
      service.db,
      site.signInSecurity.refreshOverlapSeconds * 1000,
      () => service.now().getTime(),
    );
    return { provider, issuer, handle: provider.callback(), tokens: providerTokens(provider, issuer, overlap) };
  };
  return {
    prefix,
    built: () =>
      (built ??= build().catch((error: unknown) => {
        built = undefined; // the next request tries again
        throw error;
      })),
  };
}
