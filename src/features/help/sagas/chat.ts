import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take, takeEvery } from 'redux-saga/effects';
import { serviceGetter } from '../../../lib/feature';
import { readChatConfig } from '../chat-config';
import type { ChatMessage, ChatTransport } from '../chat-transport';
import type { HelpChat, HelpServices, TabRecordHandle } from '../services';
import { chatAnswered, chatConfigLoaded, chatSendRequested, chatSendSettled } from '../slice';

const service = serviceGetter<HelpServices>();

/** Content is input: an unreadable or failed configuration means no chat; the search still works. */
export function* loadChatConfig(chat: HelpChat) {
  let body: unknown = null;
  try {
    body = (yield call([chat, chat.loadConfig])) as unknown;
  } catch {
    // no chat this time
  }
  const config = readChatConfig(body);
  yield put(chatConfigLoaded(config));
  return config;
}

/** Whether the service took the message: a refusal is the owner's to hear ("not sent"), not an error. */
const delivered = (transport: ChatTransport, text: string): Promise<boolean> => transport.send(text).then(() => true, () => false);

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
    yield takeEvery(chatSendRequested.type, sendMessage);
    yield call(relayAnswers, chat);
  } finally {
    record.stop();
    chat.transport.close();
  }
}
