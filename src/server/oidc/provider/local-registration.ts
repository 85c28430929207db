import type { ClientMetadata } from 'oidc-provider';
import type { Market } from '../../../generated/types/market';

/** The issuer and the clients of the provider the data service itself runs, all from data and configuration. */
export interface LocalRegistration {
  /** Absolute issuer: the service's configured origin followed by the environment's issuer path. */
  issuer: string;
  /** The path the provider answers under (the issuer's path), e.g. /oidc. */
  prefix: string;
  clients: ClientMetadata[];
}

/**
 * An environment whose markets name their issuer as a path (local) signs in with this service's own provider. Its
 * address is the origin the service is configured with, never a request's Host header. Each market's clientId is
 * a client, whose redirect and post-sign-out addresses are exactly the roots of its markets on that origin (and on
 * the environment's host aliases, e.g. 127.0.0.1, with the same port). Undefined when no market names a path.
 */
export function localRegistration(markets: readonly Market[], origin: string): LocalRegistration | undefined {
  const prefix = localIssuerPath(markets);
  if (prefix === undefined) return undefined;
  const local = markets.filter((m) => m.oidcIssuer === prefix);
  const base = new URL(origin);
  if (base.pathname !== '/' || base.search !== '' || base.hash !== '')
    throw new Error(`the service origin must be an origin, got ${origin}`);

  const byClient = new Map<string, Set<string>>();
  for (const m of local) {
    const addresses = byClient.get(m.clientId) ?? new Set<string>();
    for (const host of [base.hostname, ...(m.hostAliases ?? [])]) {
      const at = new URL(base.origin);
      at.hostname = host;
      addresses.add(`${at.origin}${m.root}`);
    }
    byClient.set(m.clientId, addresses);
  }
  const clients = [...byClient].map(([clientId, addresses]): ClientMetadata => ({
    client_id: clientId,
    // A browser application keeps no secret: it proves itself with PKCE (S256), which the provider requires.
    token_endpoint_auth_method: 'none',
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [...addresses].sort(),
    post_logout_redirect_uris: [...addresses].sort(),
  }));
  return { issuer: `${base.origin}${prefix}`, prefix, clients };
}

/** The path of the service's own provider: the issuer the markets name as a path, if any. */
export function localIssuerPath(markets: readonly Market[]): string | undefined {
  const paths = new Set(markets.map((m) => m.oidcIssuer).filter((issuer) => issuer.startsWith('/')));
  // One provider per service: two would share (and overwrite) each other's cookies on the one origin.
  if (paths.size > 1)
    throw new Error(`the service runs one identity provider, but its markets name ${[...paths].join(', ')}`);
  return [...paths][0];
}
