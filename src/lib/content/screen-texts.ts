/*
 * The texts a page asks for, by namespace (a key's first segment: orders for orders.details.heading). The build
 * works out which namespaces only screens' modules name (scripts/build-text-namespaces.ts): a page asks at start for
 * all the locale's texts but those of the other screens, and for a screen's own as it first opens.
 */
import type { TextsQuery } from '../../generated/types/api/owner';

/**
 * Screen id -> the namespaces of the texts only that screen's modules name (none: nothing of its own); under
 * partTexts(id), those of a part of the shell that comes later (the help area); under SERVICE_ONLY, those only the
 * service uses (the sign-in provider's pages, the return documents), which no page of the app asks for.
 */
export type ScreenTexts = Readonly<Record<string, readonly string[]>>;

/**
 * The entry of ScreenTexts for the texts only the service uses (markets/site.json providerTextNamespaces: the sign-in
 * provider's pages; documentTextNamespaces: the documents it writes): never a screen id.
 */
export const SERVICE_ONLY = '#service-only';

/** How ScreenTexts names a part of the shell that comes later (src/app/shell/shell-parts.ts): never a screen id. */
export const PART_PREFIX = '#part:';
export const partTexts = (part: string) => `${PART_PREFIX}${part}`;

/** A text key's namespace: its first segment (orders for orders.details.heading). */
export const textNamespace = (key: string): string => key.split('.', 1)[0] ?? key;

/** The namespaces some screen has of its own, each once, in order. */
const screensOwn = (screenTexts: ScreenTexts) => [...new Set(Object.values(screenTexts).flat())].sort();

/** The texts query of a page's start: every namespace but those of the other screens (all of them: no query). */
export function startTextsQuery(screenTexts: ScreenTexts, screen: string): TextsQuery {
  const own = new Set(screenTexts[screen] ?? []);
  const others = screensOwn(screenTexts).filter((n) => !own.has(n));
  return others.length > 0 ? { except: others.join(',') } : {};
}

/** The namespaces a page has once its start's texts are in. */
export function startNamespaces(screenTexts: ScreenTexts, screen: string): Set<string> {
  return new Set(screenTexts[screen] ?? []);
}

/** The texts query of a screen's own texts the page does not have yet; undefined: it has them all. */
export function screenTextsQuery(
  screenTexts: ScreenTexts,
  screen: string,
  loaded: ReadonlySet<string>,
): TextsQuery | undefined {
  const missing = (screenTexts[screen] ?? []).filter((n) => !loaded.has(n));
  return missing.length > 0 ? { only: [...missing].sort().join(',') } : undefined;
}
