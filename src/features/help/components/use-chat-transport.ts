import { useMemo } from 'react';
import { useStore } from 'react-redux';
import type { ChatTransport } from '../chat-transport';
import type { HelpRootState } from '../slice';
import { storeTransport } from '../store-transport';

/** The chat's transport for the chat component: the help feature's chat service, reached through the store. */
export function useChatTransport(): ChatTransport {
  const store = useStore<HelpRootState>();
  return useMemo(() => storeTransport(store), [store]);
}
