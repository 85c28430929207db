/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../support/render-app';
import { pressTab } from '../../ui/support/keyboard';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The shortcuts of the en-us owner, opened: the toggle and the entries as they follow each other on the page. */
async function openShortcuts() {
  const { texts } = await renderApp('/product/en-us/account-dashboard', { marketId: 'product/en-us', signedIn: true });
  const nav = await screen.findByRole('navigation', { name: texts['shortcuts.title'] });
  const toggle = within(nav).getByRole('button', { name: texts['shortcuts.title'] });
  fireEvent.click(toggle);
  // The owner's garage decides which entries there are: wait for the vehicle ones.
  await within(nav).findByRole('link', { name: texts['shortcuts.vehicleHealth'] });
  const entries = [...nav.querySelectorAll<HTMLElement>('a[href], button')].filter((e) => e !== toggle);
  return { toggle, entries };
}

function tabFrom(entry: HTMLElement, shift = false) {
  act(() => entry.focus());
  pressTab({ shift });
}

it('closes the shortcuts when Tab moves past the last one, not before (002 §2)', async () => {
  const { toggle, entries } = await openShortcuts();
  for (const entry of entries.slice(0, -1)) {
    tabFrom(entry);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  }
  const last = entries.at(-1)!;
  tabFrom(last, true); // Shift+Tab goes back into the list
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  tabFrom(last);
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(last.closest('[hidden]')).not.toBeNull();
});
