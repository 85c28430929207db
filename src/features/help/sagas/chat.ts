import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, take, takeEvery } from 'redux-saga/effects';
import { callUnguarded } from '../../../api/saga-call';
import { scriptWanted } from '../../../lib/events/analytics';
import { serviceGetter } from '../../../lib/feature';
import { chatConfigParams, readChatConfig } from '../chat-config';
import type { ChatMessage, ChatTransport } from '../chat-transport';
import type { HelpChat, HelpServices, TabRecordHandle } from '../services';
import { chatAnswered, chatConfigLoaded, chatSendRequested, chatSendSettled } from '../slice';

const service = serviceGetter<HelpServices>();

/**
 * The configuration of the market's country and locale, from content by the one client. Content is input: a failed
 * call, a failed status or an unreadable answer means no chat; the search still works. Unguarded: content is public,
 * so a 401 from it is no reason to sign in.
 */
export function* loadChatConfig({ client, market }: HelpChat) {
  const params = chatConfigParams(market);
  const result = yield* callUnguarded(() => client.call('chatConfig', { params }));
  const config = readChatConfig(result.kind === 'ok' ? result.data : null);
  yield put(chatConfigLoaded(config));
  return config;
}

/** Whether the service took the message: a refusal is the owner's to hear ("not sent"), not an error. */
const delivered = (transport: ChatTransport, text: string): Promise<boolean> =>
  transport.send(text).then(
    () => true,
    () => false,
  );

/** Hands one message to the chat service; its outcome goes to the state, where the chat component waits on it. */
export function* sendMessage({ payload }: ReturnType<typeof chatSendRequested>) {
  const chat = yield* service('helpChat');
  const sent = chat ? ((yield call(delivered, chat.transport, payload.text)) as boolean) : false;
  yield put(chatSendSettled({ id: payload.id, sent }));
}

/** The assistant's answers into the state, until cancelled (the stream stays open while someone listens). */
function* relayAnswers(chat: HelpChat) {
  const answers: EventChannel<ChatMessage> = eventChannel((emit) => chat.transport.onMessage(emit));
  try {
    for (;;) yield put(chatAnswered((yield take(answers)) as ChatMessage));
  } finally {
    answers.close();
  }
}

/**
 * The chat script of spec 001 §7 (the market's scripts.chat, the chat vendor's) is asked for when the owner starts a
 * conversation, with the first message: non-essential, so it loads only with consent group 6. The chat itself does
 * not wait for it: the messages go through the chat service either way.
 */
export function* chatScriptWhenStarted() {
  yield take(chatSendRequested.type);
  yield put(scriptWanted('chat'));
}

/**
 * The live chat while the help area is on the page, in the chat countries: the configuration from content, and
 * where it is enabled this tab's record, the messages out and the answers in. Cancelled, it stops the record and
 * closes the chat's session.
 */
export function* chatSession() {
  const chat = yield* service('helpChat');
  if (!chat) return;
  const config = yield* loadChatConfig(chat);
  if (!config?.enabled) return;
  const record = (yield call([chat, chat.startTabRecord])) as TabRecordHandle;
  try {
    yield fork(chatScriptWhenStarted);
    yield takeEvery(chatSendRequested.type, sendMessage);
    yield call(relayAnswers, chat);
  } finally {
    record.stop();
    chat.transport.close();
  }
}
