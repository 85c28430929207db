import path from 'node:path';

/*
 * Fastify's inject() loads light-my-request, which requires cookie@2: an ES module only, which Jest's
 * CommonJS runtime cannot load (plain Node 20 can). light-my-request takes one function from it,
 * stringifySetCookie, used only for cookies passed to inject(); the server tests pass none. This stands
 * in for it inside Jest only (doMock: not hoisted, applies to later requires). Import before the first inject().
 */
// The bench's sign-in (scripts/bench/owner-token.ts) loads this harness under plain Node, where nothing needs it.
const underJest = typeof jest !== 'undefined';
const lightMyRequest = path.dirname(require.resolve('light-my-request'));
const cookieModule = require.resolve('cookie', { paths: [lightMyRequest] });

if (underJest)
  jest.doMock(cookieModule, () => ({
    stringifySetCookie: (cookie: { name: string; value: string }) =>
      `${cookie.name}=${encodeURIComponent(cookie.value)}`,
  }));

/*
 * The same for @fastify/static (loaded when the service serves a built app): it requires content-disposition@3,
 * an ES module only, for reply.download(), which the service never calls.
 */
const staticPlugin = path.dirname(require.resolve('@fastify/static'));
if (underJest)
  jest.doMock(require.resolve('content-disposition', { paths: [staticPlugin] }), () => ({
    create: (filename: string) => `attachment; filename="${filename.replace(/["\\]/g, '')}"`,
  }));
