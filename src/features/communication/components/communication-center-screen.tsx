import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { OwnerMessage } from '../../../generated/types/api/owner';
import { dateTimeFormat } from '../../../lib/format/intl-formats';
import type { TextKey } from '../../../lib/texts/text-key';
import { useFeature } from '../../../ui/feature-host';
import { LoadState } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { communicationFeature } from '../feature';
import { messagesRequested, messageToggled, selectMessages, selectUnread } from '../messages-slice';

/** Text keys of the categories (literal keys, so the text checks can see them). */
const CATEGORY_KEYS: Record<OwnerMessage['category'], TextKey> = {
  service: 'center.category.service',
  recall: 'center.category.recall',
  offer: 'center.category.offer',
  account: 'center.category.account',
  news: 'center.category.news',
};

/** The owner's messages, newest first: unread ones marked; opening one shows it and marks it read. */
export function CommunicationCenterScreen() {
  useFeature(communicationFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectMessages);
  const unread = useSelector(selectUnread);
  useEffect(() => {
    dispatch(messagesRequested());
  }, [dispatch]);
  return (
    <div className="screen communication-center">
      <ScreenHeader
        title={
          <>
            {t('screen.communication-center.title')}
            {state.load === 'loaded' && unread > 0 && (
              <span className="comm-unread-count">
                {' '}
                ({t('center.unreadCount', { number: String(unread), count: unread })})
              </span>
            )}
          </>
        }
      />
      <LoadState
        status={state.load}
        loadingLabel={t('app.loading')}
        message={t('center.loadFailed')}
        retryLabel={t('center.retry')}
        onRetry={() => dispatch(messagesRequested())}
      />
      {state.load === 'loaded' && state.messages.length === 0 && (
        <p className="panel comm-empty">{t('center.empty')}</p>
      )}
      {state.load === 'loaded' && state.messages.length > 0 && (
        <ul className="comm-messages">
          {state.messages.map((m) => (
            <Message key={m.id} message={m} open={state.openId === m.id} />
          ))}
        </ul>
      )}
      <p className="return-link">
        <RouteLink to="account-dashboard" className="button">
          {t('app.returnToDashboard')}
        </RouteLink>
      </p>
    </div>
  );
}

function Message({ message, open }: { message: OwnerMessage; open: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const date = useMemo(() => {
    const d = new Date(message.date);
    return Number.isNaN(d.getTime())
      ? message.date
      : dateTimeFormat(market.languageRegionCode, { dateStyle: 'medium' }).format(d);
  }, [message.date, market.languageRegionCode]);
  const bodyId = `message-${message.id}`;
  return (
    <li className={message.read ? 'comm-message' : 'comm-message comm-message-unread'}>
      <h2 className="comm-message-heading">
        <button
          type="button"
          className="comm-message-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => dispatch(messageToggled(message))}
        >
          {!message.read && <span className="comm-badge">{t('center.unread')}</span>}
          <span className="comm-subject">{message.subject}</span>
          <span className="comm-meta">
            {t(CATEGORY_KEYS[message.category])} · <time dateTime={message.date}>{date}</time>
          </span>
        </button>
      </h2>
      <div id={bodyId} className="comm-message-body" hidden={!open}>
        {message.body
          .split('\n')
          .filter((p) => p.trim() !== '')
          .map((p, i) => (
            <p key={i}>{p}</p>
          ))}
      </div>
    </li>
  );
}
