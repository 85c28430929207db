import { configureStore } from '@reduxjs/toolkit';
import type { ChatMessage } from '../../../../src/features/help/chat-transport';
import {
  chatAnswered,
  chatSendSettled,
  help,
  helpAreaLeft,
  helpAreaShown,
  selectHelp,
} from '../../../../src/features/help/slice';
import { storeTransport } from '../../../../src/features/help/store-transport';

/** The help state alone, with the help area on the page; the test plays the sagas' part. */
function setup() {
  const store = configureStore({ reducer: { [help.reducerPath]: help.reducer } });
  store.dispatch(helpAreaShown());
  const requested = () => Object.keys(selectHelp(store.getState()).sends);
  return { store, transport: storeTransport(store), requested };
}

describe('send', () => {
  it('asks the sagas to send, and resolves once the service took it', async () => {
    const { store, transport, requested } = setup();
    const sent = transport.send('Hallo');
    const [id = ''] = requested();
    expect(selectHelp(store.getState()).sends).toEqual({ [id]: 'sending' });
    store.dispatch(chatSendSettled({ id, sent: true }));
    await expect(sent).resolves.toBeUndefined();
  });

  it('rejects when the service did not take it', async () => {
    const { store, transport, requested } = setup();
    const sent = transport.send('Hallo');
    store.dispatch(chatSendSettled({ id: requested()[0] ?? '', sent: false }));
    await expect(sent).rejects.toThrow('not sent');
  });

  it('each message has its own outcome', async () => {
    const { store, transport, requested } = setup();
    const first = transport.send('one');
    const second = transport.send('two');
    const [one = '', two = ''] = requested();
    store.dispatch(chatSendSettled({ id: two, sent: false }));
    store.dispatch(chatSendSettled({ id: one, sent: true }));
    await expect(first).resolves.toBeUndefined();
    await expect(second).rejects.toThrow();
  });

  it('a message still going out when the help area leaves is not sent', async () => {
    const { store, transport } = setup();
    const sent = transport.send('Hallo');
    store.dispatch(helpAreaLeft());
    await expect(sent).rejects.toThrow();
  });
});

describe('onMessage', () => {
  const answer = (text: string): ChatMessage => ({ from: 'bot', text });

  it("hears the assistant's answers from the moment it listens, until it stops", () => {
    const { store, transport } = setup();
    store.dispatch(chatAnswered(answer('before')));
    const heard: string[] = [];
    const stop = transport.onMessage((m) => heard.push(m.text));
    store.dispatch(chatAnswered(answer('one')));
    store.dispatch(helpAreaShown()); // other state changes bring nothing
    store.dispatch(chatAnswered(answer('two')));
    stop();
    store.dispatch(chatAnswered(answer('after')));
    expect(heard).toEqual(['one', 'two']);
  });
});
