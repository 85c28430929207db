import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSite } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import type { ChatConfig } from '../chat-config';
import type { ChatTransport } from '../chat-transport';
import type { HelpDestination } from '../help-router';
import { howToSearchUrl, sanitiseSearch } from '../search';
import { Chat, type ChatTexts } from './chat';
import { HELP_LAUNCHER_ID, HELP_PANEL_ID } from '../ids';

/** Accessible names of the panel's own controls (already translated). */
export interface HelpPanelLabels {
  /** The panel's heading and accessible name, e.g. "How can we help?". */
  title: string;
  /** The panel's close button, e.g. "Close help". */
  close: string;
}

/** The panel's contents (already translated). */
export interface HelpPanelTexts {
  /** Label of the virtual assistant's search box, e.g. "Search our help topics". */
  searchLabel: string;
  /** Its button, e.g. "Search". */
  searchSubmit: string;
  /** Heading of the chat section, e.g. "Live chat". */
  chatHeading: string;
  chat: ChatTexts;
}

/** One topic of the help router as the panel shows it (already translated and offered: see offeredTopics). */
export interface HelpTopic {
  id: string;
  label: string;
  destination: HelpDestination;
}

/** The help router's topics (the help-router fragment), with the words around them (already translated). */
export interface HelpTopics {
  /** The list's heading and name, e.g. "Help topics". */
  heading: string;
  /** Said after the label of a help site's page, e.g. "(opens in a new tab)". */
  newTab: string;
  items: HelpTopic[];
}

export interface HelpPanelProps {
  /** Controlled: the launcher (HelpLauncher, in the header), Escape and the close button ask for a change. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: HelpPanelLabels;
  texts: HelpPanelTexts;
  /** The external how-to search (markets/chat.json's howToSearchUrl). */
  howToSearchUrl: string;
  /** Live chat, for a chat country whose configuration is enabled; without it the panel has the search only. */
  chat?: { transport: ChatTransport; config: ChatConfig } | null;
  /** Where help is by topic; without topics (content absent or failed) the panel has no list. */
  topics?: HelpTopics | null;
  /** Opens an address in a new tab; window.open with noopener unless given. */
  openExternal?: (url: string) => void;
}

type Phase = 'closed' | 'opening' | 'open' | 'closing';

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The help panel (spec 002 §2, §9), opened by the header's launcher (HelpLauncher). It is a non-modal dialog: help is read
 * beside the page (an owner follows the chat's instructions on the page itself), so there is no backdrop and
 * no focus trap, and a click outside does not close it. Opening and closing each animate for 0.8 s; a timer
 * (not animationend) ends the animation, so the panel also settles when animations are off. Escape closes
 * it and focus goes back to the launcher. The panel stays in the page while closed (hidden), so a
 * conversation survives closing and reopening.
 */
export function HelpPanel({
  open,
  onOpenChange,
  labels,
  texts,
  howToSearchUrl: searchBase,
  chat,
  topics,
  openExternal = openInNewTab,
}: HelpPanelProps) {
  const panelId = HELP_PANEL_ID;
  const titleId = useId();
  const searchId = useId();
  const panelRef = useRef<HTMLDialogElement>(null);
  const chatRef = useRef<HTMLElement>(null);
  // The opening and the closing animation each last this long (site.json help.panelAnimationMs, 0.8 s); the timer
  // decides the end state.
  const animationMs = useSite().help.panelAnimationMs;
  const [query, setQuery] = useState('');
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  // A change of `open` starts the animation towards it in the same render (React's "adjust state when a
  // prop changes" pattern), so the first frame already has the animating class. A change in mid-animation
  // turns around with a full animation the other way.
  const [target, setTarget] = useState(open);
  if (target !== open) {
    setTarget(open);
    setPhase(open ? 'opening' : 'closing');
  }

  useEffect(() => {
    if (phase !== 'opening' && phase !== 'closing') return;
    const timer = window.setTimeout(() => setPhase(phase === 'opening' ? 'open' : 'closed'), animationMs);
    return () => window.clearTimeout(timer);
  }, [phase, animationMs]);

  // Focus follows the change: into the panel on opening, back to the launcher on closing (if it was inside).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    if (open) panelRef.current?.focus();
    else if (panelRef.current?.contains(document.activeElement)) document.getElementById(HELP_LAUNCHER_ID)?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    event.preventDefault();
    onOpenChange(false);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    const clean = sanitiseSearch(query);
    if (clean) openExternal(howToSearchUrl(searchBase, clean));
  };

  // The open attribute, not show(): a non-modal dialog; closed, it is out of the page's accessibility tree.
  return (
    <dialog
      ref={panelRef}
      id={panelId}
      open={phase !== 'closed'}
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      // Closing: nothing in it can take focus or clicks while it slides away.
      inert={phase === 'closing'}
      className={`help-panel help-panel--${phase}`}
      onKeyDown={onKeyDown}
    >
      <div className="help-panel-header">
        <h2 id={titleId} className="help-panel-title">
          {labels.title}
        </h2>
        <button type="button" className="ui-close-button" aria-label={labels.close} onClick={() => onOpenChange(false)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="help-panel-body">
        {/* Named: the header has a search landmark too. */}
        <form role="search" className="help-search" onSubmit={search} aria-label={texts.searchLabel}>
          <label htmlFor={searchId} className="help-label">
            {texts.searchLabel}
          </label>
          <div className="help-row">
            <input
              id={searchId}
              className="help-input"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <button type="submit" className="help-button">
              {texts.searchSubmit}
            </button>
          </div>
        </form>
        {topics && topics.items.length > 0 && (
          <nav className="help-topics" aria-labelledby={`${panelId}-topics`}>
            <h3 id={`${panelId}-topics`} className="help-section-title">
              {topics.heading}
            </h3>
            <ul className="help-topic-list">
              {topics.items.map((topic) => (
                <li key={topic.id}>
                  <TopicLink
                    topic={topic}
                    newTab={topics.newTab}
                    // The chat is in this panel: its topic takes the owner to the chat's input.
                    onChat={() => chatRef.current?.querySelector<HTMLInputElement>('input')?.focus()}
                  />
                </li>
              ))}
            </ul>
          </nav>
        )}
        {chat?.config.enabled ? (
          <section ref={chatRef} className="help-chat-section" aria-labelledby={`${panelId}-chat`}>
            <h3 id={`${panelId}-chat`} className="help-section-title">
              {texts.chatHeading}
            </h3>
            <Chat transport={chat.transport} config={chat.config} texts={texts.chat} />
          </section>
        ) : null}
      </div>
    </dialog>
  );
}

/** A topic's way to its help: a link within the app, a help site's page beside it, or a move to the panel's chat. */
function TopicLink({ topic, newTab, onChat }: { topic: HelpTopic; newTab: string; onChat: () => void }) {
  const { destination: d } = topic;
  if (d.kind === 'route')
    return (
      <RouteLink to={d.to} className="help-topic">
        {topic.label}
      </RouteLink>
    );
  if (d.kind === 'page')
    return (
      // Help is read beside the app, as the how-to search's results are.
      <a href={d.href} target="_blank" rel="noopener noreferrer" className="help-topic">
        {topic.label}
        <span className="ui-visually-hidden"> {newTab}</span>
      </a>
    );
  return (
    <button type="button" className="help-topic help-topic--chat" onClick={onChat}>
      {topic.label}
    </button>
  );
}
