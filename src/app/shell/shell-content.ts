import type { RouteName } from '../../generated/routes';
import { textKeyOf, type TextKey } from '../../lib/texts/text-key';

/*
 * The shell's content fragments (spec 002 §2: header, footer, disclosures, gdpr-banner texts, shortcuts navigation
 * from the content service).
 * Their structure does not vary by language: labels are text keys, links name a route (or an external address).
 * The fragments arrive as JSON, so they are read defensively: a malformed entry is left out, never a crash.
 */

export interface ContentLink {
  labelKey: TextKey;
  /** A route id or alias of the app... */
  to?: RouteName;
  /** ...or an address outside it (opened as a normal link). */
  href?: string;
}

export interface NavCategory {
  categoryKey: TextKey;
  links: ContentLink[];
}

export interface HeaderContent {
  logo: { labelKey: TextKey; to: RouteName };
  mainNavLeft: NavCategory[];
  mainNavRight: ContentLink[];
  search: {
    action: string;
    param: string;
    labelKey: TextKey;
    placeholderKey: TextKey;
    mobilePlaceholderKey: TextKey;
  } | null;
}

export interface FooterContent {
  groups: NavCategory[];
}

/** The footer's privacy notice (the gdpr-banner fragment), in the page's language. */
export interface PrivacyNotice {
  title: string;
  body: string;
}

export interface ShortcutItem extends ContentLink {
  category: string;
  /** Shown only to an owner with a connected vehicle. */
  connected: boolean;
  /** Shown only to an owner with a vehicle (discover-your-vehicle, vehicle-health). */
  needsVehicle?: boolean;
  /** The sign-in or sign-out entry, shown by authentication state. */
  auth?: 'sign-in' | 'sign-out';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
/** A label's text key, as the fragment names it. */
const key = (v: unknown): TextKey | undefined => {
  const s = str(v);
  return s === undefined ? undefined : textKeyOf(s);
};

/** Only https addresses, or same-origin paths, leave the app from content links. */
function safeHref(v: unknown): string | undefined {
  const href = str(v);
  return href && (/^https:\/\/[^/\\]/i.test(href) || /^\/(?![/\\])/.test(href)) ? href : undefined;
}

export function readLink(v: unknown): ContentLink | undefined {
  if (!isRecord(v)) return undefined;
  const labelKey = key(v.labelKey);
  const to = str(v.to) as RouteName | undefined;
  const href = safeHref(v.href);
  if (!labelKey || (!to && !href)) return undefined;
  return { labelKey, ...(to ? { to } : { href }) };
}

function readLinks(v: unknown): ContentLink[] {
  return Array.isArray(v) ? v.map(readLink).filter((l): l is ContentLink => l !== undefined) : [];
}

function readCategories(v: unknown): NavCategory[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((c) => {
    if (!isRecord(c)) return [];
    const categoryKey = key(c.categoryKey);
    return categoryKey ? [{ categoryKey, links: readLinks(c.links) }] : [];
  });
}

export function readHeader(data: Record<string, unknown>): HeaderContent | null {
  const logo = isRecord(data.logo) ? data.logo : undefined;
  const logoLabel = key(logo?.labelKey);
  const logoTo = str(logo?.to) as RouteName | undefined;
  if (!logoLabel || !logoTo) return null;
  const s = isRecord(data.search) ? data.search : undefined;
  const action = safeHref(s?.action);
  const param = str(s?.param);
  const labelKey = key(s?.labelKey);
  const placeholderKey = key(s?.placeholderKey);
  const mobilePlaceholderKey = key(s?.mobilePlaceholderKey);
  const search =
    action && param && labelKey && placeholderKey && mobilePlaceholderKey
      ? { action, param, labelKey, placeholderKey, mobilePlaceholderKey }
      : null;
  return {
    logo: { labelKey: logoLabel, to: logoTo },
    mainNavLeft: readCategories(data.mainNavLeft),
    mainNavRight: readLinks(data.mainNavRight),
    search,
  };
}

export function readFooter(data: Record<string, unknown>): FooterContent {
  return { groups: readCategories(data.groups) };
}

/** The disclosures fragment's text; null when it has none. */
export function readDisclosures(data: Record<string, unknown>): string | null {
  return str(data.text) ?? null;
}

/** The gdpr-banner fragment's title and body; null unless it has both. */
export function readPrivacyNotice(data: Record<string, unknown>): PrivacyNotice | null {
  const title = str(data.title);
  const body = str(data.body);
  return title && body ? { title, body } : null;
}

export function readShortcuts(data: Record<string, unknown>): ShortcutItem[] {
  if (!Array.isArray(data.items)) return [];
  return data.items.flatMap((item): ShortcutItem[] => {
    if (!isRecord(item)) return [];
    const auth = item.auth === 'sign-in' || item.auth === 'sign-out' ? item.auth : undefined;
    const labelKey = key(item.labelKey);
    const link = auth && labelKey ? { labelKey } : readLink(item);
    const category = str(item.category);
    if (!link || !category) return [];
    return [
      {
        ...link,
        category,
        connected: item.connected === true,
        ...(item.needsVehicle === true ? { needsVehicle: true } : {}),
        ...(auth ? { auth } : {}),
      },
    ];
  });
}

/** Spec 002 §2: connected items need a connected vehicle; vehicle items need a vehicle; auth items follow the state. */
export function visibleShortcuts(
  items: readonly ShortcutItem[],
  owner: { signedIn: boolean; hasVehicles: boolean; hasConnectedVehicle: boolean },
): ShortcutItem[] {
  return items.filter((i) => {
    if (i.auth === 'sign-in') return !owner.signedIn;
    if (i.auth === 'sign-out') return owner.signedIn;
    if (i.connected && !owner.hasConnectedVehicle) return false;
    if (i.needsVehicle && !owner.hasVehicles) return false;
    return true;
  });
}
