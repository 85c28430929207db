import '../../../support/inject-under-jest';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { formatValidationErrors, installErrorHandler } from '../../../../src/server/shared/http-errors';
import {
  CHAT_ANSWER_DELAY_MS,
  CHAT_MAX_SESSIONS,
  CHAT_SESSION_IDLE_MS,
  chatRoutes,
  type ChatRouteOptions,
} from '../../../../src/server/stand-ins/chat';
import { botAnswer } from '../../../../src/server/stand-ins/chat-bot';

const chatFile = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../markets/chat.json'), 'utf8')) as {
  countries: string[];
};

/** A bare service with the chat plugin, configured as buildServer configures the real one. */
async function chatApp(options: Partial<ChatRouteOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ajv: { customOptions: { removeAdditional: false, allErrors: false, coerceTypes: false, useDefaults: false } },
    schemaErrorFormatter: formatValidationErrors,
  });
  installErrorHandler(app);
  await app.register(chatRoutes, { countries: chatFile.countries, ...options });
  return app;
}

async function newSession(app: FastifyInstance, query = ''): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/chat/sessions${query}` });
  expect(res.statusCode).toBe(201);
  return (res.json() as { sessionId: string }).sessionId;
}

function say(app: FastifyInstance, id: string, body: unknown) {
  return app.inject({ method: 'POST', url: `/chat/sessions/${id}/messages`, payload: body as Record<string, unknown> });
}

describe('the assistant', () => {
  it('answers from its keyword table, in whole words', () => {
    expect(botAnswer('What are your opening hours?')).toMatch(/Monday to Friday/);
    expect(botAnswer('I forgot my PASSWORD')).toMatch(/Forgot password/);
    expect(botAnswer('Where is my dealer?')).toMatch(/preferred dealer/);
    expect(botAnswer('How do I add a car?')).toMatch(/add a vehicle/);
    expect(botAnswer('I have a scar')).toBe('A support agent will join shortly. Thank you for waiting.');
  });

  it('takes the first topic: a password question about a car is about the password', () => {
    expect(botAnswer('password for my car')).toMatch(/reset your password/);
  });

  it('answers in the language of the session, and understands English keywords there too', () => {
    expect(botAnswer('Ich habe mein Passwort vergessen', 'de-at')).toMatch(/Passwort vergessen/);
    expect(botAnswer('password', 'de-de')).toMatch(/Anmeldeseite/);
    expect(botAnswer('Où est mon concessionnaire ?', 'fr-be')).toMatch(/concessionnaire préféré/);
    expect(botAnswer('Bonjour', 'fr-fr')).toBe(
      'Un conseiller va vous répondre dans un instant. Merci de votre patience.',
    );
  });

  it('speaks English for a language it lacks', () => {
    expect(botAnswer('vehicle', 'it-it')).toMatch(/add a vehicle/);
  });
});

describe('chat configuration', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await chatApp();
  });
  afterAll(() => app.close());

  it('answers it in the language of the locale for a chat country, any case', async () => {
    const de = await app.inject('/chat/de/de-de/config');
    expect(de.statusCode).toBe(200);
    expect(de.json()).toEqual({
      enabled: true,
      greeting: 'Hallo! Wie können wir Ihnen helfen?',
      placeholder: 'Ihre Frage',
    });
    expect((await app.inject('/chat/BE/fr-BE/config')).json()).toMatchObject({
      greeting: 'Bonjour ! Comment pouvons-nous vous aider ?',
    });
  });

  it('falls back to English', async () => {
    expect((await app.inject('/chat/it/it-it/config')).json()).toMatchObject({
      greeting: 'Hello! How can we help you today?',
    });
  });

  it('serves the same at the content paths, published and beta', async () => {
    const expected = (await app.inject('/chat/at/de-at/config')).json() as unknown;
    for (const folder of ['guxeu', 'guxeu-beta']) {
      const res = await app.inject(`/content/${folder}/at/de-at/configuration/chat.json`);
      expect([folder, res.statusCode, res.json()]).toEqual([folder, 200, expected]);
    }
  });

  it('is 404 for a country without chat, 400 for a malformed locale', async () => {
    const us = await app.inject('/chat/us/en-us/config');
    expect(us.statusCode).toBe(404);
    expect(us.json()).toMatchObject({ statusCode: 404, message: 'no chat for this country' });
    const bad = await app.inject('/chat/de/deutsch/config');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringContaining('locale') });
  });

  it('answers Cache-Control: no-store, refusals included', async () => {
    for (const url of ['/chat/de/de-de/config', '/chat/us/en-us/config', '/chat/de/x/config']) {
      expect([url, (await app.inject(url)).headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });
});

describe('sessions and messages', () => {
  let clock: number;
  let app: FastifyInstance;
  beforeEach(async () => {
    clock = Date.parse('2026-11-23T10:00:00Z');
    app = await chatApp({ now: () => clock, maxSessions: 3 });
  });
  afterEach(() => app.close());

  it('keeps the spec limits: 1000 sessions, 10 minutes idle, answers after 300 ms', () => {
    expect([CHAT_MAX_SESSIONS, CHAT_SESSION_IDLE_MS, CHAT_ANSWER_DELAY_MS]).toEqual([1000, 600000, 300]);
  });

  it('opens a session with a random id and accepts a message with 202', async () => {
    const a = await newSession(app);
    const b = await newSession(app, '?locale=de-de');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    const res = await say(app, a, { text: 'Hello' });
    expect(res.statusCode).toBe(202);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a session beyond the limit with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) await newSession(app);
    const res = await app.inject({ method: 'POST', url: '/chat/sessions' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });

  it('forgets a session idle for 10 minutes, which frees its place', async () => {
    const kept = await newSession(app);
    const dropped = await newSession(app);
    await newSession(app);
    clock += CHAT_SESSION_IDLE_MS - 1;
    expect((await say(app, kept, { text: 'still here' })).statusCode).toBe(202);
    clock += 1;
    expect((await say(app, dropped, { text: 'hello?' })).statusCode).toBe(404);
    expect((await say(app, kept, { text: 'and now?' })).statusCode).toBe(202);
    await newSession(app); // two places were freed
    await newSession(app);
  });

  it('refuses bad messages with 400 and a reason', async () => {
    const id = await newSession(app);
    const cases: [unknown, RegExp][] = [
      [{ text: '' }, /body\.text must NOT have fewer than 1 characters/],
      [{ text: '   ' }, /body\.text must match pattern/],
      [{ text: 'x'.repeat(501) }, /body\.text must NOT have more than 500 characters/],
      [{}, /must have required property 'text'/],
      [{ text: 42 }, /body\.text must be string/],
      [{ text: 'hi', from: 'bot' }, /must NOT have additional property 'from'/],
    ];
    for (const [body, reason] of cases) {
      const res = await say(app, id, body);
      expect([body, res.statusCode]).toEqual([body, 400]);
      expect((res.json() as { message: string }).message).toMatch(reason);
    }
    expect((await say(app, id, { text: 'x'.repeat(500) })).statusCode).toBe(202);
  });

  it('is 404 for an unknown session and 400 for a malformed id or locale', async () => {
    expect((await say(app, '0b6f3a52-4d0e-4c5e-9b8e-2f6a1c9d7e10', { text: 'hi' })).statusCode).toBe(404);
    expect((await app.inject('/chat/sessions/unknown/events')).statusCode).toBe(404);
    expect((await say(app, 'no%20spaces', { text: 'hi' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/chat/sessions?locale=german' })).statusCode).toBe(400);
  });
});

describe('answers over Server-Sent Events', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await chatApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  /** Reads the stream until it holds a message event; resolves with the events' data. */
  async function nextMessage(body: ReadableStream<Uint8Array>): Promise<unknown> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended: ${text}`);
      text += decoder.decode(value, { stream: true });
      const event = /event: message\ndata: (.*)\n\n/.exec(text);
      if (event) {
        await reader.cancel();
        return JSON.parse(event[1] as string);
      }
    }
  }

  async function post(url: string, body?: unknown): Promise<Response> {
    return fetch(
      `${base}${url}`,
      body === undefined
        ? { method: 'POST' }
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  }

  it('sends the answer as a message event 300 ms after the message, with no-store', async () => {
    const { sessionId } = (await (await post('/chat/sessions?locale=en-gb')).json()) as { sessionId: string };
    const events = await fetch(`${base}/chat/sessions/${sessionId}/events`);
    expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(events.headers.get('cache-control')).toBe('no-store');
    const sent = Date.now();
    expect((await post(`/chat/sessions/${sessionId}/messages`, { text: 'I forgot my password' })).status).toBe(202);
    const message = await nextMessage(events.body as ReadableStream<Uint8Array>);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(CHAT_ANSWER_DELAY_MS - 20); // timers may fire a hair early
    expect(message).toEqual({ from: 'bot', text: botAnswer('password') });
  });

  it('keeps an answer made before the stream connects and sends it on connecting', async () => {
    const { sessionId } = (await (await post('/chat/sessions?locale=de-de')).json()) as { sessionId: string };
    await post(`/chat/sessions/${sessionId}/messages`, { text: 'Wo ist mein Händler?' });
    await new Promise((resolve) => {
      setTimeout(resolve, CHAT_ANSWER_DELAY_MS + 100);
    });
    const events = await fetch(`${base}/chat/sessions/${sessionId}/events`);
    expect(await nextMessage(events.body as ReadableStream<Uint8Array>)).toEqual({
      from: 'bot',
      text: botAnswer('Händler', 'de-de'),
    });
  });
});
