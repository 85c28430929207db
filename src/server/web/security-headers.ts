import type { FastifyInstance } from 'fastify';

/**
 * No inline script or style and no eval anywhere: the app bundle, the IdP pages and the API answers alike.
 * The policy is the served environment's (src/generated/csp.ts), built from the hosts its data names.
 */
export const OTHER_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * Scripts, stylesheets and fonts are never documents: a CSP, framing or referrer rule on them does nothing,
 * and the app loads some twenty of them (each header is bytes on every first visit). nosniff still applies.
 */
const NOT_A_DOCUMENT = /^(text\/javascript|application\/javascript|text\/css|font\/)/;

/** The headers of every document (and of every answer whose type is not known before it is written). */
export function documentHeaders(contentSecurityPolicy: string): Readonly<Record<string, string>> {
  return { 'Content-Security-Policy': contentSecurityPolicy, ...OTHER_HEADERS };
}

/**
 * Registered on the root instance, so every reply gets them: routes, 404s and errors (a reply whose route set a
 * policy of its own keeps that one). A hijacked reply (the
 * provider library writes its own) skips this hook: it sets documentHeaders on the raw response itself.
 */
export function installSecurityHeaders(app: FastifyInstance, contentSecurityPolicy: string): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && NOT_A_DOCUMENT.test(type))
      reply.header('X-Content-Type-Options', OTHER_HEADERS['X-Content-Type-Options']);
    else {
      // A route that set its own policy keeps it: the app's pages allow the start styles they carry (static-app.ts).
      if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', contentSecurityPolicy);
      reply.headers(OTHER_HEADERS);
    }
    return payload;
  });
}
