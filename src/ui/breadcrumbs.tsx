import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useNarrowScreen } from './use-media-query';

/** Spec 000 §2: up to four previous levels between the start and the current page. */
export const BREADCRUMB_MAX_LEVELS = 4;

export interface BreadcrumbLevel {
  label: string;
  to: string;
}

export interface BreadcrumbsProps {
  startLabel: string;
  startTo: string;
  /** Previous levels, outermost first; only the last four are shown. */
  trail: BreadcrumbLevel[];
  /** The current page's title. */
  current: string;
  /** The app's router link. */
  Link: ComponentType<{ to: string; children: ReactNode }>;
  /** Accessible name of the ellipsis button, e.g. "Show full path". */
  expandLabel: string;
  /** Accessible name of the navigation landmark, e.g. "Breadcrumb". */
  navLabel: string;
}

/**
 * Start, previous levels and current page. On narrow screens the previous levels collapse
 * into one ellipsis button; activating it shows them and moves focus to the first one revealed.
 */
export function Breadcrumbs({ startLabel, startTo, trail, current, Link, expandLabel, navLabel }: BreadcrumbsProps) {
  const narrow = useNarrowScreen();
  const levels = trail.slice(-BREADCRUMB_MAX_LEVELS);
  // Expansion belongs to one page: a new current page starts collapsed again.
  const [expandedOn, setExpandedOn] = useState<string | null>(null);
  const collapsed = narrow && levels.length > 0 && expandedOn !== current;

  const navRef = useRef<HTMLElement>(null);
  const firstRevealedRef = useRef<HTMLLIElement>(null);
  const focusRevealed = useRef(false);
  useEffect(() => {
    if (collapsed || !focusRevealed.current) return;
    focusRevealed.current = false;
    // The button just disappeared: without this, focus would fall back to the page body.
    const target = firstRevealedRef.current?.querySelector<HTMLElement>('a[href], button, [tabindex]');
    (target ?? navRef.current)?.focus();
  }, [collapsed]);

  const expand = () => {
    focusRevealed.current = true;
    setExpandedOn(current);
  };

  return (
    <nav
      ref={navRef}
      aria-label={navLabel}
      className={`ui-breadcrumbs${narrow && expandedOn === current ? ' ui-breadcrumbs--expanded' : ''}`}
      tabIndex={-1}
    >
      <ol className="ui-breadcrumbs-list">
        <li className="ui-breadcrumbs-item">
          <Link to={startTo}>{startLabel}</Link>
        </li>
        {collapsed ? (
          <li className="ui-breadcrumbs-item">
            <button type="button" className="ui-breadcrumbs-expand" aria-label={expandLabel} onClick={expand}>
              <span aria-hidden="true">…</span>
            </button>
          </li>
        ) : (
          levels.map((level, index) => (
            <li
              key={`${index}-${level.to}`}
              ref={index === 0 ? firstRevealedRef : undefined}
              className="ui-breadcrumbs-item"
            >
              <Link to={level.to}>{level.label}</Link>
            </li>
          ))
        )}
        <li className="ui-breadcrumbs-item">
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
