import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSite } from '../../../ui/market-context';
import type { ChatConfig } from '../chat-config';
import { CHAT_MESSAGE_KINDS, type ChatMessage, type ChatTransport } from '../chat-transport';

/** Already-translated texts (from content). */
export interface ChatTexts {
  /** Accessible name of the message log, e.g. "Conversation". */
  log: string;
  /** Label of the message input, e.g. "Your message". */
  input: string;
  /** The send button, e.g. "Send". */
  send: string;
  /** Snackbar when an empty message is sent before the conversation starts, e.g. "Please type your question first." */
  blank: string;
  /** Snackbar when the service did not take a message, e.g. "Your message could not be sent. Please try again." */
  sendFailed: string;
  /** Read before each message by screen readers, naming who wrote it, e.g. "You" and "Assistant". */
  you: string;
  assistant: string;
}

export interface ChatProps {
  transport: ChatTransport;
  /** The chat configuration of the market and language (content): greeting and placeholder. */
  config: Pick<ChatConfig, 'greeting' | 'placeholder'>;
  texts: ChatTexts;
}

interface Snack {
  text: string;
  /** A new number per notice: the same text twice is announced twice and gets the snackbar's full time. */
  seq: number;
}

/**
 * Live chat (spec 002 §2, §9): a log of messages, an input and a send button. The conversation starts
 * with the owner's first message; an empty send before that shows a snackbar that closes itself.
 */
export function Chat({ transport, config, texts }: ChatProps) {
  // snackbarMs: the snackbar closes itself after this long (the spec gives no number; see the site schema).
  // chatTextMaxLength: the longest message the service accepts (the reference service has the same limit,
  // src/server/stand-ins/chat.ts).
  const { snackbarMs, chatTextMaxLength } = useSite().help;
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [snack, setSnack] = useState<Snack | null>(null);
  const started = messages.some((m) => m.from === 'user');

  useEffect(
    () =>
      transport.onMessage((message) => {
        // The transport's data crossed the network: only the known kinds get into the log.
        if (!(CHAT_MESSAGE_KINDS as readonly string[]).includes(message.from) || typeof message.text !== 'string')
          return;
        setMessages((list) => [...list, { from: message.from, text: message.text }]);
      }),
    [transport],
  );

  useEffect(() => {
    if (!snack) return;
    const timer = window.setTimeout(() => setSnack(null), snackbarMs);
    return () => window.clearTimeout(timer);
  }, [snack, snackbarMs]);

  // The newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const notify = (text: string) => setSnack((previous) => ({ text, seq: (previous?.seq ?? 0) + 1 }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      if (!started) notify(texts.blank);
      return;
    }
    setMessages((list) => [...list, { from: 'user', text }]);
    setDraft('');
    transport.send(text).catch(() => notify(texts.sendFailed));
  };

  const shown: ChatMessage[] = config.greeting ? [{ from: 'bot', text: config.greeting }, ...messages] : messages;
  return (
    <div className="help-chat">
      {/* Focusable: a conversation longer than the panel scrolls, and the keyboard must be able to scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by Tab (WCAG 2.1.1) */}
      <div ref={logRef} role="log" aria-live="polite" aria-label={texts.log} className="help-chat-log" tabIndex={0}>
        {/* Append-only: the index is a stable key. */}
        {shown.map((m, i) => (
          <p key={i} className={`help-chat-message help-chat-message--${m.from}`}>
            <span className="ui-visually-hidden">{m.from === 'user' ? texts.you : texts.assistant}: </span>
            {m.text}
          </p>
        ))}
      </div>
      <form className="help-chat-form" onSubmit={submit}>
        <label htmlFor={inputId} className="ui-visually-hidden">
          {texts.input}
        </label>
        <input
          id={inputId}
          className="help-input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={chatTextMaxLength}
          placeholder={config.placeholder}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="help-button">
          {texts.send}
        </button>
      </form>
      {/* Always in the page, so the text is announced when it arrives. */}
      <div role="status" className="help-snackbar">
        {snack ? <span key={snack.seq}>{snack.text}</span> : null}
      </div>
    </div>
  );
}
