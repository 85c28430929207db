/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app';

afterEach(() => {
  document.body.innerHTML = '';
});

it('sends an anonymous visitor of an owner page to sign-in with the page as return path', async () => {
  const { signedIn, texts } = await renderApp('/product/de-de/kontoeinstellungen?x=1', {
    marketId: 'product/de-de',
    signedIn: false,
  });
  expect(signedIn).toEqual(['/product/de-de/kontoeinstellungen?x=1']);
  expect(screen.getByRole('status', { name: texts['app.redirecting'] })).toBeTruthy();
});

it('sends a signed-in owner from the market root to the dashboard and shows the profile', async () => {
  const { texts } = await renderApp('/product/de-de/', { marketId: 'product/de-de', signedIn: true });
  expect(window.location.pathname).toBe('/product/de-de/account-dashboard');
  expect(await screen.findByText(texts['dashboard.welcome']!.replace('{{firstName}}', 'Ada'))).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts['screen.dashboard.title']);
  const list = screen.getByRole('list', { name: texts['dashboard.vehicles'] });
  expect(within(list).getByText(/2021 Ranger/)).toBeTruthy();
});

it('shows page not found on an unknown path without asking to sign in', async () => {
  const { signedIn, texts } = await renderApp('/product/de-de/nope', { marketId: 'product/de-de', signedIn: false });
  expect(await screen.findByRole('heading', { level: 1, name: texts['screen.not-found.title'] })).toBeTruthy();
  expect(signedIn).toEqual([]);
});

it('leaves guest routes open to a signed-out visitor', async () => {
  const { signedIn, texts } = await renderApp('/product/en-us/check-order-status', {
    marketId: 'product/en-us',
    signedIn: false,
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: texts['screen.single-order-tracking.title'] }),
  ).toBeTruthy();
  expect(signedIn).toEqual([]);
  // No dashboard in the path of a guest: that link would only ask them to sign in.
  const path = await screen.findByRole('navigation', { name: texts['ui.breadcrumbs.nav'] });
  expect(within(path).queryByRole('link', { name: texts['screen.dashboard.title'] })).toBeNull();
});

it('leads a signed-in owner home once: the start of the path is the account home, which shows the dashboard', async () => {
  const { texts } = await renderApp('/product/en-us/check-order-status', { marketId: 'product/en-us', signedIn: true });
  const path = await screen.findByRole('navigation', { name: texts['ui.breadcrumbs.nav'] });
  const links = within(path).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/product/en-us']);
  expect(within(path).queryByRole('link', { name: texts['screen.dashboard.title'] })).toBeNull();
});

it('asks a signed-out visitor of the country selector to sign in (000 §6: every other page)', async () => {
  const { signedIn } = await renderApp('/product/en-us/country-selector', {
    marketId: 'product/en-us',
    signedIn: false,
  });
  expect(signedIn).toEqual(['/product/en-us/country-selector']);
});

it('hides the header and footer on the sign-in credentials route', async () => {
  const { texts } = await renderApp('/product/de-de/signin-credentials', { marketId: 'product/de-de', signedIn: true });
  await screen.findByRole('heading', { level: 1, name: texts['screen.signin-credentials.title'] });
  expect(screen.queryByRole('banner')).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
});

it('shows the header with sign-out and the footer elsewhere, and hides both in webview', async () => {
  const { texts } = await renderApp('/product/de-de/account-dashboard', { marketId: 'product/de-de', signedIn: true });
  expect(within(screen.getByRole('banner')).getByRole('button', { name: texts['app.signOut'] })).toBeTruthy();
  expect(await screen.findByRole('contentinfo')).toBeTruthy();
  document.body.innerHTML = '';
  await renderApp('/product/de-de/account-dashboard?webview=true', {
    marketId: 'product/de-de',
    signedIn: true,
    webview: true,
  });
  expect(screen.queryByRole('banner')).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
});

it('navigates from a header link without reloading, to the localised path', async () => {
  const { texts } = await renderApp('/product/de-de/account-dashboard', { marketId: 'product/de-de', signedIn: true });
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: texts['shell.nav.account'] }));
  await act(async () => {
    fireEvent.click(
      within(screen.getByRole('banner')).getByRole('link', { name: texts['screen.marketing-options.title'] }),
    );
  });
  expect(window.location.pathname).toBe('/product/de-de/marketing-optionen');
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe(`${texts['screen.marketing-options.title']} · ${texts['app.title']}`);
});

it('leaves out of the menus the routes a market does not have (de-de: no orders)', async () => {
  const { texts } = await renderApp('/product/de-de/account-dashboard', { marketId: 'product/de-de', signedIn: true });
  expect(within(screen.getByRole('banner')).queryByRole('button', { name: texts['shell.nav.orders'] })).toBeNull();
  expect(screen.queryByRole('link', { name: texts['screen.order-history.title'] })).toBeNull();
});

it('renders no footer when its content cannot be fetched, and logs the failure', async () => {
  const { logged } = await renderApp('/product/de-de/account-dashboard', {
    marketId: 'product/de-de',
    signedIn: true,
    services: { fragments: { header: 'error', footer: 'error' } },
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(screen.queryByRole('contentinfo')).toBeNull();
  expect(logged).toContain('content fetch failed');
});

it('offers a skip link to the main content first', async () => {
  const { texts } = await renderApp('/product/de-de/account-dashboard', { marketId: 'product/de-de', signedIn: true });
  const skip = screen.getAllByRole('link')[0]!;
  expect(skip.textContent).toBe(texts['app.skipToContent']);
  expect(skip.getAttribute('href')).toBe('#main');
  expect(screen.getByRole('main').id).toBe('main');
});

it('offers the Thai pages the other language under the same page, by address', async () => {
  await renderApp('/product/th-th/account-settings?x=1', { marketId: 'product/th-th', signedIn: true });
  const english = await screen.findByRole('link', { name: 'English' });
  expect(english.getAttribute('href')).toMatch(/^\/.*en-th.*account-settings\?x=1$/);
});
