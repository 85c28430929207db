import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { ownerPageCalls, type ServiceCall } from '../../../../scripts/bench/service-calls';
import type { HttpClient } from '../../../support/http';
import { startService, tempDir } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

/*
 * Preparing a statement compiles its SQL, which costs more than running a request's small queries: a call the
 * pages make (the service bench's set, scripts/bench/service-calls.ts) prepares nothing once it has been answered
 * once. An access-token check that prepared its owner lookup on every request cost every call a tenth of its
 * throughput.
 */
const tmp = tempDir();
let server: FastifyInstance;
let app: HttpClient;
let calls: ServiceCall[];

beforeAll(async () => {
  ({ server, app } = await startService({ dbFile: tmp.dbFile }));
  calls = await ownerPageCalls(app.base);
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  tmp.remove();
});

it('a page call answered once prepares no statement when it is made again', async () => {
  const prepare = jest.spyOn(Database.prototype, 'prepare');
  const prepared: string[] = [];
  try {
    for (const call of calls) {
      const first = await app.inject({ url: call.path, headers: call.headers });
      expect([call.name, first.statusCode]).toEqual([call.name, 200]);
      prepare.mockClear();
      await app.inject({ url: call.path, headers: call.headers });
      for (const [sql] of prepare.mock.calls) prepared.push(`${call.name}: ${String(sql)}`);
    }
  } finally {
    prepare.mockRestore();
  }
  expect(calls.map((c) => c.name)).toEqual(expect.arrayContaining(['profile', 'orderHistory', 'orderDetails']));
  expect(prepared).toEqual([]);
});
