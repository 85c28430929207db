/*
 * The owner API's test files share one set-up: the service with its provider on a fresh database, a clock the test
 * moves, and a few owners signed in before the tests.
 */
import type { FastifyInstance } from 'fastify';
import type { HttpClient } from './http';
import { signIn, startService, tempDir, testClock, type Tokens } from './server';
import { SERVICE_START_TIMEOUT_MS } from './timeouts';
import type { ServerOptions } from '../../src/server/build-server';

export interface OwnerApiUnderTest<Name extends string> {
  /** The clock the service reads: `clock.advance(seconds)`. */
  clock: ReturnType<typeof testClock>;
  /** Requests to the started service, over a real socket. */
  app: HttpClient;
  /** Each named owner's tokens from a sign-in before the tests. */
  owners: Record<Name, Tokens>;
  /** The service's SQLite file: a test may open a second connection to see (or set up) what is stored. */
  dbFile: string;
}

/**
 * Starts the service before the file's tests and signs the owners in (`{ us: 'michael.johnson@example.com' }`), and
 * closes it after them. The returned app and tokens are filled in by that hook, so they may be destructured at the
 * top of the file and read inside a test or a later hook.
 */
export function ownerApiUnderTest<Name extends string>(
  emails: Record<Name, string>,
  options: Omit<ServerOptions, 'publicOrigin' | 'dbFile' | 'now'> = {},
): OwnerApiUnderTest<Name> {
  const tmp = tempDir();
  const clock = testClock();
  const names = Object.keys(emails) as Name[];
  const owners = Object.fromEntries(names.map((name) => [name, {}])) as Record<Name, Tokens>;
  let started: { server: FastifyInstance; app: HttpClient } | undefined;
  beforeAll(async () => {
    started = await startService({ dbFile: tmp.dbFile, now: clock.now, ...options });
    for (const name of names) Object.assign(owners[name], await signIn(started.app, emails[name]));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(async () => {
    await started?.server.close();
    tmp.remove();
  });
  const get = () => {
    if (!started) throw new Error('the service starts in beforeAll: use it inside a test or a hook');
    return started.app;
  };
  return {
    clock,
    owners,
    dbFile: tmp.dbFile,
    app: {
      get base() {
        return get().base;
      },
      inject: (request) => get().inject(request),
    },
  };
}

/** The headers with the content type of a JSON body. */
export const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
