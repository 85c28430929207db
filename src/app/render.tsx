import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './after-renderer';
import { App } from './app-root';
import type { Boot } from './boot';
import { hydratesPrerendered, hydrationState } from './hydration';
import { createI18n } from './i18n';
import { preloadScreen } from './shell/route-screen';
import { loadScreenTextsInto } from './shell/screen-texts';
import { PRERENDERED_ATTRIBUTE } from '../lib/prerendered';
import { markPageDrawn } from '../lib/tasks/page-settled';
import { yieldToMain } from '../lib/tasks/yield-to-main';
import { holdLaterHydration, openWhenIdleOrUsed } from '../ui/hydrate-later';

/** React, the router and the shell: loaded only once the page will really be shown. */
export async function renderApp(mount: HTMLElement, boot: Boot): Promise<void> {
  // The page's own screen is rendered with the shell in one go, not revealed a moment later.
  const [i18n] = await Promise.all([
    createI18n(boot.market.languageRegionCode, boot.texts),
    preloadScreen(boot.screen),
  ]);
  // The page started with the shell's texts and its screen's: another screen brings its own as it opens.
  loadScreenTextsInto(i18n, boot.client, boot.market, boot.screen);
  await yieldToMain();
  if (hydratesPrerendered(mount, window.location)) {
    // The page is already painted (the build prerendered it): React takes it over from the state it was rendered
    // from, without redrawing it, then shows what the store holds.
    const serverState = hydrationState(boot.store, boot.route);
    // The header and footer are hydrated after the page's own content (HydrateLater): the page is the app's once they are.
    const later = holdLaterHydration(() => mount.removeAttribute(PRERENDERED_ATTRIBUTE));
    startTransition(() => {
      hydrateRoot(
        mount,
        <StrictMode>
          <App
            boot={boot}
            i18n={i18n}
            serverState={serverState}
            onFirstRender={() => {
              markPageDrawn();
              mount.removeAttribute('inert');
              openWhenIdleOrUsed(later.open);
            }}
          />
        </StrictMode>,
      );
    });
    return;
  }
  const root = createRoot(mount);
  // A page prerendered at another address is the first paint of this one (its path's, for an address with a query;
  // its route's, rendered with a placeholder or a query: routes.json prerenderWith): drawn afresh over it, the page is
  // the app's once its first render is in.
  const prerendered = mount.hasAttribute(PRERENDERED_ATTRIBUTE);
  const drawn = () => {
    markPageDrawn();
    if (!prerendered) return;
    mount.removeAttribute(PRERENDERED_ATTRIBUTE);
    mount.removeAttribute('inert');
  };
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a tap or a key during start-up is answered at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App boot={boot} i18n={i18n} onFirstRender={drawn} />
      </StrictMode>,
    ),
  );
}
