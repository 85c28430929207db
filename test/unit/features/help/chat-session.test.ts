import type { UnknownAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, take } from 'redux-saga/effects';
import type { ApiClient, ApiResult } from '../../../../src/api/client';
import type { ChatConfig } from '../../../../src/features/help/chat-config';
import type { ChatMessage } from '../../../../src/features/help/chat-transport';
import { helpFeature } from '../../../../src/features/help/feature';
import type { HelpChat, HelpServices } from '../../../../src/features/help/services';
import {
  chatConfigLoaded,
  chatSendRequested,
  chatSendSettled,
  help,
  helpAreaLeft,
  helpAreaShown,
  panelOpenChanged,
  selectHelp,
  type HelpRootState,
} from '../../../../src/features/help/slice';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { scriptWanted } from '../../../../src/lib/events/analytics';
import { recordingLog, runSaga } from '../../../support/saga';
import { fixtureTables } from '../../../support/site-tables';

const enabled: ChatConfig = {
  enabled: true,
  greeting: 'Hello! How can we help you today?',
  placeholder: 'Type your question',
};

/** Content's answer to the chatConfig call, as the client gives it. */
type Answer = () => Promise<ApiResult<unknown>>;
const ok =
  (data: unknown): Answer =>
  async () => ({ kind: 'ok', status: 200, data });

/** A market of a chat country, its codes as the market table has them. */
const market = { countryCode: 'DE', languageRegionCode: 'de-DE' };

/** A chat whose configuration (the client's answer), service and tab records the test decides, with what was asked of them. */
function fakeChat(config: Answer, send: (text: string) => Promise<void> = async () => undefined) {
  const records = { started: 0, stopped: 0 };
  const asked: unknown[][] = [];
  const sent: string[] = [];
  const listeners = new Set<(m: ChatMessage) => void>();
  let closed = 0;
  const call = (...args: unknown[]) => {
    asked.push(args);
    return config();
  };
  const chat: HelpChat = {
    client: { call: call as ApiClient['call'] },
    market,
    startTabRecord: () => {
      records.started += 1;
      return {
        stop: () => {
          records.stopped += 1;
        },
      };
    },
    transport: {
      send: (text) => {
        sent.push(text);
        return send(text);
      },
      onMessage: (listener) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      close: () => {
        closed += 1;
      },
    },
  };
  return {
    chat,
    asked,
    records,
    sent,
    listeners,
    answer: (m: ChatMessage) => listeners.forEach((l) => l(m)),
    closed: () => closed,
  };
}

function context(chat: HelpChat | null): HelpServices {
  // The pop-up was seen today: these tests are about the chat.
  const helpPopupEnv = {
    readCookies: () => 'help_popup_seen=1',
    writeCookie: jest.fn(),
    secure: false,
    now: () => new Date(),
    sinceLoad: () => 0,
  };
  return {
    webview: false,
    log: recordingLog().log,
    tables: fixtureTables,
    pageSettled: async () => undefined,
    helpPopupEnv,
    helpChat: chat,
  };
}

/** Lets the sagas finish what the last action started (the chat continues after the driver hears its configuration). */
const settle = () => Promise.resolve();

/**
 * The app's help sagas while the help area is on the page: shown, `whileShown` once the chat has its configuration
 * (or at once outside the chat countries), then gone.
 */
function visit(options: { configured?: boolean; whileShown?: () => Generator } = {}) {
  return function* driver() {
    const sagas = (yield all(helpFeature.sagas.map((saga) => fork(saga)))) as Task[];
    yield put(helpAreaShown());
    if (options.configured ?? true) yield take(chatConfigLoaded.type);
    yield call(settle);
    if (options.whileShown) yield* options.whileShown();
    yield put(helpAreaLeft());
    yield cancel(sagas);
  };
}

const types = (seen: UnknownAction[]) => seen.map((a) => a.type);
const stateOf = (state: Record<string, unknown>) => selectHelp(state as HelpRootState);

describe('the chat configuration', () => {
  it("is asked of the one client for the market's country and locale, in lower case", async () => {
    const fake = fakeChat(ok(enabled));
    await runSaga({ slices: [help], context: context(fake.chat), saga: visit() });
    expect(fake.asked).toEqual([['chatConfig', { params: { country: 'de', locale: 'de-de' } }]]);
  });

  it('enabled: the chat has it, and the tab record runs while the help area is on the page', async () => {
    const fake = fakeChat(ok({ ...enabled, extra: 'ignored' }));
    let whileShown = {};
    const { state } = await runSaga({
      slices: [help],
      context: context(fake.chat),
      saga: visit({
        whileShown: function* () {
          whileShown = { ...fake.records };
        },
      }),
    });
    expect(stateOf(state).chatConfig).toEqual(enabled);
    expect(whileShown).toEqual({ started: 1, stopped: 0 });
    expect(fake.records).toEqual({ started: 1, stopped: 1 });
    expect(fake.closed()).toBe(1);
  });

  it('disabled: no chat and no tab record', async () => {
    const fake = fakeChat(ok({ ...enabled, enabled: false }));
    const { state } = await runSaga({ slices: [help], context: context(fake.chat), saga: visit() });
    expect(stateOf(state).chatConfig).toEqual({ ...enabled, enabled: false });
    expect(fake.records).toEqual({ started: 0, stopped: 0 });
  });

  it.each<[string, Answer]>([
    ['the request failed', async () => ({ kind: 'error', status: 0, message: 'Failed to fetch' })],
    [
      'content did not answer with it (a failed status)',
      async () => ({ kind: 'error', status: 404, message: 'Not Found', body: '' }),
    ],
    [
      'its body is not JSON',
      async () => ({ kind: 'error', status: 200, message: 'invalid JSON response', body: '<html>' }),
    ],
    ['content refused it (401)', async () => ({ kind: 'unauthorized', signIn: true })],
    ['the client failed (a throw)', () => Promise.reject(new TypeError('client bug'))],
    ['it is unreadable', ok({ enabled: 'yes', greeting: 'Hello!', placeholder: '' })],
    ['it is not an object', ok('<html>')],
    ['it is empty', ok(undefined)],
  ])('%s: no chat, no tab record, the search still works', async (_case, config) => {
    const fake = fakeChat(config);
    const { state, seen } = await runSaga({ slices: [help], context: context(fake.chat), saga: visit() });
    expect(fake.asked).toHaveLength(1);
    expect(stateOf(state).chatConfig).toBeNull();
    expect(seen).toContainEqual(chatConfigLoaded(null));
    // Content is public: its 401 is no reason to send the owner to sign in.
    expect(types(seen)).not.toContain(sessionExpired.type);
    expect(fake.records).toEqual({ started: 0, stopped: 0 });
  });

  it('outside the chat countries nothing is asked for', async () => {
    const { state, seen } = await runSaga({
      slices: [help],
      context: context(null),
      saga: visit({ configured: false }),
    });
    expect(types(seen)).not.toContain(chatConfigLoaded.type);
    expect(stateOf(state)).toMatchObject({ chatConfig: null, present: false });
  });

  it('is asked for again when the help area comes back, with a record of its own', async () => {
    const fake = fakeChat(ok(enabled));
    const twice = function* () {
      yield* visit()();
      yield* visit()();
    };
    await runSaga({ slices: [help], context: context(fake.chat), saga: twice });
    expect(fake.asked).toHaveLength(2);
    expect(fake.records).toEqual({ started: 2, stopped: 2 });
    expect(fake.closed()).toBe(2);
  });
});

describe('messages', () => {
  const sendOne = (settled: { id?: string }) =>
    function* () {
      const request = chatSendRequested('Wie ändere ich mein Passwort?');
      settled.id = request.payload.id;
      yield put(request);
      yield take(chatSendSettled.type);
    };

  it('go to the chat service, and the state says they were taken', async () => {
    const fake = fakeChat(ok(enabled));
    const request: { id?: string } = {};
    const { state } = await runSaga({
      slices: [help],
      context: context(fake.chat),
      saga: visit({ whileShown: sendOne(request) }),
    });
    expect(fake.sent).toEqual(['Wie ändere ich mein Passwort?']);
    expect(stateOf(state).sends).toEqual({ [request.id ?? '']: 'sent' });
  });

  it('refused by the service: the state says not sent', async () => {
    const fake = fakeChat(ok(enabled), async () => {
      throw new Error('chat message refused (503)');
    });
    const request: { id?: string } = {};
    const { state } = await runSaga({
      slices: [help],
      context: context(fake.chat),
      saga: visit({ whileShown: sendOne(request) }),
    });
    expect(stateOf(state).sends).toEqual({ [request.id ?? '']: 'failed' });
  });

  it("the assistant's answers come into the state while the help area is on the page, and stop with it", async () => {
    const fake = fakeChat(ok(enabled));
    const answer: ChatMessage = { from: 'bot', text: 'Unter Einstellungen.' };
    const { state } = await runSaga({
      slices: [help],
      context: context(fake.chat),
      saga: visit({
        whileShown: function* () {
          yield call(fake.answer, answer);
        },
      }),
    });
    expect(stateOf(state).answers).toEqual([answer]);
    expect(fake.listeners.size).toBe(0);
  });
});

describe('the chat and calls scripts (spec 001 §7; the consent feature gates them by consent group 6)', () => {
  const wanted = (seen: UnknownAction[]) => seen.filter((a) => scriptWanted.match(a)).map((a) => a.payload);

  it('the chat script is asked for when the owner starts a conversation, once, and not before', async () => {
    const fake = fakeChat(ok(enabled));
    const { seen } = await runSaga({
      slices: [help],
      context: context(fake.chat),
      saga: visit({
        whileShown: function* () {
          for (const text of ['Hallo', 'Noch eine Frage']) {
            yield put(chatSendRequested(text));
            yield take(chatSendSettled.type);
          }
        },
      }),
    });
    expect(wanted(seen)).toEqual(['chat']);
    const first = seen.findIndex((a) => chatSendRequested.match(a));
    expect(seen.findIndex((a) => scriptWanted.match(a))).toBeGreaterThan(first);
  });

  it('no chat script where the chat is off or there is none', async () => {
    const off = await runSaga({
      slices: [help],
      context: context(fakeChat(ok({ ...enabled, enabled: false })).chat),
      saga: visit({
        whileShown: function* () {
          yield put(chatSendRequested('Hallo'));
        },
      }),
    });
    expect(wanted(off.seen)).toEqual([]);
  });

  it('the calls script is asked for when the owner first opens the help panel, once', async () => {
    const { seen } = await runSaga({
      slices: [help],
      context: context(null),
      saga: visit({
        configured: false,
        whileShown: function* () {
          yield put(panelOpenChanged(false));
          yield put(panelOpenChanged(true));
          yield put(panelOpenChanged(false));
          yield put(panelOpenChanged(true));
        },
      }),
    });
    expect(wanted(seen)).toEqual(['calls']);
  });

  it('no calls script while the panel stays closed', async () => {
    const { seen } = await runSaga({ slices: [help], context: context(null), saga: visit({ configured: false }) });
    expect(wanted(seen)).toEqual([]);
  });
});
