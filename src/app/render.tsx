import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { Boot } from './boot';
import { createI18n } from './i18n';

/** React, the router and the shell: loaded only once the page will really be shown. */
export async function renderApp(mount: HTMLElement, boot: Boot): Promise<void> {
  const i18n = await createI18n(boot.market.languageRegionCode, boot.texts);
  createRoot(mount).render(<StrictMode><App boot={boot} i18n={i18n} /></StrictMode>);
}
