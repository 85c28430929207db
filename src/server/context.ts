import type { Db } from './db/open';
import type { LimiterStore } from './shared/attempt-throttle';

/** What every part of the service shares: made once by build-server.ts and handed to each service's plugin. */
export interface ServiceContext {
  db: Db;
  /** Clock of every expiry decision; tests move it forward. */
  now: () => Date;
  accessTokenTtlSeconds: number;
  /** Where tries and mail-sending requests are counted (the SQLite file, or a store every instance shares). */
  limits: LimiterStore;
}

/** Why a token does not stand for an owner. */
export type TokenRefusal = { ok: false; reason: 'expired' | 'unknown' };

export interface SwappedTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/**
 * What the owner API (the gateway's part of the service) asks of the identity provider: who an access token stands
 * for, checked against the provider's own records so a sign-out or a revoked grant ends it at once, and the spec's
 * token swap, which is a standard refresh at the provider's token endpoint.
 */
export interface ProviderTokens {
  ownerOf(accessToken: string): Promise<{ ok: true; guid: string } | TokenRefusal>;
  /** clientId: the market's client, which another provider's refresh names (the local one reads it from the token). */
  swap(refreshToken: string, clientId?: string): Promise<SwappedTokens | TokenRefusal>;
}

/** The identity provider as the owner API meets it: made before the API (build-server.ts), and passed to it. */
export interface IdentityProvider extends ProviderTokens {
  /**
   * Ends every sign-in of an owner who leaves, inside the transaction that deletes them: the local provider's
   * grants, tokens and sessions. Another provider keeps its own sessions (its subject link goes with the owner).
   */
  endSignIns(owner: { guid: string }): void;
}
