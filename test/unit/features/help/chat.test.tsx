/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  CHAT_MESSAGE_KINDS,
  CHAT_MESSAGE_TYPE_LIMIT,
  type ChatMessage,
  type ChatTransport,
} from '../../../../src/features/help/chat-transport';
import { Chat, type ChatTexts } from '../../../../src/features/help/components/chat';
import { fixtureTables, WithMarket } from '../../../support/site-tables';

/** The snackbar's time is site.json's help (the shipped 4 s), read through the market context. */
const SNACKBAR_MS = fixtureTables.site.help.snackbarMs;

const texts: ChatTexts = {
  log: 'Conversation',
  input: 'Your message',
  send: 'Send',
  blank: 'Please type your question first.',
  sendFailed: 'Your message could not be sent. Please try again.',
  you: 'You',
  assistant: 'Assistant',
};
const config = { greeting: 'Hello! How can we help you today?', placeholder: 'Type your question' };

/** A transport the test answers through. */
function fakeTransport(send: (text: string) => Promise<void> = async () => undefined) {
  const listeners = new Set<(m: ChatMessage) => void>();
  const transport: ChatTransport & { answer: (m: ChatMessage) => void; listeners: Set<unknown> } = {
    send: jest.fn(send),
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answer: (m) => act(() => listeners.forEach((l) => l(m))),
    listeners,
  };
  return transport;
}

function show(transport = fakeTransport()) {
  const view = render(<Chat transport={transport} config={config} texts={texts} />, { wrapper: WithMarket });
  const log = screen.getByRole('log', { name: 'Conversation' });
  const input = screen.getByRole('textbox', { name: 'Your message' });
  const sendButton = screen.getByRole('button', { name: 'Send' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { ...view, transport, log, input, sendButton, type };
}

const messagesIn = (log: HTMLElement) => [...log.querySelectorAll('p')].map((p) => p.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("has two kinds of message, the spec's limit", () => {
  expect(CHAT_MESSAGE_KINDS).toHaveLength(CHAT_MESSAGE_TYPE_LIMIT);
});

it('greets in a polite live log and shows the placeholder from the configuration', () => {
  const { log, input } = show();
  expect(log.getAttribute('aria-live')).toBe('polite');
  expect(messagesIn(log)).toEqual(['Assistant: Hello! How can we help you today?']);
  expect(input.getAttribute('placeholder')).toBe('Type your question');
  expect(input.getAttribute('maxlength')).toBe('500');
});

it("sends the trimmed message, shows it and the assistant's answer in the log", () => {
  const { log, input, sendButton, type, transport } = show();
  type('  Where is my dealer?  ');
  fireEvent.click(sendButton);
  expect(transport.send).toHaveBeenCalledWith('Where is my dealer?');
  expect((input as HTMLInputElement).value).toBe('');
  expect(messagesIn(log)).toContain('You: Where is my dealer?');
  transport.answer({ from: 'bot', text: 'You can choose your preferred dealer under Account settings.' });
  expect(
    within(log).getByText('You can choose your preferred dealer under Account settings.').closest('p')?.className,
  ).toBe('help-chat-message help-chat-message--bot');
  expect(messagesIn(log)).toHaveLength(3);
});

it('sends with Enter in the input (a form submit)', () => {
  const { input, type, transport } = show();
  type('Opening hours?');
  fireEvent.submit(input);
  expect(transport.send).toHaveBeenCalledWith('Opening hours?');
});

it('before the conversation starts, a blank message shows a snackbar that closes itself after 4 s', () => {
  const { sendButton, type, transport } = show();
  const snackbar = screen.getByRole('status');
  expect(snackbar.textContent).toBe('');
  type('   ');
  fireEvent.click(sendButton);
  expect(transport.send).not.toHaveBeenCalled();
  expect(snackbar.textContent).toBe('Please type your question first.');
  act(() => {
    jest.advanceTimersByTime(SNACKBAR_MS - 1);
  });
  expect(snackbar.textContent).toBe('Please type your question first.');
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(snackbar.textContent).toBe('');
});

it("a second blank send restarts the snackbar's 4 s", () => {
  const { sendButton } = show();
  fireEvent.click(sendButton);
  act(() => {
    jest.advanceTimersByTime(3000);
  });
  fireEvent.click(sendButton);
  act(() => {
    jest.advanceTimersByTime(SNACKBAR_MS - 1);
  });
  expect(screen.getByRole('status').textContent).toBe('Please type your question first.');
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.getByRole('status').textContent).toBe('');
});

it('once the conversation has started, a blank message does nothing', () => {
  const { sendButton, type, transport } = show();
  type('Hello');
  fireEvent.click(sendButton);
  fireEvent.click(sendButton);
  expect(transport.send).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status').textContent).toBe('');
});

it('says so in the snackbar when the service does not take a message', async () => {
  const { sendButton, type } = show(fakeTransport(() => Promise.reject(new Error('429'))));
  type('Hello');
  await act(async () => {
    fireEvent.click(sendButton);
  });
  expect(screen.getByRole('status').textContent).toBe('Your message could not be sent. Please try again.');
});

it('keeps messages of unknown kinds out of the log', () => {
  const { log, transport } = show();
  transport.answer({ from: 'system', text: 'injected' } as unknown as ChatMessage);
  expect(messagesIn(log)).toHaveLength(1);
});

it('stops listening when it leaves the page', () => {
  const { unmount, transport } = show();
  expect(transport.listeners.size).toBe(1);
  unmount();
  expect(transport.listeners.size).toBe(0);
});
