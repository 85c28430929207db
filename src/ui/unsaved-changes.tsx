import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Modal } from './modal';

/** What the guard holds back until the owner answers: a link's click or a step back in history. */
type Pending = { kind: 'link'; anchor: HTMLAnchorElement } | { kind: 'back' };

interface Guard {
  hold: () => () => void;
}

const GuardContext = createContext<Guard | null>(null);

/** Marks the extra history entry that keeps the back button on this page while edits are unsaved. */
const MARK = 'unsavedChangesGuard';
const marked = () => (history.state as Record<string, unknown> | null)?.[MARK] === true;
/** The same address again, router state kept: react-router reads its own fields from history.state. */
const mark = () => history.pushState({ ...(history.state as object | null), [MARK]: true }, '', location.href);

const MODAL = 'unsaved-changes';

export interface UnsavedChangesTexts {
  title: string;
  body: string;
  stay: string;
  leave: string;
}

/** An in-app link: same origin, plain left click, no new tab or download, another address than this one. */
function guardedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null; // leaving the site: beforeunload asks
  return url.pathname + url.search === location.pathname + location.search ? null : anchor;
}

/**
 * One guard for every editable screen: while any screen holds unsaved edits, a link in the app (header, shortcuts,
 * return link), the back button and closing the tab ask first. The app uses declarative routes (no data router,
 * so no useBlocker): links are caught before react-router sees the click, and the back button lands on an
 * extra entry of this same page. The answer replays what was held back.
 */
export function UnsavedChangesGuard({ texts, children }: { texts: UnsavedChangesTexts; children: ReactNode }) {
  const holds = useRef(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const bypass = useRef(false);
  /** Set while the guard itself moves in history: that popstate is not the owner's. */
  const ownPop = useRef<(() => void) | null>(null);
  const active = () => holds.current > 0 && !bypass.current;

  const [guard] = useState<Guard>(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (holds.current === 0 || bypass.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when this is set
    };
    return {
      // At once, not in an effect of the guard: a back press right after the first edit already finds the entry.
      hold: () => {
        holds.current += 1;
        if (holds.current === 1) {
          if (!marked()) mark();
          // Only while needed: a beforeunload listener keeps some browsers from caching the page for back/forward.
          window.addEventListener('beforeunload', onBeforeUnload);
        }
        let released = false;
        return () => {
          if (released) return;
          released = true;
          holds.current -= 1;
          if (holds.current > 0) return;
          window.removeEventListener('beforeunload', onBeforeUnload);
          // Saved or discarded in place: take the extra entry away again, quietly (a new hold meanwhile puts it back).
          if (marked()) {
            ownPop.current = () => {
              if (holds.current > 0 && !marked()) mark();
            };
            history.back();
          }
        };
      },
    };
  });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!active()) return;
      const anchor = guardedLink(event);
      if (!anchor) return;
      // Capture phase on the document: before react-router's Link (on the React root) handles the click.
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', anchor });
    };
    const onPopState = () => {
      const own = ownPop.current;
      if (own) {
        ownPop.current = null;
        own();
        return;
      }
      // The owner stepped back off the extra entry: still this page (the router changes nothing). Ask.
      if (active()) setPending({ kind: 'back' });
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const stay = () => {
    if (pending?.kind === 'back') mark();
    setPending(null);
  };

  const leave = () => {
    const held = pending;
    setPending(null);
    if (!held) return;
    bypass.current = true;
    const done = () => {
      bypass.current = false;
    };
    if (held.kind === 'back') {
      // Already on this page's own entry: one more step back is where the owner was going.
      ownPop.current = done;
      history.back();
      return;
    }
    // Off the extra entry first, so that it does not stay behind in the history, then follow the link.
    const follow = () => {
      try {
        held.anchor.click();
      } finally {
        done();
      }
    };
    if (marked()) {
      ownPop.current = follow;
      history.back();
    } else follow();
  };

  return (
    <GuardContext.Provider value={guard}>
      {children}
      <Modal
        name={MODAL}
        activeModal={pending ? MODAL : null}
        onClose={stay}
        title={texts.title}
        closeLabel={texts.stay}
      >
        <p>{texts.body}</p>
        <div className="form-actions">
          <button type="button" className="button" onClick={stay}>
            {texts.stay}
          </button>
          <button type="button" className="button button-danger" onClick={leave}>
            {texts.leave}
          </button>
        </div>
      </Modal>
    </GuardContext.Provider>
  );
}

/** A screen with unsaved edits: while `dirty`, leaving the page asks first (see UnsavedChangesGuard). */
export function useUnsavedChanges(dirty: boolean): void {
  const guard = useContext(GuardContext);
  useEffect(() => (dirty && guard ? guard.hold() : undefined), [dirty, guard]);
}
