import type { KeyboardEventHandler, ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useMarket } from './market-context';
import type { RouteName } from '../generated/routes';
import { routePath } from '../lib/market/route-paths';

export interface RouteLinkProps {
  /** A route id or alias of the route map, never a literal path. */
  to: RouteName;
  params?: Record<string, string>;
  /** Query string without '?', e.g. 'connectedservices=true'. */
  query?: string;
  className?: string;
  children: ReactNode;
  /** Marks the link of the current page (aria-current="page") in navigation. */
  nav?: boolean;
  onClick?: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
  /** History state for the next screen (kept by the browser for that entry, never in the address). */
  state?: unknown;
  /** A name that says more than the text (whose vehicle, which order); it starts with the text shown (WCAG 2.5.3). */
  'aria-label'?: string;
}

/**
 * The app's one link: resolves a route name for the market (localised paths included) and navigates in the
 * app, without a reload. Renders its text only, not a link, where the market has no such route.
 */
export function RouteLink({
  to,
  params,
  query,
  className,
  children,
  nav,
  onClick,
  onKeyDown,
  state,
  'aria-label': label,
}: RouteLinkProps) {
  const { routes } = useMarket();
  const path = routePath(routes, to, params);
  if (path === undefined) return <span className={className}>{children}</span>;
  const target = query ? `${path}?${query}` : path;
  return nav ? (
    <NavLink
      to={target}
      end
      className={className}
      onClick={onClick}
      onKeyDown={onKeyDown}
      state={state}
      aria-label={label}
    >
      {children}
    </NavLink>
  ) : (
    <Link to={target} className={className} onClick={onClick} onKeyDown={onKeyDown} state={state} aria-label={label}>
      {children}
    </Link>
  );
}

/** Whether the market has a route, so a hub or menu can leave out what the market does not offer. */
export function useHasRoute(): (name: RouteName) => boolean {
  const { routes } = useMarket();
  return (name) => routePath(routes, name) !== undefined;
}
