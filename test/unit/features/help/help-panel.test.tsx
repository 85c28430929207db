/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { HelpLauncher } from '../../../../src/app/shell/help-launcher';
import type { ChatConfig } from '../../../../src/features/help/chat-config';
import type { ChatMessage, ChatTransport } from '../../../../src/features/help/chat-transport';
import { HelpPanel, type HelpPanelProps, type HelpTopics } from '../../../../src/features/help/components/help-panel';
import { fixtureTables, WithMarket } from '../../../support/site-tables';
import { pressEnterOn } from '../../ui/support/keyboard';

/** The panel's animation time is site.json's help (the shipped 0.8 s), read through the market context. */
const HELP_PANEL_ANIMATION_MS = fixtureTables.site.help.panelAnimationMs;

const labels = { title: 'How can we help?', close: 'Close help' };
const texts: HelpPanelProps['texts'] = {
  searchLabel: 'Search our help topics',
  searchSubmit: 'Search',
  chatHeading: 'Live chat',
  chat: {
    log: 'Conversation',
    input: 'Your message',
    send: 'Send',
    blank: 'Please type your question first.',
    sendFailed: 'Not sent.',
    you: 'You',
    assistant: 'Assistant',
  },
};
const SEARCH = 'https://www.owner.example/support/search';
const chatConfig: ChatConfig = { enabled: true, greeting: 'Hello!', placeholder: 'Type your question' };

function fakeTransport(): ChatTransport {
  const listeners = new Set<(m: ChatMessage) => void>();
  return {
    send: jest.fn(async () => undefined),
    onMessage: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

/**
 * The panel as the shell holds it: open state in the parent, the launcher (in the header) apart from the panel, in
 * the market's context (the site's tables).
 */
function Harness(props: Partial<HelpPanelProps>) {
  const [open, setOpen] = useState(false);
  return (
    <WithMarket>
      <HelpLauncher open={open} label="Help" onToggle={() => setOpen(!open)} onClose={() => setOpen(false)} />
      <a href="#page">Page link</a>
      <HelpPanel
        open={open}
        onOpenChange={setOpen}
        labels={labels}
        texts={texts}
        howToSearchUrl={SEARCH}
        openExternal={jest.fn()}
        {...props}
      />
    </WithMarket>
  );
}

function show(props: Partial<HelpPanelProps> = {}) {
  render(<Harness {...props} />);
  return screen.getByRole('button', { name: 'Help' });
}

const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
const panel = () => screen.getByRole('dialog', { name: 'How can we help?' });

function openByKeyboard(launcher: HTMLElement) {
  launcher.focus();
  pressEnterOn(launcher);
  wait(HELP_PANEL_ANIMATION_MS);
  return panel();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('starts closed: a collapsed launcher controlling a panel out of the accessibility tree', () => {
  const launcher = show();
  expect(launcher.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('dialog')).toBeNull();
  const hidden = screen.getByRole('dialog', { hidden: true });
  expect(launcher.getAttribute('aria-controls')).toBe(hidden.id);
});

it('opens with Enter on the launcher, animating for 0.8 s, and takes focus', () => {
  const launcher = show();
  launcher.focus();
  pressEnterOn(launcher);
  expect(launcher.getAttribute('aria-expanded')).toBe('true');
  expect(panel().className).toBe('help-panel help-panel--opening');
  expect(document.activeElement).toBe(panel());
  wait(HELP_PANEL_ANIMATION_MS - 1);
  expect(panel().className).toBe('help-panel help-panel--opening');
  wait(1);
  expect(panel().className).toBe('help-panel help-panel--open');
});

it('is a non-modal dialog: the page stays usable beside it', () => {
  const dialog = openByKeyboard(show());
  expect(dialog.getAttribute('aria-modal')).toBe('false');
  fireEvent.mouseDown(document.body);
  wait(HELP_PANEL_ANIMATION_MS);
  expect(panel()).toBe(dialog);
});

it('closes with Escape after 0.8 s and gives focus back to the launcher', () => {
  const launcher = show();
  const dialog = openByKeyboard(launcher);
  const search = within(dialog).getByRole('searchbox', { name: 'Search our help topics' });
  search.focus();
  fireEvent.keyDown(search, { key: 'Escape' });
  expect(document.activeElement).toBe(launcher);
  expect(launcher.getAttribute('aria-expanded')).toBe('false');
  expect(dialog.className).toBe('help-panel help-panel--closing');
  expect(dialog.hasAttribute('inert')).toBe(true);
  wait(HELP_PANEL_ANIMATION_MS - 1);
  expect(panel()).toBe(dialog);
  wait(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(dialog.className).toBe('help-panel help-panel--closed');
});

it('closes with Escape on the launcher and with the close button', () => {
  const launcher = show();
  openByKeyboard(launcher);
  launcher.focus();
  fireEvent.keyDown(launcher, { key: 'Escape' });
  wait(HELP_PANEL_ANIMATION_MS);
  expect(screen.queryByRole('dialog')).toBeNull();

  const dialog = openByKeyboard(launcher);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close help' }));
  expect(document.activeElement).toBe(launcher);
  wait(HELP_PANEL_ANIMATION_MS);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('leaves an Escape another widget has handled alone', () => {
  const dialog = openByKeyboard(show());
  const search = within(dialog).getByRole('searchbox');
  search.addEventListener('keydown', (e) => e.preventDefault());
  fireEvent.keyDown(search, { key: 'Escape' });
  wait(HELP_PANEL_ANIMATION_MS);
  expect(panel().className).toBe('help-panel help-panel--open');
});

it('turns around with a full animation when closed while opening', () => {
  const launcher = show();
  fireEvent.click(launcher);
  wait(HELP_PANEL_ANIMATION_MS / 2);
  fireEvent.click(launcher);
  expect(panel().className).toBe('help-panel help-panel--closing');
  wait(HELP_PANEL_ANIMATION_MS - 1);
  expect(panel().className).toBe('help-panel help-panel--closing');
  wait(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens the how-to search for the sanitised query in a new tab; a blank query does nothing', () => {
  const openExternal = jest.fn();
  const dialog = openByKeyboard(show({ openExternal }));
  const search = within(dialog).getByRole('search');
  const box = within(search).getByRole('searchbox', { name: 'Search our help topics' });
  fireEvent.submit(box);
  fireEvent.change(box, { target: { value: '  ?<> ' } });
  fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
  expect(openExternal).not.toHaveBeenCalled();
  fireEvent.change(box, { target: { value: 'How do I <reset> my password?' } });
  fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
  expect(openExternal).toHaveBeenCalledWith(`${SEARCH}?q=How-do-I-reset-my-password`);
});

it('holds the live chat when the market has it enabled, and keeps the conversation over a close', () => {
  const transport = fakeTransport();
  const launcher = show({ chat: { transport, config: chatConfig } });
  let dialog = openByKeyboard(launcher);
  expect(within(dialog).getByRole('heading', { name: 'Live chat' })).toBeTruthy();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hello there' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close help' }));
  wait(HELP_PANEL_ANIMATION_MS);
  dialog = openByKeyboard(launcher);
  expect(within(dialog).getByRole('log').textContent).toContain('Hello there');
});

it('has no chat without one or when its configuration is disabled', () => {
  const { unmount } = render(<Harness />);
  const dialog = openByKeyboard(screen.getByRole('button', { name: 'Help' }));
  expect(within(dialog).queryByRole('log')).toBeNull();
  unmount();
  const dialog2 = openByKeyboard(
    show({ chat: { transport: fakeTransport(), config: { ...chatConfig, enabled: false } } }),
  );
  expect(within(dialog2).queryByRole('log')).toBeNull();
});

it('opens the search in a new tab without an opener by default', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  render(<HelpPanel open onOpenChange={jest.fn()} labels={labels} texts={texts} howToSearchUrl={SEARCH} />, {
    wrapper: WithMarket,
  });
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: 'dealer' } });
  fireEvent.submit(box);
  expect(open).toHaveBeenCalledWith(`${SEARCH}?q=dealer`, '_blank', 'noopener,noreferrer');
  open.mockRestore();
});

describe("the help router's topics (spec 002 §7)", () => {
  const topics: HelpTopics = {
    heading: 'Help topics',
    newTab: '(opens in a new tab)',
    items: [
      {
        id: 'vehicles',
        label: 'Vehicles and connected services',
        destination: { kind: 'route', to: 'connected-services' },
      },
      {
        id: 'maintenance',
        label: 'Service and maintenance',
        destination: { kind: 'page', href: 'https://help.owner.example/maintenance' },
      },
      { id: 'chat', label: 'Chat with us', destination: { kind: 'chat' } },
    ],
  };
  const renderPanel = (props: Partial<HelpPanelProps>) =>
    render(
      <MemoryRouter initialEntries={['/account-dashboard']}>
        <HelpPanel open onOpenChange={jest.fn()} labels={labels} texts={texts} howToSearchUrl={SEARCH} {...props} />
      </MemoryRouter>,
      { wrapper: WithMarket },
    );

  it("lists each topic's way to its help: a page of the app, the help site's page beside it, the panel's chat", () => {
    renderPanel({ topics, chat: { transport: fakeTransport(), config: chatConfig } });
    const list = screen.getByRole('navigation', { name: 'Help topics' });
    expect(within(list).getByRole('link', { name: 'Vehicles and connected services' }).getAttribute('href')).toBe(
      '/connected-services',
    );
    const page = within(list).getByRole('link', { name: 'Service and maintenance (opens in a new tab)' });
    expect([page.getAttribute('href'), page.getAttribute('target'), page.getAttribute('rel')]).toEqual([
      'https://help.owner.example/maintenance',
      '_blank',
      'noopener noreferrer',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: 'Chat with us' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your message' }));
  });

  it('has no list without topics (their fragment absent or failed)', () => {
    renderPanel({ topics: null });
    expect(screen.queryByRole('navigation', { name: 'Help topics' })).toBeNull();
  });
});
