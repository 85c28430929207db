import { site } from '../../generated/site';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendError } from '../http-errors';
import { localeChain } from '../locale';

/** The assistant answers this long after a message arrives (a reply that comes at once reads as canned). */
export const CHAT_ANSWER_DELAY_MS = 300;
/** A session nobody has written to or listened on for this long is gone. */
export const CHAT_SESSION_IDLE_MS = 10 * 60 * 1000;
/** At most this many live sessions; one more is refused with 429, so memory stays bounded. */
export const CHAT_MAX_SESSIONS = 1000;
/** Longest message accepted; the browser's input has the same limit (src/features/help/chat-config.ts). */
export const CHAT_TEXT_MAX_LENGTH = site.help.chatTextMaxLength;
/** How often expired sessions are swept when no request comes to do it. */
const SWEEP_EVERY_MS = 60 * 1000;
/** A comment line on every open stream this often, so proxies do not cut an idle connection. */
const HEARTBEAT_MS = 15 * 1000;
/** What a refused client is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 60;
/** EventSource waits this long before reconnecting after a dropped stream. */
const RECONNECT_MS = 3000;

type Topic = 'hours' | 'password' | 'dealer' | 'vehicle';

interface Language {
  greeting: string;
  placeholder: string;
  /** Whole words or word sequences, lower case, that name a topic. */
  keywords: Record<Topic, string[]>;
  answers: Record<Topic, string>;
  fallback: string;
}

/** Checked in this order: "password for my car" is about the password. */
const TOPICS: Topic[] = ['hours', 'password', 'dealer', 'vehicle'];

const ENGLISH: Language = {
  greeting: 'Hello! How can we help you today?',
  placeholder: 'Type your question',
  keywords: {
    hours: ['opening hours', 'opening times', 'hours', 'closed'],
    password: ['password', 'sign in', 'log in', 'login'],
    dealer: ['dealer', 'dealership', 'service centre', 'service center', 'workshop'],
    vehicle: ['vehicle', 'car', 'vin'],
  },
  answers: {
    hours: 'Our support team is available Monday to Friday, 8:00 to 18:00.',
    password: 'To reset your password, choose "Forgot password?" on the sign-in page and follow the link we email you.',
    dealer: 'You can choose your preferred dealer under Account settings, then Preferred dealer.',
    vehicle: 'To add a vehicle, open your garage and choose "Add vehicle"; you will need its VIN.',
  },
  fallback: 'A support agent will join shortly. Thank you for waiting.',
};

/** A few languages of the reference service; a locale's chain (de-at, de, en) ends in English. */
const LANGUAGES: Record<string, Language> = {
  en: ENGLISH,
  de: {
    greeting: 'Hallo! Wie können wir Ihnen helfen?',
    placeholder: 'Ihre Frage',
    keywords: {
      hours: ['öffnungszeiten', 'geöffnet', 'erreichbar'],
      password: ['passwort', 'kennwort', 'anmelden', 'anmeldung'],
      dealer: ['händler', 'haendler', 'werkstatt', 'autohaus'],
      vehicle: ['fahrzeug', 'auto', 'fin'],
    },
    answers: {
      hours: 'Unser Kundenservice ist montags bis freitags von 8:00 bis 18:00 Uhr erreichbar.',
      password: 'Wählen Sie auf der Anmeldeseite „Passwort vergessen?“ und folgen Sie dem Link in unserer E-Mail.',
      dealer: 'Ihren bevorzugten Händler wählen Sie unter Kontoeinstellungen, Bevorzugter Händler.',
      vehicle: 'Um ein Fahrzeug hinzuzufügen, öffnen Sie Ihre Garage und wählen Sie „Fahrzeug hinzufügen“; Sie brauchen die FIN.',
    },
    fallback: 'Gleich ist ein Mitarbeiter für Sie da. Vielen Dank für Ihre Geduld.',
  },
  fr: {
    greeting: 'Bonjour ! Comment pouvons-nous vous aider ?',
    placeholder: 'Votre question',
    keywords: {
      hours: ['horaires', 'ouvert', 'ouverture'],
      password: ['mot de passe', 'connexion', 'se connecter'],
      dealer: ['concessionnaire', 'concession', 'atelier'],
      vehicle: ['véhicule', 'vehicule', 'voiture', 'vin'],
    },
    answers: {
      hours: 'Notre service client est joignable du lundi au vendredi, de 8 h à 18 h.',
      password: 'Choisissez « Mot de passe oublié ? » sur la page de connexion et suivez le lien que nous vous envoyons.',
      dealer: 'Vous pouvez choisir votre concessionnaire préféré dans Paramètres du compte, Concessionnaire préféré.',
      vehicle: 'Pour ajouter un véhicule, ouvrez votre garage et choisissez « Ajouter un véhicule » ; il vous faut son VIN.',
    },
    fallback: 'Un conseiller va vous répondre dans un instant. Merci de votre patience.',
  },
};

function languageOf(locale: string | undefined): Language {
  if (locale === undefined) return ENGLISH;
  return localeChain(locale).map((l) => LANGUAGES[l]).find((l) => l !== undefined) ?? ENGLISH;
}

/** The message's words, lower case, one space apart, padded so a keyword matches whole words only. */
function wordsOf(text: string): string {
  return ` ${(text.toLowerCase().match(/[\p{L}\p{M}\p{Nd}]+/gu) ?? []).join(' ')} `;
}

/**
 * The assistant's answer to a message: the first topic whose keyword (in the session's language or in
 * English, which owners everywhere type) the message contains, else a promise of a human.
 */
export function botAnswer(text: string, locale?: string): string {
  const language = languageOf(locale);
  const words = wordsOf(text);
  const mentions = (l: Language, topic: Topic) => l.keywords[topic].some((k) => words.includes(` ${k} `));
  const topic = TOPICS.find((t) => mentions(language, t) || mentions(ENGLISH, t));
  return topic ? language.answers[topic] : language.fallback;
}

/** The chat configuration content serves per country and locale (src/features/help/chat-config.ts reads it). */
export function chatConfigFor(locale: string): { enabled: boolean; greeting: string; placeholder: string } {
  const { greeting, placeholder } = languageOf(locale);
  return { enabled: true, greeting, placeholder };
}

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
const CONFIG_PARAMS = { type: 'object', required: ['country', 'locale'], properties: { country: COUNTRY, locale: LOCALE } } as const;
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
  const countries = new Set(options.countries.map((c) => c.toUpperCase()));
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
    countries.has(req.params.country.toUpperCase()) ? chatConfigFor(req.params.locale) : sendError(reply, 404, 'no chat for this country');
  app.get<{ Params: { country: string; locale: string } }>('/chat/:country/:locale/config', { schema: { params: CONFIG_PARAMS } }, config);
  for (const folder of ['guxeu', 'guxeu-beta']) {
    app.get<{ Params: { country: string; locale: string } }>(`/content/${folder}/:country/:locale/configuration/chat.json`, { schema: { params: CONFIG_PARAMS } }, config);
  }

  app.post<{ Querystring: { locale?: string } }>('/chat/sessions', {
    schema: { querystring: { type: 'object', additionalProperties: false, properties: { locale: LOCALE } } },
  }, async (req, reply) => {
    sweep();
    if (sessions.size >= maxSessions) {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 429, 'too many chat sessions, try again later');
    }
    const sessionId = newId();
    sessions.set(sessionId, { locale: req.query.locale, lastActive: now(), pending: [], streams: new Set() });
    return reply.code(201).send({ sessionId });
  });

  const deliver = (id: string, event: string) => {
    const session = sessions.get(id);
    if (!session) return; // expired meanwhile: nobody to tell
    if (session.streams.size === 0) session.pending.push(event);
    for (const stream of session.streams) stream.write(event);
  };

  app.post<{ Params: { id: string }; Body: { text: string } }>('/chat/sessions/:id/messages', {
    schema: { params: SESSION_PARAMS, body: MESSAGE_BODY },
  }, async (req, reply) => {
    const session = live(req.params.id);
    if (!session) return sendError(reply, 404, 'chat session not found');
    const event = messageEvent(botAnswer(req.body.text, session.locale));
    const timer = setTimeout(() => {
      answerTimers.delete(timer);
      deliver(req.params.id, event);
    }, answerDelay);
    answerTimers.add(timer);
    return reply.code(202).send();
  });

  app.get<{ Params: { id: string } }>('/chat/sessions/:id/events', { schema: { params: SESSION_PARAMS } }, async (req, reply) => {
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
  });
};
