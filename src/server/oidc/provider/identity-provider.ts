import { issuerTokens, type AccessTokenCheck } from './issuer-tokens';
import { keptWhileUnchanged } from './kept-token-checks';
import type { LocalProvider } from './local-provider';
import type { Market } from '../../../generated/types/market';
import type { IdentityProvider, ProviderTokens, ServiceContext } from '../../context';
import { endSignIns } from '../accounts/end-sign-ins';
import { signInRecords } from '../accounts/sign-ins';

export interface IdentityProviderOptions {
  /** How access tokens are checked: the environment's data, or what a deployment or a test names. */
  check: AccessTokenCheck;
  markets: Market[];
  /** The service's own provider, when the markets name one. */
  local: LocalProvider | undefined;
  publicOrigin: (() => string) | undefined;
}

/**
 * The provider whose tokens the owner API takes, made before the API and passed to it: the service's own
 * (accessTokens 'local'), or another one the environment names (its issuer, else the markets' issuer path on the
 * configured origin). None when nobody can sign in: every owner call is then a 401.
 */
export function identityProvider(
  service: ServiceContext,
  { check, markets, local, publicOrigin }: IdentityProviderOptions,
): IdentityProvider | undefined {
  const leaving = (owner: { guid: string }) => endSignIns(service.db, owner);
  if (check.check === 'local') {
    if (!local) return undefined;
    const ownerOf = keptWhileUnchanged(
      service.db,
      async (token) => (await local.built()).tokens.ownerOf(token),
      (check.cacheSeconds ?? 0) * 1000,
    );
    return {
      ownerOf,
      swap: async (token) => (await local.built()).tokens.swap(token),
      endSignIns: leaving,
      // Its sessions and grants are in the service's own file: the devices and sign-ins list reads them there.
      signIns: signInRecords(service.db, service.now),
    };
  }
  // Made on first use, as the origin of a service on a free port is known only once it listens.
  let tokens: ProviderTokens | undefined;
  const current = () => {
    if (!tokens) {
      const named = check.issuer ?? markets[0]?.oidcIssuer;
      if (!named) throw new Error('no issuer is named for the access tokens');
      const issuer = new URL(named, publicOrigin?.() ?? 'http://localhost').href;
      tokens = issuerTokens(service.db, { ...check, issuer }, () => service.now().getTime());
    }
    return tokens;
  };
  return {
    ownerOf: (token) => current().ownerOf(token),
    swap: (token, clientId) => current().swap(token, clientId),
    endSignIns: leaving,
    // Another provider keeps its sessions to itself (its own account console lists them).
    signIns: undefined,
  };
}
