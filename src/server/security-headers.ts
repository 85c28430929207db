import type { FastifyInstance } from 'fastify';

/** No inline script or style and no eval anywhere: the app bundle, the IdP pages and the API answers alike. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * Scripts, stylesheets and fonts are never documents: a CSP, framing or referrer rule on them does nothing,
 * and the app loads some twenty of them (each header is bytes on every first visit). nosniff still applies.
 */
const NOT_A_DOCUMENT = /^(text\/javascript|application\/javascript|text\/css|font\/)/;

/** Registered on the root instance, so every reply gets them: routes, 404s and errors. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && NOT_A_DOCUMENT.test(type)) reply.header('X-Content-Type-Options', SECURITY_HEADERS['X-Content-Type-Options']);
    else reply.headers(SECURITY_HEADERS);
    return payload;
  });
}
