import type { ChatMessage, ChatTransport } from './chat-transport';

/** The part of EventSource the transport uses (a fake in tests). */
export interface EventStream {
  addEventListener(type: 'message', listener: (event: MessageEvent<string>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  close(): void;
  readonly readyState: number;
}

export interface SseTransportOptions {
  /** Where the chat service is: '' (the default) for this origin, which the CSP's connect-src 'self' allows. */
  base?: string;
  /** The page's locale (de-de): the assistant answers in its language. */
  locale: string;
  fetch?: typeof fetch;
  /** EventSource unless given. */
  openStream?: (url: string) => EventStream;
}

/** EventSource.CLOSED: the stream gave up (the session is gone, or the service refused it). */
const STREAM_CLOSED = 2;
/** A message to an expired session is retried once on a new session. */
const ATTEMPTS = 2;

/** A message event's data, or null when it is not an assistant's message (data from the network is input). */
export function readChatMessage(data: unknown): ChatMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { from, text } = value as Record<string, unknown>;
  return from === 'bot' && typeof text === 'string' ? { from, text } : null;
}

/**
 * The chat over the reference service (src/server/stand-ins/chat.ts): the first message opens a session
 * (POST /chat/sessions), each message is a POST, and answers arrive as Server-Sent Events. The stream is
 * open while someone listens and a session exists; a message to an expired session (404) starts a new one.
 */
export function sseTransport(options: SseTransportOptions): ChatTransport & { close: () => void } {
  const base = options.base ?? '';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const openStream: (url: string) => EventStream = options.openStream ?? ((url) => new EventSource(url));
  const listeners = new Set<(message: ChatMessage) => void>();
  let session: Promise<string> | null = null;
  let sessionId: string | null = null;
  let stream: EventStream | null = null;

  const closeStream = () => {
    stream?.close();
    stream = null;
  };

  const listen = () => {
    if (stream || sessionId === null || listeners.size === 0) return;
    const opened = openStream(`${base}/chat/sessions/${encodeURIComponent(sessionId)}/events`);
    opened.addEventListener('message', (event) => {
      const message = readChatMessage(event.data);
      if (message) listeners.forEach((l) => l(message));
    });
    // EventSource reconnects by itself after a dropped connection; once it has given up, the next message reopens.
    opened.addEventListener('error', () => {
      if (opened.readyState === STREAM_CLOSED && stream === opened) stream = null;
    });
    stream = opened;
  };

  const openSession = async (): Promise<string> => {
    // No body and no content type: the service takes none, and a JSON content type with no body is a 400.
    const res = await doFetch(`${base}/chat/sessions?locale=${encodeURIComponent(options.locale)}`, { method: 'POST' });
    if (res.status !== 201) throw new Error(`chat session refused (${res.status})`);
    const body = (await res.json()) as unknown;
    const id = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).sessionId : undefined;
    if (typeof id !== 'string') throw new Error('chat session without an id');
    sessionId = id;
    listen();
    return id;
  };
  const currentSession = (): Promise<string> => {
    session ??= openSession().catch((error: unknown) => {
      session = null;
      throw error;
    });
    return session;
  };
  const forgetSession = () => {
    closeStream();
    session = null;
    sessionId = null;
  };

  return {
    async send(text) {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const id = await currentSession();
        listen();
        const res = await doFetch(`${base}/chat/sessions/${encodeURIComponent(id)}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        });
        if (res.status === 202) return;
        if (res.status !== 404) throw new Error(`chat message refused (${res.status})`);
        if (sessionId === id) forgetSession();
      }
      throw new Error('chat session lost');
    },
    onMessage(listener) {
      listeners.add(listener);
      listen();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) closeStream();
      };
    },
    close() {
      listeners.clear();
      forgetSession();
    },
  };
}
