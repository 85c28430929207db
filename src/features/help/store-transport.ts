import type { Store } from '@reduxjs/toolkit';
import type { ChatTransport } from './chat-transport';
import { chatSendRequested, selectHelp, type HelpRootState } from './slice';

/** The part of the store the chat's transport uses. */
export type HelpStore = Pick<Store<HelpRootState>, 'dispatch' | 'getState' | 'subscribe'>;

/**
 * The chat's transport as the chat component sees it, over the store: a message goes out as an action that the
 * help sagas hand to the chat service, and its outcome and the assistant's answers come back as state. A message
 * still going out when the help area leaves counts as not sent.
 */
export function storeTransport(store: HelpStore): ChatTransport {
  const state = () => selectHelp(store.getState());
  return {
    send(text) {
      const request = chatSendRequested(text);
      // Listening before the request goes out: its outcome may come back within the dispatch.
      const settled = new Promise<void>((resolve, reject) => {
        const unsubscribe = store.subscribe(() => {
          const { sends, present } = state();
          const status = sends[request.payload.id];
          if (status === 'sending' && present) return;
          unsubscribe();
          if (status === 'sent') resolve();
          else reject(new Error('chat message not sent'));
        });
      });
      store.dispatch(request);
      return settled;
    },
    onMessage(listener) {
      // Only what arrives from now on: the listener keeps its own conversation.
      let seen = state().answers.length;
      return store.subscribe(() => {
        const { answers } = state();
        const fresh = answers.slice(seen);
        seen = answers.length;
        fresh.forEach(listener);
      });
    },
  };
}
