/** The kinds of non-essential script a market may name (Market.scripts): all gated by consent group 6. */
export type ScriptKind = 'analytics' | 'feedback' | 'wallet' | 'maps' | 'botCheck' | 'payments' | 'chat' | 'calls';

/** What a loaded script is, for the log: a consent-gated kind, or the page's own application (subscriptions). */
export type ScriptLabel = ScriptKind | 'subscriptions';

export interface ScriptLoader {
  /** Loads the address once; resolves true when it ran, false when it failed (logged). An empty address loads nothing. */
  load(kind: ScriptLabel, address: string): Promise<boolean>;
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
    load(kind, address) {
      if (address === '') return Promise.resolve(false);
      const known = loads.get(address);
      if (known) return known;
      const loading = new Promise<boolean>((resolve) => {
        const script = doc.createElement('script');
        script.src = address;
        script.async = true;
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
