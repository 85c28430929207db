import type { Market } from '../../generated/types/market';

/**
 * The kinds of third-party script a market may name (Market.scripts). Whether a kind waits for consent group 6 is
 * site data (site.json cookieConsent.scriptConsent, read by consentGroupOf).
 */
export type ScriptKind = keyof Market['scripts'];

/** What a loaded script is, for the log: a kind of the market's scripts, or the page's own application (subscriptions). */
export type ScriptLabel = ScriptKind | 'subscriptions';

/**
 * A script's configuration, as data-* attributes of its element (`{ cardId: '40102' }` is data-card-id="40102"): the
 * script reads them from document.currentScript while it runs. Attributes, not an inline call: the CSP allows no
 * inline script.
 */
export type ScriptData = Readonly<Record<string, string>>;

export interface ScriptLoader {
  /**
   * Loads the address once; resolves true when it ran, false when it failed (logged). An empty address loads nothing.
   * The data go on the element of the first load of an address.
   */
  load(kind: ScriptLabel, address: string, data?: ScriptData): Promise<boolean>;
}

/**
 * One loader for every third-party script: each address at most once per page, asynchronously, and a failure is
 * logged and never thrown (a missing analytics host must not break the account pages).
 */
export function createScriptLoader(
  doc: Pick<Document, 'createElement' | 'head'>,
  log: (m: string, d?: Record<string, unknown>) => void,
): ScriptLoader {
  const loads = new Map<string, Promise<boolean>>();
  return {
    load(kind, address, data = {}) {
      if (address === '') return Promise.resolve(false);
      const known = loads.get(address);
      if (known) return known;
      const loading = new Promise<boolean>((resolve) => {
        const script = doc.createElement('script');
        script.src = address;
        script.async = true;
        for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
        script.dataset.kind = kind;
        script.onload = () => resolve(true);
        script.onerror = () => {
          log('script failed to load', { kind, address });
          resolve(false);
        };
        doc.head.appendChild(script);
      });
      loads.set(address, loading);
      return loading;
    },
  };
}
