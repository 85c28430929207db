import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../../support/http';
import { apiHeaders, signIn, startService, tempDir, testClock, type Tokens } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
const clock = testClock();
let server: FastifyInstance;
let app: HttpClient;
let michael: Tokens;
let james: Tokens;
let giulia: Tokens;
beforeAll(async () => {
  ({ server, app } = await startService({
    dbFile: tmp.dbFile,
    now: clock.now,
    accessTokenTtlSeconds: 3600,
    logLevel: 'silent',
  }));
  michael = await signIn(app, 'michael.johnson@example.com');
  james = await signIn(app, 'james.wilson@example.com');
  giulia = await signIn(app, 'giulia.rossi@example.com');
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  tmp.remove();
});

interface Message {
  id: string;
  date: string;
  subject: string;
  body: string;
  read: boolean;
  category: string;
}
const list = async (who: Tokens) => {
  const res = await app.inject({ url: '/owner/api/v2/messages', headers: apiHeaders(who.access_token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { messages: Message[] }).messages;
};
const markRead = (who: Tokens, id: string) =>
  app.inject({ method: 'PUT', url: `/owner/api/v2/messages/${id}/read`, headers: apiHeaders(who.access_token) });

describe('the messages of the communication center', () => {
  it("lists the owner's own messages only, newest first", async () => {
    const mine = await list(michael);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const dates = mine.map((m) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const theirs = await list(james);
    expect(theirs.every((m) => !mine.some((x) => x.id === m.id))).toBe(true);
    expect(await list(giulia)).toEqual([]);
  });

  it('needs a signed-in owner', async () => {
    expect((await app.inject({ url: '/owner/api/v2/messages', headers: apiHeaders('nope') })).statusCode).toBe(401);
  });

  it("marking read answers 204 and the flag persists; another owner's message is 404 and stays unread", async () => {
    const [first] = (await list(michael)).filter((m) => !m.read);
    const [theirs] = (await list(james)).filter((m) => !m.read);
    expect(first && theirs).toBeTruthy();
    expect((await markRead(michael, theirs!.id)).statusCode).toBe(404);
    expect((await list(james)).find((m) => m.id === theirs!.id)?.read).toBe(false);
    const res = await markRead(michael, first!.id);
    expect(res.statusCode).toBe(204);
    expect((await list(michael)).find((m) => m.id === first!.id)?.read).toBe(true);
    // Again: still 204, still read.
    expect((await markRead(michael, first!.id)).statusCode).toBe(204);
    expect((await list(michael)).find((m) => m.id === first!.id)?.read).toBe(true);
  });

  it('a message that does not exist is 404; a malformed id is 400 with a reason', async () => {
    expect((await markRead(michael, '999999')).statusCode).toBe(404);
    for (const bad of ['abc', '1%27%20OR%201%3D1', '-1', '12345678901234']) {
      const res = await markRead(michael, bad);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toBeTruthy();
    }
  });
});
