/** Chat: how many kinds of message the conversation has (the owner's and the assistant's). */
export const CHAT_MESSAGE_TYPE_LIMIT = 2;

/**
 * The kinds of message: the owner's and the assistant's. `satisfies` holds the list to
 * CHAT_MESSAGE_TYPE_LIMIT: a third kind fails to compile here, not in review.
 */
export const CHAT_MESSAGE_KINDS = ['user', 'bot'] as const satisfies {
  readonly length: typeof CHAT_MESSAGE_TYPE_LIMIT;
};
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

export interface ChatMessage {
  from: ChatMessageKind;
  text: string;
}

/**
 * How the chat talks to the service: sse-transport.ts is the real one (a service of the help feature), the chat
 * component gets one over the store (store-transport.ts), tests use a fake.
 */
export interface ChatTransport {
  /** Resolves once the service has taken the message; the answer comes through onMessage. */
  send(text: string): Promise<void>;
  /** Returns the unsubscribe function. */
  onMessage(listener: (message: ChatMessage) => void): () => void;
}
