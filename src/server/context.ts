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
  /** expiresAt: the token's expiry (epoch ms), where the provider says it. */
  ownerOf(accessToken: string): Promise<{ ok: true; guid: string; expiresAt?: number } | TokenRefusal>;
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
  /**
   * The owner's sign-ins as the provider keeps them (its sessions, with their grants and tokens): the local provider's.
   * None for another provider, which keeps its own sessions (the calls answer 404).
   */
  signIns: OwnerSignIns | undefined;
}

/** Where a browser was seen: the user agent it sent and the address it came from, as the service received them. */
export interface SeenFrom {
  userAgent: string | undefined;
  address: string;
}

/** One browser or app signed in to the owner's account at the provider (one of its sessions). */
export interface SignInRecord {
  /** Names it on this account: random, not the provider's session id. */
  id: string;
  /** As the browser last sent it (at sign-in or a token swap); null when not known. */
  userAgent: string | null;
  /** Its last address, shortened (shared/network.ts); null when not known. */
  network: string | null;
  startedAt: string;
  lastActiveAt: string;
  /** The sign-in of the access token that asked. */
  current: boolean;
}

/** Ending a sign-in by its id: done, no such sign-in of the owner, or the asking browser's own (it signs out instead). */
export type EndSignInOutcome = 'ended' | 'unknown' | 'current';

/**
 * The devices and sign-ins list (what Keycloak's account console calls device activity): each live session of the
 * owner, told apart by the access token that asks. Ending one destroys its session and revokes its grants with their
 * codes and tokens, so that browser's next refresh fails and it must sign in again.
 */
export interface OwnerSignIns {
  /** Every live sign-in, the asking one first (marked active now), then the most recently active first. */
  list(owner: { guid: string }, accessToken: string): SignInRecord[];
  end(owner: { guid: string }, id: string, accessToken: string): EndSignInOutcome;
  /** Every sign-in but the asking one (as Keycloak's DELETE /account/sessions without current=true). */
  endOthers(owner: { guid: string }, accessToken: string): void;
  /** A browser swapped its refresh token for this access token: its sign-in is active now, from there. */
  refreshed(accessToken: string, from: SeenFrom): void;
}
