import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { helpShown, selectHelpWanted } from './shell-slice';
import { useFragment } from './use-fragment';
import { HelpPanel } from '../../features/help/components/help-panel';
import { HelpPopupView } from '../../features/help/components/help-popup';
import { useChatTransport } from '../../features/help/components/use-chat-transport';
import { helpFeature } from '../../features/help/feature';
import { offeredTopics, readHelpRouter } from '../../features/help/help-router';
import { helpAreaLeft, helpAreaShown, panelOpenChanged, popupDismissed, selectHelp } from '../../features/help/slice';
import { chat } from '../../generated/chat';
import { useFeature } from '../../ui/feature-host';
import { useHasRoute } from '../../ui/route-link';

/**
 * Spec 002 §2: the help assistant on every page (not in webview): the starting pop-up, and the panel with the
 * how-to search, the help router's topics (spec 002 §7, the help-router fragment of the page's brand and region) and,
 * in the markets of markets/chat.json, the live chat. The help feature's sagas do the rest while this is on the page.
 */
export function HelpArea() {
  useFeature(helpFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { panelOpen, popup, chatConfig } = useSelector(selectHelp);
  const transport = useChatTransport();
  const router = useFragment('help-router');
  const hasRoute = useHasRoute();
  useEffect(() => {
    dispatch(helpAreaShown());
    return () => {
      dispatch(helpAreaLeft());
    };
  }, [dispatch]);
  // Asked for from elsewhere on the page (before this area came, or while it is here): the panel opens.
  const wanted = useSelector(selectHelpWanted);
  useEffect(() => {
    if (!wanted) return;
    dispatch(panelOpenChanged(true));
    dispatch(helpShown());
  }, [wanted, dispatch]);

  const texts = {
    searchLabel: t('help.search.label'),
    searchSubmit: t('help.search.submit'),
    chatHeading: t('help.chat.heading'),
    chat: {
      log: t('help.chat.log'),
      input: t('help.chat.input'),
      send: t('help.chat.send'),
      blank: t('help.chat.blank'),
      sendFailed: t('help.chat.sendFailed'),
      you: t('help.chat.you'),
      assistant: t('help.chat.assistant'),
    },
  };
  const chatShown = chatConfig?.enabled === true;
  // Spec 002 §8: without the fragment (absent, or its fetch failed) the panel has no topics.
  const topics = router && {
    heading: t('help.router.heading'),
    newTab: t('help.router.newTab'),
    items: offeredTopics(readHelpRouter(router), { hasRoute, chat: chatShown }).map((topic) => ({
      id: topic.id,
      label: t(topic.labelKey),
      destination: topic.destination,
    })),
  };
  const openPanel = (open: boolean) => dispatch(panelOpenChanged(open));
  return (
    <>
      <HelpPopupView
        stage={popup}
        texts={{ message: t('help.popup.message'), open: t('help.popup.open'), close: t('help.popup.close') }}
        onOpenPanel={() => openPanel(true)}
        onDismiss={() => dispatch(popupDismissed())}
        panelOpen={panelOpen}
      />
      <HelpPanel
        open={panelOpen}
        onOpenChange={openPanel}
        labels={{ title: t('help.title'), close: t('help.close') }}
        texts={texts}
        howToSearchUrl={chat.howToSearchUrl}
        chat={chatShown ? { transport, config: chatConfig } : null}
        topics={topics}
      />
    </>
  );
}
