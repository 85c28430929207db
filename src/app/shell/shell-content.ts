import type { RouteName } from '../../generated/routes';

/*
 * The shell's content fragments (spec 002 §2: header, footer, shortcuts navigation from the content service).
 * Their structure does not vary by language: labels are text keys, links name a route (or an external address).
 * The fragments arrive as JSON, so they are read defensively: a malformed entry is left out, never a crash.
 */

export interface ContentLink {
  labelKey: string;
  /** A route id or alias of the app... */
  to?: RouteName;
  /** ...or an address outside it (opened as a normal link). */
  href?: string;
}

export interface NavCategory {
  categoryKey: string;
  links: ContentLink[];
}

export interface HeaderContent {
  logo: { labelKey: string; to: RouteName };
  mainNavLeft: NavCategory[];
  mainNavRight: ContentLink[];
  search: {
    action: string;
    param: string;
    labelKey: string;
    placeholderKey: string;
    mobilePlaceholderKey: string;
  } | null;
}

export interface FooterContent {
  groups: NavCategory[];
  disclosuresKey: string | null;
  gdprBanner: { titleKey: string; bodyKey: string } | null;
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

/** Only https addresses, or same-origin paths, leave the app from content links. */
function safeHref(v: unknown): string | undefined {
  const href = str(v);
  return href && (/^https:\/\/[^/\\]/i.test(href) || /^\/(?![/\\])/.test(href)) ? href : undefined;
}

export function readLink(v: unknown): ContentLink | undefined {
  if (!isRecord(v)) return undefined;
  const labelKey = str(v.labelKey);
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
    const categoryKey = str(c.categoryKey);
    return categoryKey ? [{ categoryKey, links: readLinks(c.links) }] : [];
  });
}

export function readHeader(data: Record<string, unknown>): HeaderContent | null {
  const logo = isRecord(data.logo) ? data.logo : undefined;
  const logoLabel = str(logo?.labelKey);
  const logoTo = str(logo?.to) as RouteName | undefined;
  if (!logoLabel || !logoTo) return null;
  const s = isRecord(data.search) ? data.search : undefined;
  const action = safeHref(s?.action);
  const search =
    s && action && str(s.param) && str(s.labelKey) && str(s.placeholderKey) && str(s.mobilePlaceholderKey)
      ? {
          action,
          param: s.param as string,
          labelKey: s.labelKey as string,
          placeholderKey: s.placeholderKey as string,
          mobilePlaceholderKey: s.mobilePlaceholderKey as string,
        }
      : null;
  return {
    logo: { labelKey: logoLabel, to: logoTo },
    mainNavLeft: readCategories(data.mainNavLeft),
    mainNavRight: readLinks(data.mainNavRight),
    search,
  };
}

export function readFooter(data: Record<string, unknown>): FooterContent {
  const gdpr = isRecord(data.gdprBanner) ? data.gdprBanner : undefined;
  const titleKey = str(gdpr?.titleKey);
  const bodyKey = str(gdpr?.bodyKey);
  return {
    groups: readCategories(data.groups),
    disclosuresKey: str(data.disclosuresKey) ?? null,
    gdprBanner: titleKey && bodyKey ? { titleKey, bodyKey } : null,
  };
}

export function readShortcuts(data: Record<string, unknown>): ShortcutItem[] {
  if (!Array.isArray(data.items)) return [];
  return data.items.flatMap((item): ShortcutItem[] => {
    if (!isRecord(item)) return [];
    const auth = item.auth === 'sign-in' || item.auth === 'sign-out' ? item.auth : undefined;
    const labelKey = str(item.labelKey);
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
