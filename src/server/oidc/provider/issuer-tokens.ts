import crypto from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import * as oauth from 'oauth4webapi';
import type { Environment } from '../../../generated/types/environment';
import type { ProviderTokens, SwappedTokens, TokenRefusal } from '../../context';
import type { Db } from '../../db/open';

/** markets/environments/*.json accessTokens, with an issuer on any origin (a test's or a gateway's http one). */
export type AccessTokenCheck = Omit<NonNullable<Environment['accessTokens']>, 'issuer'> & { issuer?: string };

/** What a check learnt about a token: whose it is at the provider, and until when that holds. */
interface Identity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  /** Epoch ms. */
  expiresAt: number;
}

const DEFAULT_CACHE_SECONDS = 60;

/**
 * The access tokens of another provider (the maker's), checked as that issuer publishes them: JWT access tokens
 * against its JWKS (jose), RFC 7662 introspection or its userinfo endpoint (oauth4webapi), whichever the environment
 * says. The provider's subject is mapped to an owner: by an earlier link, else, on first sight, by a verified email
 * (and linked then). The token swap is a standard refresh at the issuer's token endpoint, as the market's client.
 */
export function issuerTokens(
  db: Db,
  check: AccessTokenCheck & { issuer: string },
  now: () => number,
  env: NodeJS.ProcessEnv = process.env,
): ProviderTokens {
  const issuer = new URL(check.issuer);
  // Plain http only for a provider on this machine (tests); anywhere else the libraries insist on https.
  const loopback = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  const http = loopback ? { [oauth.allowInsecureRequests]: true } : {};
  const cacheMs = (check.cacheSeconds ?? DEFAULT_CACHE_SECONDS) * 1000;
  const cache = new Map<string, Identity>();
  let metadata: Promise<oauth.AuthorizationServer> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  const linked = db
    .prepare(
      'SELECT o.guid FROM owner_identities i JOIN owners o ON o.id = i.owner_id WHERE i.issuer = ? AND i.subject = ?',
    )
    .pluck();
  const byEmail = db.prepare('SELECT id, guid FROM owners WHERE lower(email) = lower(?)');
  const link = db.prepare(
    'INSERT OR IGNORE INTO owner_identities (issuer, subject, owner_id, linked_at) VALUES (?, ?, ?, ?)',
  );

  function server(): Promise<oauth.AuthorizationServer> {
    metadata ??= oauth
      .discoveryRequest(issuer, { ...http, algorithm: 'oidc' })
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .catch((error: unknown) => {
        metadata = undefined;
        throw error;
      });
    return metadata;
  }

  async function identify(token: string): Promise<Identity | TokenRefusal> {
    const as = await server();
    if (check.check === 'jwt') {
      if (!as.jwks_uri) throw new Error(`${issuer.href} publishes no jwks_uri`);
      jwks ??= createRemoteJWKSet(new URL(as.jwks_uri));
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer: as.issuer, audience: check.audience });
        return fromClaims(payload, Number(payload.exp) * 1000);
      } catch (error) {
        return { ok: false, reason: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'unknown' };
      }
    }
    if (check.check === 'introspection') {
      const secret = env[check.clientSecretVariable ?? ''];
      if (!check.clientId || !secret) throw new Error('introspection needs the client and its secret variable');
      const client: oauth.Client = { client_id: check.clientId };
      const response = await oauth.introspectionRequest(as, client, oauth.ClientSecretBasic(secret), token, http);
      const answer = await oauth.processIntrospectionResponse(as, client, response);
      if (!answer.active || typeof answer.sub !== 'string') return { ok: false, reason: 'unknown' };
      return fromClaims(answer, answer.exp !== undefined ? answer.exp * 1000 : now() + cacheMs);
    }
    // userinfo: the provider says whose token it is, or refuses it.
    const response = await oauth.userInfoRequest(as, { client_id: 'owner-api' }, token, http);
    if (response.status === 401) return { ok: false, reason: 'unknown' };
    const claims = await oauth.processUserInfoResponse(
      as,
      { client_id: 'owner-api' },
      oauth.skipSubjectCheck,
      response,
    );
    return fromClaims(claims, now() + cacheMs);
  }

  function fromClaims(
    claims: JWTPayload | oauth.UserInfoResponse | oauth.IntrospectionResponse,
    expiresAt: number,
  ): Identity {
    return {
      subject: String(claims.sub),
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      expiresAt,
    };
  }

  /** The owner's guid: the subject's link, else (first sight) the owner of a verified email, linked now. */
  function ownerGuid(identity: Identity): string | undefined {
    const known = linked.get(issuer.href, identity.subject) as string | undefined;
    if (known !== undefined) return known;
    if (!identity.email || !identity.emailVerified) return undefined;
    const owner = byEmail.get(identity.email) as { id: number; guid: string } | undefined;
    if (!owner) return undefined;
    link.run(issuer.href, identity.subject, owner.id, new Date(now()).toISOString());
    return owner.guid;
  }

  return {
    async ownerOf(token) {
      const key = crypto.createHash('sha256').update(token).digest('base64url');
      let identity = cache.get(key);
      if (!identity || identity.expiresAt <= now()) {
        cache.delete(key);
        const found = await identify(token);
        if ('ok' in found) return found;
        identity = { ...found, expiresAt: Math.min(found.expiresAt, now() + cacheMs) };
        if (cache.size > 10_000) cache.clear();
        cache.set(key, identity);
      }
      const guid = ownerGuid(identity);
      return guid === undefined ? { ok: false, reason: 'unknown' } : { ok: true, guid };
    },
    async swap(refreshToken, clientId) {
      if (!clientId) return { ok: false, reason: 'unknown' };
      const as = await server();
      const client: oauth.Client = { client_id: clientId };
      const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, http);
      try {
        const result = await oauth.processRefreshTokenResponse(as, client, response);
        if (result.expires_in === undefined) return { ok: false, reason: 'unknown' };
        const swapped: SwappedTokens = {
          access_token: result.access_token,
          refresh_token: result.refresh_token ?? refreshToken,
          expires_in: result.expires_in,
        };
        return swapped;
      } catch (error) {
        if (error instanceof oauth.ResponseBodyError) return { ok: false, reason: 'unknown' };
        throw error;
      }
    },
  };
}
