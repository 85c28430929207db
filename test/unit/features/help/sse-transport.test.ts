import type { ChatMessage } from '../../../../src/features/help/chat-transport';
import { readChatMessage, sseTransport, type EventStream } from '../../../../src/features/help/sse-transport';

/** An EventSource stand-in the test drives. */
class FakeStream implements EventStream {
  readyState = 0;
  closed = false;
  private readonly handlers = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(data: string) {
    this.handlers.get('message')?.forEach((h) => h({ data } as MessageEvent<string>));
  }
  fail() {
    this.readyState = 2;
    this.handlers.get('error')?.forEach((h) => h({} as MessageEvent<string>));
  }
}

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function setup(answers: Record<string, number[]>) {
  const calls: Call[] = [];
  const streams: FakeStream[] = [];
  let sessions = 0;
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = url.replace(/\?.*/, '').replace(/sessions\/[^/]+/, 'sessions/:id');
    const status = answers[key]?.shift() ?? (key === '/chat/sessions' ? 201 : 202);
    const body =
      key === '/chat/sessions' && status === 201 ? JSON.stringify({ sessionId: `s${(sessions += 1)}` }) : null;
    return new Response(body, { status });
  });
  const transport = sseTransport({
    locale: 'de-de',
    fetch,
    openStream: (url) => {
      const s = new FakeStream(url);
      streams.push(s);
      return s;
    },
  });
  return { transport, calls, streams };
}

it("opens a session in the page's locale on the first message, then posts the message as JSON", async () => {
  const { transport, calls } = setup({});
  await transport.send('Hallo');
  expect(calls.map((c) => [c.init?.method, c.url])).toEqual([
    ['POST', '/chat/sessions?locale=de-de'],
    ['POST', '/chat/sessions/s1/messages'],
  ]);
  expect(calls[0]?.init?.body).toBeUndefined();
  expect(calls[1]?.init).toMatchObject({ headers: { 'content-type': 'application/json' }, body: '{"text":"Hallo"}' });
  await transport.send('Noch etwas');
  expect(calls).toHaveLength(3); // one session
});

it("passes the assistant's messages to listeners and ignores anything else on the stream", async () => {
  const { transport, streams } = setup({});
  const got: ChatMessage[] = [];
  transport.onMessage((m) => got.push(m));
  await transport.send('Hallo');
  expect(streams.map((s) => s.url)).toEqual(['/chat/sessions/s1/events']);
  streams[0]?.emit('{"from":"bot","text":"Guten Tag"}');
  streams[0]?.emit('{"from":"user","text":"spoofed"}');
  streams[0]?.emit('not json');
  expect(got).toEqual([{ from: 'bot', text: 'Guten Tag' }]);
});

it('opens no stream before anyone listens, and closes it when the last listener leaves', async () => {
  const { transport, streams } = setup({});
  await transport.send('Hallo');
  expect(streams).toHaveLength(0);
  const off = transport.onMessage(() => undefined);
  expect(streams).toHaveLength(1);
  off();
  expect(streams[0]?.closed).toBe(true);
  transport.onMessage(() => undefined);
  expect(streams).toHaveLength(2); // the same session, listened to again
  expect(streams[1]?.url).toBe('/chat/sessions/s1/events');
});

it('starts a new session when the old one has expired (404), once', async () => {
  const { transport, calls, streams } = setup({ '/chat/sessions/:id/messages': [404] });
  transport.onMessage(() => undefined);
  await transport.send('Hallo');
  expect(calls.map((c) => c.url)).toEqual([
    '/chat/sessions?locale=de-de',
    '/chat/sessions/s1/messages',
    '/chat/sessions?locale=de-de',
    '/chat/sessions/s2/messages',
  ]);
  expect(streams.map((s) => [s.url, s.closed])).toEqual([
    ['/chat/sessions/s1/events', true],
    ['/chat/sessions/s2/events', false],
  ]);
});

it('rejects a refused message or session, and tries a new session on the next message', async () => {
  const { transport, calls } = setup({ '/chat/sessions': [429], '/chat/sessions/:id/messages': [400] });
  await expect(transport.send('Hallo')).rejects.toThrow('chat session refused (429)');
  await expect(transport.send('Hallo')).rejects.toThrow('chat message refused (400)');
  expect(calls.map((c) => c.url)).toEqual([
    '/chat/sessions?locale=de-de',
    '/chat/sessions?locale=de-de',
    '/chat/sessions/s1/messages',
  ]);
});

it('reopens the stream on the next message after EventSource gave up', async () => {
  const { transport, streams } = setup({});
  transport.onMessage(() => undefined);
  await transport.send('Hallo');
  streams[0]?.fail();
  await transport.send('Noch da?');
  expect(streams).toHaveLength(2);
});

it('close() ends the stream', async () => {
  const { transport, streams } = setup({});
  transport.onMessage(() => undefined);
  await transport.send('Hallo');
  transport.close();
  expect(streams[0]?.closed).toBe(true);
});

it('reads only assistant messages with a text', () => {
  expect(readChatMessage('{"from":"bot","text":"Hi"}')).toEqual({ from: 'bot', text: 'Hi' });
  expect(readChatMessage('{"from":"bot"}')).toBeNull();
  expect(readChatMessage('null')).toBeNull();
  expect(readChatMessage(undefined)).toBeNull();
});
