import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectHasConnectedVehicle, selectHasVehicles } from '../../features/profile/slice';
import { useConnectedStatusWanted, useProfileWanted } from '../../features/profile/use-profile-wanted';
import { selectSessionStatus, signInRequested, signOutRequested } from '../../features/session/slice';
import { shortcutsShown } from '../../lib/market/opening-calls';
import { useMarket, useSite } from '../../ui/market-context';
import { useAppDispatch, useAppSelector } from '../hooks';
import { ContentLink, useOfferedLinks } from './content-link';
import { readShortcuts, visibleShortcuts, type ShortcutItem } from './shell-content';
import { useFragment } from './use-fragment';
import { dataTextKey } from '../../lib/texts/text-key';

/** Spec 002 §2: shown only where site.json says (en-us of the product brand). */
export function ShortcutsNav() {
  const { market } = useMarket();
  const site = useSite();
  if (!shortcutsShown(market, site.shortcutsNavigation)) return null;
  return <Shortcuts />;
}

function Shortcuts() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const data = useFragment('shortcuts-navigation');
  const status = useAppSelector(selectSessionStatus);
  const signedIn = status === 'authenticated';
  const hasVehicles = useAppSelector(selectHasVehicles);
  const hasConnectedVehicle = useAppSelector(selectHasConnectedVehicle);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const id = useId();
  const offered = useOfferedLinks();

  // The connected items depend on the owner's vehicles and whether one is connected: load them once signed in (the
  // profile is cached by the client).
  useProfileWanted(signedIn);
  useConnectedStatusWanted(signedIn);

  // Spec 002 §2: an outside click closes it; so does Escape.
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!data) return null;
  const items = offered(visibleShortcuts(readShortcuts(data), { signedIn, hasVehicles, hasConnectedVehicle }));
  const categories = [...new Set(items.map((i) => i.category))];

  // Spec 002 §2: Tab past the last link closes it.
  const onLastKey = (e: KeyboardEvent) => {
    if (e.key === 'Tab' && !e.shiftKey) setOpen(false);
  };
  // The last entry on the page: the last of the last category (the entries are shown grouped by category).
  const last = items.filter((i) => i.category === categories.at(-1)).at(-1);

  return (
    <nav ref={root} className={`shortcuts-nav${open ? ' is-open' : ''}`} aria-label={t('shortcuts.title')}>
      <button
        type="button"
        className="shortcuts-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t('shortcuts.title')}
      </button>
      <div id={id} className="shortcuts-panel" hidden={!open}>
        {categories.map((category) => (
          <section key={category} className="shortcuts-category" aria-labelledby={`${id}-${category}`}>
            <h2 id={`${id}-${category}`}>{t(dataTextKey('shortcuts.category', category))}</h2>
            <ul>
              {items
                .filter((i) => i.category === category)
                .map((item) => (
                  <li key={item.labelKey}>
                    <ShortcutEntry
                      item={item}
                      isLast={item === last}
                      onLastKey={onLastKey}
                      onAuth={(kind) => dispatch(kind === 'sign-in' ? signInRequested() : signOutRequested())}
                    />
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}

function ShortcutEntry({
  item,
  isLast,
  onLastKey,
  onAuth,
}: {
  item: ShortcutItem;
  isLast: boolean;
  onLastKey: (e: KeyboardEvent) => void;
  onAuth: (kind: 'sign-in' | 'sign-out') => void;
}) {
  const { t } = useTranslation();
  const keyHandler = isLast ? onLastKey : undefined;
  if (item.auth) {
    const kind = item.auth;
    return (
      <button type="button" className="link-button" onKeyDown={keyHandler} onClick={() => onAuth(kind)}>
        {t(item.labelKey)}
      </button>
    );
  }
  return <ContentLink link={item} onKeyDown={keyHandler} />;
}
