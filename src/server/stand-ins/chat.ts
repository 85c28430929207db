import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { botAnswer, chatConfigFor } from './chat-bot';
import { site } from '../../generated/site';
import { sendError } from '../shared/http-errors';

/** The assistant answers this long after a message arrives (a reply that comes at once reads as canned). */
export const CHAT_ANSWER_DELAY_MS = 300;
/** A session nobody has written to or listened on for this long is gone. */
export const CHAT_SESSION_IDLE_MS = 10 * 60 * 1000;
/** At most this many live sessions; one more is refused with 429, so memory stays bounded. */
export const CHAT_MAX_SESSIONS = 1000;
/** Longest message accepted; the browser's input has the same limit (src/features/help/components/chat.tsx, from site.json help.chatTextMaxLength). */
export const CHAT_TEXT_MAX_LENGTH = site.help.chatTextMaxLength;
/** How often expired sessions are swept when no request comes to do it. */
const SWEEP_EVERY_MS = 60 * 1000;
/** A comment line on every open stream this often, so proxies do not cut an idle connection. */
const HEARTBEAT_MS = 15 * 1000;
/** What a refused client is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 60;
/** EventSource waits this long before reconnecting after a dropped stream. */
const RECONNECT_MS = 3000;

export interface ChatRouteOptions {
  /** Country codes with chat: markets/chat.json's countries. */
  countries: readonly string[];
  answerDelayMs?: number;
  maxSessions?: number;
  idleMs?: number;
  /** Clock of expiry decisions, epoch milliseconds; tests move it. */
  now?: () => number;
  newId?: () => string;
}

interface Session {
  locale: string | undefined;
  lastActive: number;
  /** Answers made while no stream listened, sent when one connects (the first answer can beat the EventSource). */
  pending: string[];
  streams: Set<ServerResponse>;
}

const COUNTRY = { type: 'string', pattern: '^[A-Za-z]{2}$' } as const;
const LOCALE = { type: 'string', pattern: '^[A-Za-z]{2}-[A-Za-z]{2}$' } as const;
const SESSION_ID = { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } as const;
const CONFIG_PARAMS = {
  type: 'object',
  required: ['country', 'locale'],
  properties: { country: COUNTRY, locale: LOCALE },
} as const;
const SESSION_PARAMS = { type: 'object', required: ['id'], properties: { id: SESSION_ID } } as const;
const MESSAGE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  // \S: a message of spaces only is empty.
  properties: { text: { type: 'string', minLength: 1, maxLength: CHAT_TEXT_MAX_LENGTH, pattern: '\\S' } },
} as const;

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  Connection: 'keep-alive',
  // Proxies such as nginx would otherwise buffer the stream and deliver answers late.
  'X-Accel-Buffering': 'no',
} as const;

function messageEvent(text: string): string {
  return `event: message\ndata: ${JSON.stringify({ from: 'bot', text })}\n\n`;
}

/**
 * Help chat of the reference service (spec 002 §2, §9). Sessions live in memory.
 *   GET  /chat/:country/:locale/config        the chat configuration (404 for a country without chat)
 *   GET  /content/guxeu(-beta)/:country/:locale/configuration/chat.json   the same, at the content path
 *   POST /chat/sessions[?locale=de-de]        201 { sessionId }; 429 beyond CHAT_MAX_SESSIONS
 *   POST /chat/sessions/:id/messages          { text } → 202; the answer follows on the stream
 *   GET  /chat/sessions/:id/events            Server-Sent Events: `event: message`, data {"from":"bot","text"}
 * Every answer is Cache-Control: no-store.
 */
export const chatRoutes: FastifyPluginAsync<ChatRouteOptions> = async (app, options) => {
  if (!Array.isArray(options.countries)) throw new Error('chatRoutes needs { countries } (markets/chat.json)');
  const countries = new Set((options.countries as readonly string[]).map((c) => c.toUpperCase()));
  const answerDelay = options.answerDelayMs ?? CHAT_ANSWER_DELAY_MS;
  const maxSessions = options.maxSessions ?? CHAT_MAX_SESSIONS;
  const idle = options.idleMs ?? CHAT_SESSION_IDLE_MS;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomUUID;
  const sessions = new Map<string, Session>();
  const answerTimers = new Set<NodeJS.Timeout>();

  const end = (session: Session) => {
    for (const stream of session.streams) stream.end();
    session.streams.clear();
  };
  const sweep = () => {
    const at = now();
    for (const [id, session] of sessions) {
      if (at - session.lastActive < idle) continue;
      end(session);
      sessions.delete(id);
    }
  };
  const live = (id: string): Session | undefined => {
    sweep();
    const session = sessions.get(id);
    if (session) session.lastActive = now();
    return session;
  };

  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();
  // Before the server closes: an open stream would keep server.close() waiting for ever.
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    answerTimers.forEach((t) => clearTimeout(t));
    sessions.forEach(end);
    sessions.clear();
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const config = async (req: { params: { country: string; locale: string } }, reply: FastifyReply) =>
    countries.has(req.params.country.toUpperCase())
      ? chatConfigFor(req.params.locale)
      : sendError(reply, 404, 'no chat for this country');
  app.get<{ Params: { country: string; locale: string } }>(
    '/chat/:country/:locale/config',
    { schema: { params: CONFIG_PARAMS } },
    config,
  );
  for (const folder of ['guxeu', 'guxeu-beta']) {
    app.get<{ Params: { country: string; locale: string } }>(
      `/content/${folder}/:country/:locale/configuration/chat.json`,
      { schema: { params: CONFIG_PARAMS } },
      config,
    );
  }

  app.post<{ Querystring: { locale?: string } }>(
    '/chat/sessions',
    {
      schema: { querystring: { type: 'object', additionalProperties: false, properties: { locale: LOCALE } } },
    },
    async (req, reply) => {
      sweep();
      if (sessions.size >= maxSessions) {
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return sendError(reply, 429, 'too many chat sessions, try again later');
      }
      const sessionId = newId();
      sessions.set(sessionId, { locale: req.query.locale, lastActive: now(), pending: [], streams: new Set() });
      return reply.code(201).send({ sessionId });
    },
  );

  const deliver = (id: string, event: string) => {
    const session = sessions.get(id);
    if (!session) return; // expired meanwhile: nobody to tell
    if (session.streams.size === 0) session.pending.push(event);
    for (const stream of session.streams) stream.write(event);
  };

  app.post<{ Params: { id: string }; Body: { text: string } }>(
    '/chat/sessions/:id/messages',
    {
      schema: { params: SESSION_PARAMS, body: MESSAGE_BODY },
    },
    async (req, reply) => {
      const session = live(req.params.id);
      if (!session) return sendError(reply, 404, 'chat session not found');
      const event = messageEvent(botAnswer(req.body.text, session.locale));
      const timer = setTimeout(() => {
        answerTimers.delete(timer);
        deliver(req.params.id, event);
      }, answerDelay);
      answerTimers.add(timer);
      return reply.code(202).send();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/chat/sessions/:id/events',
    { schema: { params: SESSION_PARAMS } },
    async (req, reply) => {
      const session = live(req.params.id);
      if (!session) return sendError(reply, 404, 'chat session not found');
      // The stream is written by hand: Fastify's reply (and its compression and onSend hooks) would wait for an end.
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, STREAM_HEADERS);
      stream.write(`retry: ${RECONNECT_MS}\n\n`);
      for (const event of session.pending.splice(0)) stream.write(event);
      session.streams.add(stream);
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      // The response's close, not the request's: the request closes as soon as its (empty) body is read.
      stream.on('close', () => {
        clearInterval(heartbeat);
        session.streams.delete(stream);
      });
      return reply;
    },
  );
};
