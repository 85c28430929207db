/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { preloadFocusTrap } from '../../../../src/ui/lazy-focus-trap';
import { renderApp } from '../../../support/render-app';
import { pretendElementsAreVisible } from '../../ui/support/layout';
import { fakeMatchMedia } from '../../ui/support/match-media';

/** Spec 002 §2 header: sign-in or sign-out by authentication; a mobile search placeholder at 768 px or less. */

let media: ReturnType<typeof fakeMatchMedia> | undefined;
let restoreLayout: () => void;
beforeAll(() => preloadFocusTrap());
beforeEach(() => {
  restoreLayout = pretendElementsAreVisible(); // the menu drawer traps focus
});
afterEach(() => {
  restoreLayout();
  media?.restore();
  media = undefined;
  document.body.innerHTML = '';
});

it('offers a signed-out visitor a sign-in button, which starts the sign-in', async () => {
  const { texts, signedIn } = await renderApp('/product/en-us/check-order-status', {
    marketId: 'product/en-us',
    signedIn: false,
  });
  const header = screen.getByRole('banner');
  expect(within(header).queryByRole('button', { name: texts['app.signOut'] })).toBeNull();
  await act(async () => {
    fireEvent.click(within(header).getByRole('button', { name: texts['app.signIn'] }));
  });
  expect(signedIn).toEqual(['/product/en-us/check-order-status']);
});

it('shows the mobile search placeholder on a screen 768 px wide, the full one on a wider screen', async () => {
  media = fakeMatchMedia(768);
  const { texts } = await renderApp('/product/en-us/account-dashboard', { marketId: 'product/en-us', signedIn: true });
  // On a phone the search sits in the menu drawer.
  await act(async () => {
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: texts['shell.menu'] }));
  });
  const menu = await screen.findByRole('dialog', { name: texts['shell.menu'] });
  expect(within(menu).getByRole('searchbox').getAttribute('placeholder')).toBe(texts['shell.search.mobilePlaceholder']);

  act(() => media?.resize(769));
  expect(
    within(screen.getByRole('banner'))
      .getByRole('searchbox', { name: texts['shell.search.label'] })
      .getAttribute('placeholder'),
  ).toBe(texts['shell.search.placeholder']);
});
