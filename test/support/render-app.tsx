import { act, render } from '@testing-library/react';
import { fakeServices } from './app-services';
import { fixtureTables } from './site-tables';
import type { ApiClient } from '../../src/api/client';
import { App } from '../../src/app/app-root';
import type { Boot } from '../../src/app/boot';
import { createI18n } from '../../src/app/i18n';
import { makeStore } from '../../src/app/store';
import { bundles, fragments } from '../../src/generated/content';
import { markets } from '../../src/generated/markets/local';
import { routeTables } from '../../src/generated/routes';
import type { Auth } from '../../src/lib/auth/sign-in';
import { matchRoute } from '../../src/lib/market/resolve';

/** The texts of a locale as the content service merges them (English, then the language, then the locale). */
export function textsOf(languageRegionCode: string): Record<string, string> {
  const language = languageRegionCode.slice(0, 2);
  return { ...bundles.en, ...bundles[language], ...bundles[languageRegionCode] };
}

/** The English fragment of each shell content category, as the content service answers it. */
export function shellFragments(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(fragments).map(([name, byLocale]) => [name, byLocale.en as Record<string, unknown>]),
  );
}

/**
 * Renders the whole app (store with fake services, texts, market, router) at an address, as boot would.
 * `services` overrides fakes; the return holds what the fakes recorded.
 */
export async function renderApp(
  path: string,
  options: {
    marketId: string;
    signedIn: boolean;
    webview?: boolean;
    services?: Parameters<typeof fakeServices>[0];
  },
) {
  const market = markets.find((m) => m.id === options.marketId);
  const routes = routeTables[options.marketId];
  if (!market || !routes) throw new Error(`no market ${options.marketId}`);
  const webview = options.webview ?? false;
  const fake = fakeServices({
    fragments: shellFragments(),
    webview,
    currentPath: () => window.location.pathname + window.location.search + window.location.hash,
    ...options.services,
  });
  const store = makeStore({
    context: fake.services,
    preloadedState: { session: { status: options.signedIn ? 'authenticated' : 'unauthenticated' } },
  });
  const i18n = await createI18n(market.languageRegionCode, textsOf(market.languageRegionCode));
  const { route } = matchRoute(routes, path.split('?')[0]?.slice(market.root.length - 1) || '/');
  const boot: Boot = {
    market,
    routes,
    auth: {} as Auth,
    client: {} as ApiClient,
    store,
    webview,
    tables: fixtureTables,
    texts: textsOf(market.languageRegionCode),
    signInFirst: false,
    screen: route.screen,
    route,
  };
  window.history.replaceState(null, '', path);
  const view = await act(async () => render(<App boot={boot} i18n={i18n} />));
  return { ...fake, store, view, texts: textsOf(market.languageRegionCode) };
}
