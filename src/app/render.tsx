import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app-root';
import type { Boot } from './boot';
import { createI18n } from './i18n';
import { preloadScreen } from './shell/route-screen';
import { yieldToMain } from '../lib/tasks/yield-to-main';

/** React, the router and the shell: loaded only once the page will really be shown. */
export async function renderApp(mount: HTMLElement, boot: Boot): Promise<void> {
  // The page's own screen is rendered with the shell in one go, not revealed a moment later.
  const [i18n] = await Promise.all([
    createI18n(boot.market.languageRegionCode, boot.texts),
    preloadScreen(boot.screen),
  ]);
  await yieldToMain();
  const root = createRoot(mount);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a tap or a key during start-up is answered at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App boot={boot} i18n={i18n} />
      </StrictMode>,
    ),
  );
}
