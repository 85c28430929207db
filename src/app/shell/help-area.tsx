import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatConfigUrl, hasChat, readChatConfig, type ChatConfig } from '../../features/help/chat-config';
import { HelpPanel } from '../../features/help/components/help-panel';
import { HelpPopup } from '../../features/help/components/help-popup';
import { sseTransport } from '../../features/help/components/sse-transport';
import { startTabRecord } from '../../features/help/tab-record';
import { chat } from '../../generated/chat';
import { useMarket } from '../../ui/market-context';

/**
 * Spec 002 §2: the help assistant on every page (not in webview): the starting pop-up, and the panel with the
 * how-to search and, in the markets of markets/chat.json, the live chat with its per-tab record.
 */
export function HelpArea() {
  const { t } = useTranslation();
  const { market } = useMarket();
  const [open, setOpen] = useState(false);
  // Mounted after the page settled: measured from the page load, so the pop-up keeps its 3 s.
  const [elapsed] = useState(() => globalThis.performance?.now() ?? 0);
  const chatMarket = hasChat(chat.countries, market.countryCode);
  const [config, setConfig] = useState<ChatConfig | null>(null);
  const transport = useMemo(() => (chatMarket ? sseTransport({ locale: market.languageRegionCode }) : null), [chatMarket, market.languageRegionCode]);

  useEffect(() => () => transport?.close(), [transport]);
  useEffect(() => {
    if (!chatMarket) return undefined;
    let live = true;
    // Content is input: an unreadable or failed configuration means no chat, the search still works.
    const load = async () => {
      try {
        const r = await fetch(chatConfigUrl(market.contentUrl, market.countryCode, market.languageRegionCode, false));
        const body: unknown = r.ok ? await r.json() : null;
        if (live) setConfig(readChatConfig(body));
      } catch {
        // no chat this time
      }
    };
    void load();
    return () => { live = false; };
  }, [chatMarket, market]);
  useEffect(() => {
    if (!chatMarket || !config?.enabled) return undefined;
    return startTabRecord({ storage: globalThis.localStorage, now: Date.now }).stop;
  }, [chatMarket, config]);

  const texts = {
    searchLabel: t('help.search.label'),
    searchSubmit: t('help.search.submit'),
    chatHeading: t('help.chat.heading'),
    chat: {
      log: t('help.chat.log'), input: t('help.chat.input'), send: t('help.chat.send'), blank: t('help.chat.blank'),
      sendFailed: t('help.chat.sendFailed'), you: t('help.chat.you'), assistant: t('help.chat.assistant'),
    },
  };
  return (
    <>
      <HelpPopup texts={{ message: t('help.popup.message'), open: t('help.popup.open'), close: t('help.popup.close') }}
        onOpenPanel={() => setOpen(true)} panelOpen={open} secure={globalThis.location?.protocol === 'https:'}
        elapsedMs={elapsed} />
      <HelpPanel
        open={open}
        onOpenChange={setOpen}
        labels={{ launcher: t('help.launcher'), title: t('help.title'), close: t('help.close') }}
        texts={texts}
        howToSearchUrl={chat.howToSearchUrl}
        chat={transport && config?.enabled ? { transport, config } : null}
      />
    </>
  );
}
