/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import type { ApiClient } from '../../../src/api/client';
import { App } from '../../../src/app/App';
import type { Boot } from '../../../src/app/boot';
import { createI18n } from '../../../src/app/i18n';
import { makeStore } from '../../../src/app/store';
import { bundles } from '../../../src/generated/content';
import type { ProfileApi } from '../../../src/features/profile/api';
import { markets } from '../../../src/generated/markets/local';
import type { Auth } from '../../../src/lib/auth/sign-in';

const de = markets.find((m) => m.id === 'product/de-de')!;
/** The German texts as the content service merges them (English first, German over it). */
const texts = { ...bundles.en, ...bundles.de };

async function fakeBoot({ signedIn, webview = false }: { signedIn: boolean; webview?: boolean }) {
  const signIn = jest.fn(async () => undefined);
  const auth = {
    isAuthenticated: () => signedIn, signIn, signOut: async () => undefined, onAuthState: () => () => undefined,
    handleCallback: async () => ({ kind: 'none' }), buildAuthorizeUrl: async () => '', accessToken: async () => null,
  } as unknown as Auth;
  const profileApi: ProfileApi = {
    loadProfile: async () => ({
      kind: 'ok', status: 200,
      data: {
        profile: { userGuid: 'g', firstName: 'Anna', lastName: 'Schneider', email: 'a@example.com', country: 'DEU', mobilePhoneNumber: null, privacyPreferences: [] },
        vehicles: [{ vin: 'WF0XXXGCDX1234567', make: 'F', modelYear: '2023', modelName: 'Kuga', nickName: null }],
      },
    }),
  };
  const store = makeStore({ context: { profileApi, webview, log: () => undefined, signIn: async () => undefined, currentPath: () => '/' } });
  const i18n = await createI18n('de-de', texts);
  const boot: Boot = { market: de, auth, client: {} as ApiClient, store, webview, signInRefused: null, i18n };
  return { boot, signIn };
}

async function show(path: string, boot: Boot) {
  window.history.replaceState(null, '', path);
  await act(async () => { render(<App boot={boot} />); });
}

it('sends an anonymous visitor of an owner page to sign-in with the page as return path', async () => {
  const { boot, signIn } = await fakeBoot({ signedIn: false });
  await show('/product/de-de/kontoeinstellungen?x=1', boot);
  expect(signIn).toHaveBeenCalledWith('/product/de-de/kontoeinstellungen?x=1');
  expect(screen.getByRole('status').textContent).toBe(texts['app.redirecting']);
});

it('sends a signed-in owner from the market root to the dashboard and shows the profile', async () => {
  const { boot } = await fakeBoot({ signedIn: true });
  await show('/product/de-de/', boot);
  expect(window.location.pathname).toBe('/product/de-de/account-dashboard');
  expect(await screen.findByText(texts['dashboard.welcome']!.replace('{{firstName}}', 'Anna'))).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts['screen.dashboard.title']);
  const list = screen.getByRole('list', { name: texts['dashboard.vehicles'] });
  expect(within(list).getByText(/2023 Kuga/)).toBeTruthy();
});

it('shows page not found on an unknown path without asking to sign in', async () => {
  const { boot, signIn } = await fakeBoot({ signedIn: false });
  await show('/product/de-de/nope', boot);
  expect(await screen.findByRole('heading', { level: 1, name: texts['screen.not-found.title'] })).toBeTruthy();
  expect(signIn).not.toHaveBeenCalled();
});

it('hides the header on the sign-in credentials route', async () => {
  const { boot } = await fakeBoot({ signedIn: true });
  await show('/product/de-de/signin-credentials', boot);
  expect(screen.queryByRole('banner')).toBeNull();
});

it('shows the header with sign-out elsewhere, and hides it in webview', async () => {
  const { boot } = await fakeBoot({ signedIn: true });
  await show('/product/de-de/account-dashboard', boot);
  expect(within(screen.getByRole('banner')).getByRole('button', { name: texts['app.signOut'] })).toBeTruthy();
  document.body.innerHTML = '';
  const web = await fakeBoot({ signedIn: true, webview: true });
  await show('/product/de-de/account-dashboard?webview=true', web.boot);
  expect(screen.queryByRole('banner')).toBeNull();
});

it('offers a skip link to the main content first', async () => {
  const { boot } = await fakeBoot({ signedIn: true });
  await show('/product/de-de/account-dashboard', boot);
  const skip = screen.getAllByRole('link')[0]!;
  expect(skip.textContent).toBe(texts['app.skipToContent']);
  expect(skip.getAttribute('href')).toBe('#main');
  expect(screen.getByRole('main').id).toBe('main');
});
