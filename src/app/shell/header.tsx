import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ContentLink, useOfferedLinks } from './content-link';
import { HeaderHelp } from './header-help';
import { LanguageSwitch } from './language-switch';
import { readHeader, type NavCategory } from './shell-content';
import { useFragment } from './use-fragment';
import {
  selectAccountDeleted,
  selectSessionStatus,
  signInRequested,
  signOutRequested,
} from '../../features/session/slice';
import { offersRoute } from '../../lib/market/offers-route';
import { BrandWordmark } from '../../ui/brand-wordmark';
import { Drawer } from '../../ui/drawer';
import { preloadFocusTrap } from '../../ui/lazy-focus-trap';
import { useBrand, useMarket } from '../../ui/market-context';
import { RouteLink } from '../../ui/route-link';
import { useHeightProperty } from '../../ui/use-height-property';
import { useNarrowScreen } from '../../ui/use-media-query';
import { useScrollCollapse } from '../../ui/use-scroll-collapse';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The drawer's focus trap loads when the owner reaches for the menu, not with the page. */
const preload = () => {
  void preloadFocusTrap();
};

/**
 * Spec 002 §2 header: logo, main-nav-left with categories, main-nav-right utility links, sign-in or sign-out by
 * authentication, and search (mobile placeholder at 768 px or less). It collapses after 56 px of scroll.
 */
export function Header() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { market, webview } = useMarket();
  const data = useFragment('header');
  const content = data ? readHeader(data) : null;
  const status = useAppSelector(selectSessionStatus);
  const deleted = useAppSelector(selectAccountDeleted);
  const collapsed = useScrollCollapse();
  const narrow = useNarrowScreen();
  const location = useLocation();
  // Open on the page where it was opened: a navigation closes the mobile menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const headerRef = useHeightProperty<HTMLElement>('--site-header-block-size');
  const menuOpen = openOn === location.pathname;
  const menuId = useId();
  const brand = useBrand();

  const menu = (
    <>
      {content && content.mainNavLeft.length > 0 && (
        <nav className="main-nav-left" aria-label={t('shell.mainNav')}>
          <ul>
            {content.mainNavLeft.map((c) => (
              <NavCategoryMenu key={c.categoryKey} category={c} />
            ))}
          </ul>
        </nav>
      )}
      <nav className="main-nav-right" aria-label={t('shell.utilityNav')}>
        <ul>
          {content?.mainNavRight.map((l) => (
            <li key={l.labelKey}>
              <ContentLink link={l} />
            </li>
          ))}
          <li>
            <LanguageSwitch />
          </li>
          <li>
            {status === 'authenticated' && !deleted ? (
              <button type="button" className="button" onClick={() => dispatch(signOutRequested())}>
                {t('app.signOut')}
              </button>
            ) : (
              <button type="button" className="button button-primary" onClick={() => dispatch(signInRequested())}>
                {t('app.signIn')}
              </button>
            )}
          </li>
        </ul>
      </nav>
      {content?.search && <SearchBox search={content.search} narrow={narrow} />}
    </>
  );

  const marketName = market.countryName;
  return (
    <header ref={headerRef} className={`site-header${collapsed ? ' is-collapsed' : ''}`}>
      <div className="site-header-bar">
        <RouteLink to={content?.logo.to ?? 'accountDashboardView'} className="site-logo">
          {brand && <BrandWordmark wordmark={brand.theme.wordmark} />}
          {/* The wordmark shows the brand; its name and the page's purpose are read out. */}
          <span className="visually-hidden">
            {t(content?.logo.labelKey ?? 'shell.logo', { brand: brand?.displayName ?? '' })}
          </span>
        </RouteLink>
        <span className="site-market">{marketName}</span>
        {!webview && <HeaderHelp />}
        <button
          type="button"
          className="site-menu-toggle"
          aria-expanded={narrow && menuOpen}
          aria-controls={menuId}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
        >
          {t('shell.menu')}
        </button>
      </div>
      {narrow ? (
        <Drawer open={menuOpen} onClose={() => setOpenOn(null)} title={t('shell.menu')} closeLabel={t('ui.close')}>
          {/* On a phone the bar holds the wordmark and the menu button alone; the country is named here. */}
          <div id={menuId} className="site-menu-drawer">
            <p className="site-market-in-menu">{marketName}</p>
            {menu}
          </div>
        </Drawer>
      ) : (
        <div id={menuId} className="site-header-menu">
          {menu}
        </div>
      )}
    </header>
  );
}

/** A category of main-nav-left: a disclosure button and its links (closes on Escape, returning focus). */
function NavCategoryMenu({ category }: { category: NavCategory }) {
  const { t } = useTranslation();
  const location = useLocation();
  // Open on the page where it was opened: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? location.pathname : null);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { market, routes, tables } = useMarket();
  const offered = useOfferedLinks();
  // A route the market cannot serve (no wallet script: no wallet) is left out like a route it does not have.
  const links = offered(category.links).filter((l) => !l.to || offersRoute(market, routes, l.to, tables));
  if (links.length === 0) return null;
  return (
    // The item only catches Escape and focus leaving from its own button and links (disclosure menu pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={`nav-category${open ? ' is-open' : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t(category.categoryKey)}
      </button>
      <ul id={id} hidden={!open}>
        {links.map((l) => (
          <li key={l.labelKey}>
            <ContentLink link={l} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function SearchBox({
  search,
  narrow,
}: {
  search: NonNullable<ReturnType<typeof readHeader>>['search'] & object;
  narrow: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The search lives on another site; form-action 'self' (CSP) keeps forms home, so the address is opened directly.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const query = new FormData(e.currentTarget).get(search.param);
    if (typeof query !== 'string' || query.trim() === '') return;
    const url = new URL(search.action);
    url.searchParams.set(search.param, query.trim());
    window.location.assign(url.href);
  };
  return (
    <form role="search" className="site-search" onSubmit={submit} aria-label={t(search.labelKey)}>
      <label htmlFor={id} className="visually-hidden">
        {t(search.labelKey)}
      </label>
      <input
        id={id}
        name={search.param}
        type="search"
        placeholder={t(narrow ? search.mobilePlaceholderKey : search.placeholderKey)}
      />
      <button type="submit" className="button">
        {t(search.labelKey)}
      </button>
    </form>
  );
}
