/**
 * The attribute of the app's mount element that names the address its prerendered markup is of: the service writes
 * it (src/server/web/page-hints.ts), the app hydrates the markup only at that address (src/app/hydration.ts).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Where the build writes each market's prerendered pages, below dist/: <brand>/<language-region>.json. */
export const PRERENDERED_DIR = 'prerendered';

/** An address without its query (a route prerendered with one: routes.json prerenderWith). */
export const withoutQuery = (address: string) => address.split('?')[0] ?? address;

/** A market's address of a path below its root (its root for /): what the attribute names. */
export const addressBelowRoot = (root: string, relativePath: string) =>
  relativePath === '/' ? root : `${root.replace(/\/+$/, '')}${relativePath}`;
