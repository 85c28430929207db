import type { RouteName } from '../../generated/routes';
import { textKeyOf, type TextKey } from '../../lib/texts/text-key';

/*
 * The help router (spec 002 §7, experience fragment help-router): which help topics the panel offers and where each
 * one's help is. The content service answers the page's brand's or region's routing where it has one of its own
 * (lincoln: service through the dealer). Content is input: a malformed topic is left out, never a crash.
 */

/** Where a topic's help is: a route of the app, a page of the help site, or the panel's live chat. */
export type HelpDestination = { kind: 'route'; to: RouteName } | { kind: 'page'; href: string } | { kind: 'chat' };

export interface HelpRouterTopic {
  id: string;
  labelKey: TextKey;
  destination: HelpDestination;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The one destination of a topic: exactly one of to, href (https only) and chat. */
function destinationOf(topic: Record<string, unknown>): HelpDestination | undefined {
  const to = text(topic.to);
  const href = text(topic.href);
  const chat = topic.chat === true;
  if ([to, href, chat || undefined].filter((d) => d !== undefined).length !== 1) return undefined;
  if (to) return { kind: 'route', to: to as RouteName };
  if (href) return /^https:\/\/[^/\\]/i.test(href) ? { kind: 'page', href } : undefined;
  return { kind: 'chat' };
}

/** The topics of a help-router fragment, in its order; an entry without an id, a label or one destination is left out. */
export function readHelpRouter(data: Record<string, unknown>): HelpRouterTopic[] {
  if (!Array.isArray(data.topics)) return [];
  return data.topics.flatMap((topic): HelpRouterTopic[] => {
    if (!isRecord(topic)) return [];
    const id = text(topic.id);
    const label = text(topic.labelKey);
    const destination = destinationOf(topic);
    return id && label && destination ? [{ id, labelKey: textKeyOf(label), destination }] : [];
  });
}

/**
 * The topics this page can offer: a route the market does not have (de-de: orders) and the chat where the panel has
 * none (outside the chat countries, or while its configuration is off) are left out.
 */
export function offeredTopics(
  topics: readonly HelpRouterTopic[],
  page: { hasRoute: (to: RouteName) => boolean; chat: boolean },
): HelpRouterTopic[] {
  return topics.filter(({ destination: d }) =>
    d.kind === 'route' ? page.hasRoute(d.to) : d.kind === 'chat' ? page.chat : true,
  );
}
