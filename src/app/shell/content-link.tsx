import type { KeyboardEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLink as Link } from './shell-content';
import { RouteLink, useHasRoute } from '../../ui/route-link';

/** A link from content: a route of the app (no reload) or an outside address. */
export function ContentLink({
  link,
  className,
  onClick,
  onKeyDown,
}: {
  link: Link;
  className?: string;
  onClick?: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
}) {
  const { t } = useTranslation();
  if (link.to)
    return (
      <RouteLink to={link.to} className={className} nav onClick={onClick} onKeyDown={onKeyDown}>
        {t(link.labelKey)}
      </RouteLink>
    );
  return (
    <a href={link.href} className={className} onClick={onClick} onKeyDown={onKeyDown}>
      {t(link.labelKey)}
    </a>
  );
}

/** The links the market offers: a link to a route the market does not have (de-de: orders) is left out. */
export function useOfferedLinks(): <L extends Link>(links: readonly L[]) => L[] {
  const hasRoute = useHasRoute();
  return (links) => links.filter((l) => !l.to || hasRoute(l.to));
}
