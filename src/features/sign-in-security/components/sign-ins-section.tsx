import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { SignIn } from '../../../generated/types/api/owner';
import { formatDateTime, formatTimeAgo } from '../../../lib/format/date-time';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadState } from '../../../ui/load-state';
import { useMarket, useSite } from '../../../ui/market-context';
import { useAskAgainOnline } from '../../../ui/use-online';
import { signInDevice, signInName } from '../sign-in-name';
import {
  selectSignIns,
  signInEndRequested,
  signInsRequested,
  signOutOthersRequested,
  type SignInsState,
} from '../sign-ins-slice';

const END_ONE_MODAL = 'sign-in-end';
const END_OTHERS_MODAL = 'sign-ins-end-others';

/**
 * Devices and sign-ins (beyond the spec: what Keycloak's account console calls device activity): every browser
 * signed in to the account, this one marked, each other one with its own sign-out, and all the others at once.
 * Each sign-out is confirmed first; this browser stays signed in (it signs out with the page's own sign-out).
 */
export function SignInsSection() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector((s: { signIns: SignInsState }) => selectSignIns(s));
  const [asked, setAsked] = useState<SignIn | 'others' | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Asked for when the page opens (sign-in-security-screen.tsx), beside the other lists; here again once back online.
  useAskAgainOnline(state.status === 'failed' && state.offline, () => dispatch(signInsRequested()));
  // Signed out: its button (where the focus was) is gone; the section's heading takes the focus, and the notice
  // at the top of the page says what happened.
  const wasEnding = useRef(false);
  useEffect(() => {
    if (state.ending !== null) wasEnding.current = true;
    else if (wasEnding.current) {
      wasEnding.current = false;
      heading.current?.focus();
    }
  }, [state.ending]);

  const others = state.list.filter((s) => !s.current);
  const close = () => setAsked(null);
  const one = asked !== null && asked !== 'others' ? asked : null;
  return (
    <section className="panel security-section sign-ins-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('security.signIns.title')}
      </h2>
      <p className="muted">{t('security.signIns.lead')}</p>
      {state.status === 'loaded' ? (
        <>
          <ul className="sign-in-list">
            {state.list.map((s) => (
              <SignInItem key={s.id} signIn={s} busy={state.ending !== null} onSignOut={() => setAsked(s)} />
            ))}
          </ul>
          {others.length === 0 ? (
            <p>{t('security.signIns.onlyThis')}</p>
          ) : (
            <button
              type="button"
              className="button"
              disabled={state.ending !== null}
              onClick={() => setAsked('others')}
            >
              {t('security.signIns.signOutOthers')}
            </button>
          )}
        </>
      ) : (
        <LoadState
          status={state.status}
          loadingLabel={t('app.loading')}
          message={state.offline ? t('security.signIns.offline') : t('security.signIns.loadFailed')}
          retryLabel={t('app.offline.retry')}
          onRetry={() => dispatch(signInsRequested())}
        />
      )}
      <ConfirmDialog
        name={END_ONE_MODAL}
        activeModal={one ? END_ONE_MODAL : null}
        title={t('security.signIns.signOut.title', { name: one ? signInName(one, t) : '' })}
        body={t('security.signIns.signOut.body')}
        cancelLabel={t('security.cancel')}
        confirmLabel={t('security.signIns.signOut')}
        onCancel={close}
        onConfirm={() => {
          if (one) dispatch(signInEndRequested({ id: one.id }));
          close();
        }}
      />
      <ConfirmDialog
        name={END_OTHERS_MODAL}
        activeModal={asked === 'others' ? END_OTHERS_MODAL : null}
        title={t('security.signIns.signOutOthers.title')}
        body={t('security.signIns.signOutOthers.body')}
        cancelLabel={t('security.cancel')}
        confirmLabel={t('security.signIns.signOutOthers')}
        onCancel={close}
        onConfirm={() => {
          dispatch(signOutOthersRequested());
          close();
        }}
      />
    </section>
  );
}

/** One sign-in: what it is, "This device" on the asking browser's own, where from, when; another one's sign-out. */
function SignInItem({ signIn: s, busy, onSignOut }: { signIn: SignIn; busy: boolean; onSignOut: () => void }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const { formats } = useSite();
  // The page's time when it showed the list: how long ago is counted from then.
  const [now] = useState(() => Date.now());
  const name = signInName(s, t);
  const lastActive = formatTimeAgo(s.lastActiveAt, now, market, formats);
  return (
    <li className={s.current ? 'sign-in sign-in-current' : 'sign-in'}>
      <div className="sign-in-what">
        <span className="security-item-name">{name}</span>
        {s.current && <span className="sign-in-this">{t('security.signIns.thisDevice')}</span>}
        <span className="muted sign-in-device">{signInDevice(s, t)}</span>
      </div>
      <dl className="sign-in-facts">
        <div>
          <dt>{t('security.signIns.network')}</dt>
          <dd>{s.network ?? t('security.signIns.unknownNetwork')}</dd>
        </div>
        <div>
          <dt>{t('security.signIns.lastActive')}</dt>
          <dd>{lastActive}</dd>
        </div>
        <div>
          <dt>{t('security.signIns.started')}</dt>
          <dd>{formatDateTime(s.startedAt, market, formats)}</dd>
        </div>
      </dl>
      {!s.current && (
        <button
          type="button"
          className="button sign-in-end"
          disabled={busy}
          aria-label={t('security.signIns.signOut.aria', { name, when: lastActive })}
          onClick={onSignOut}
        >
          {t('security.signIns.signOut')}
        </button>
      )}
    </li>
  );
}
