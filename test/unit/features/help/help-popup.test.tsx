/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HelpPopup, type HelpPopupProps, type PopupCookies } from '../../../../src/features/help/components/help-popup';
import { HELP_POPUP_DELAY_MS, HELP_POPUP_VISIBLE_MS } from '../../../../src/features/help/timings';

const texts = { message: 'Need help?', open: 'Ask us', close: 'Close' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A cookie jar that keeps Max-Age against the test's clock, as a browser does. */
function fakeJar() {
  const cookies = new Map<string, { value: string; expires: number }>();
  const written: string[] = [];
  const jar: PopupCookies = {
    read: () => [...cookies].filter(([, c]) => c.expires > Date.now()).map(([name, c]) => `${name}=${c.value}`).join('; '),
    write: (setCookie) => {
      written.push(setCookie);
      const [pair = '', ...attributes] = setCookie.split('; ');
      const [name = '', value = ''] = pair.split('=');
      const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))?.slice('Max-Age='.length));
      cookies.set(name, { value, expires: Date.now() + maxAge * 1000 });
    },
  };
  return { jar, written };
}

const wait = (ms: number) => act(() => { jest.advanceTimersByTime(ms); });
const message = () => screen.queryByText('Need help?');

function show(props: Partial<HelpPopupProps> & { cookies: PopupCookies }) {
  const onOpenPanel = jest.fn();
  const view = render(<HelpPopup texts={texts} onOpenPanel={onOpenPanel} panelOpen={false} secure {...props} />);
  return { ...view, onOpenPanel };
}

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('appears 3 s after load in a polite status, for 4 s', () => {
  const { jar } = fakeJar();
  show({ cookies: jar });
  const status = screen.getByRole('status');
  wait(HELP_POPUP_DELAY_MS - 1);
  expect(message()).toBeNull();
  wait(1);
  expect(status.textContent).toBe('Need help?');
  expect(screen.getByRole('button', { name: 'Ask us' })).toBeTruthy();
  wait(HELP_POPUP_VISIBLE_MS - 1);
  expect(message()).not.toBeNull();
  wait(1);
  expect(message()).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});

it('writes its cookie when it shows, for one day, Secure on https', () => {
  const { jar, written } = fakeJar();
  show({ cookies: jar, now: () => new Date(Date.now()) });
  expect(written).toEqual([]);
  wait(HELP_POPUP_DELAY_MS);
  expect(written).toEqual(['help_popup_seen=2026-11-23T10%3A00%3A03.000Z; Max-Age=86400; Path=/; Secure; SameSite=Lax']);
});

it('appears once a day: not again until its cookie\'s day is over', () => {
  const { jar } = fakeJar();
  const first = show({ cookies: jar });
  wait(HELP_POPUP_DELAY_MS); // shown: the cookie lasts from now
  expect(message()).not.toBeNull();
  first.unmount();

  wait(DAY_MS - 1); // a moment before the day is over
  const sameDay = show({ cookies: jar });
  expect(sameDay.container.innerHTML).toBe(''); // decided on load: nothing scheduled
  expect(jest.getTimerCount()).toBe(0);
  sameDay.unmount();

  wait(1); // the day is over
  show({ cookies: jar });
  wait(HELP_POPUP_DELAY_MS);
  expect(message()).not.toBeNull();
});

it('its button opens the help panel and puts the pop-up away', () => {
  const { jar } = fakeJar();
  const { onOpenPanel } = show({ cookies: jar });
  wait(HELP_POPUP_DELAY_MS);
  fireEvent.click(screen.getByRole('button', { name: 'Ask us' }));
  expect(onOpenPanel).toHaveBeenCalledTimes(1);
  expect(message()).toBeNull();
});

it('closes with its close button and gives focus back where it came from', () => {
  const { jar } = fakeJar();
  render(<button type="button">Page button</button>);
  show({ cookies: jar });
  wait(HELP_POPUP_DELAY_MS);
  const pageButton = screen.getByRole('button', { name: 'Page button' });
  act(() => pageButton.focus());
  const close = screen.getByRole('button', { name: 'Close' });
  act(() => close.focus());
  fireEvent.click(close);
  expect(message()).toBeNull();
  expect(document.activeElement).toBe(pageButton);
});

it('stays while the keyboard is in it after its 4 s, and goes when focus leaves', () => {
  const { jar } = fakeJar();
  render(<button type="button">Page button</button>);
  show({ cookies: jar });
  wait(HELP_POPUP_DELAY_MS);
  act(() => screen.getByRole('button', { name: 'Ask us' }).focus());
  wait(HELP_POPUP_VISIBLE_MS + 1000);
  expect(message()).not.toBeNull();
  act(() => screen.getByRole('button', { name: 'Page button' }).focus());
  expect(message()).toBeNull();
});

it('stays away, and uncounted, while the help panel is open', () => {
  const { jar, written } = fakeJar();
  const { rerender, onOpenPanel } = show({ cookies: jar, panelOpen: true });
  wait(HELP_POPUP_DELAY_MS);
  expect(message()).toBeNull();
  expect(written).toEqual([]);
  rerender(<HelpPopup texts={texts} onOpenPanel={onOpenPanel} panelOpen={false} cookies={jar} />);
  wait(HELP_POPUP_VISIBLE_MS);
  expect(message()).toBeNull();
});

it('hides at once when the panel opens while it shows', () => {
  const { jar } = fakeJar();
  const { rerender, onOpenPanel } = show({ cookies: jar });
  wait(HELP_POPUP_DELAY_MS);
  rerender(<HelpPopup texts={texts} onOpenPanel={onOpenPanel} panelOpen cookies={jar} />);
  expect(message()).toBeNull();
});

it('reads and writes document.cookie by default', () => {
  render(<HelpPopup texts={texts} onOpenPanel={jest.fn()} panelOpen={false} />);
  wait(HELP_POPUP_DELAY_MS);
  expect(document.cookie).toMatch(/help_popup_seen=/);
});
