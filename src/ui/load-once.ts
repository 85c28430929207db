/**
 * A module imported when first needed, once: `loaded()` once it is in, `load()` to ask for it (null when it cannot be
 * had, offline: the next ask tries again).
 */
export function loadOnce<T>(importer: () => Promise<T>): { loaded: () => T | null; load: () => Promise<T | null> } {
  let value: T | null = null;
  let loading: Promise<T | null> | null = null;
  return {
    loaded: () => value,
    load: () => {
      loading ??= importer().then(
        (v) => {
          value = v;
          return v;
        },
        () => {
          loading = null;
          return null;
        },
      );
      return loading;
    },
  };
}
