import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import type { Vehicle } from '../../../generated/types/api/owner';
import { vehicleName } from '../../../lib/format/vehicle-name';
import { useFeature } from '../../../ui/feature-host';
import { OutcomeIcon } from '../../../ui/outcome-icon';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { ownershipDelinkingFeature } from '../feature';
import { DELINK_REASONS, delinkConfirmed, delinkOpened, delinkReasonChosen, selectDelink } from '../slice';

/**
 * /ownership-delinking/{data}: the owner's ownership of the vehicle of an email link ends and it leaves their garage,
 * once the owner has said why and confirmed.
 */
export function OwnershipDelinkingScreen() {
  useFeature(ownershipDelinkingFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { data = '' } = useParams();
  const state = useSelector(selectDelink);
  useEffect(() => {
    dispatch(delinkOpened({ data }));
  }, [dispatch, data]);

  switch (state.step) {
    case 'checking':
      // The page's heading while the link is checked: also the first paint the build prerenders for every link.
      return (
        <div className="screen delink">
          <ScreenHeader title={t('screen.ownership-delinking.title')} />
          <Spinner label={t('app.loading')} />
        </div>
      );
    case 'invalid':
      return (
        <Outcome kind="error" title={t('delink.invalid.title')}>
          <p>{t('delink.invalid.body')}</p>
        </Outcome>
      );
    case 'not-in-account':
      return (
        <Outcome kind="error" title={t('delink.notInAccount.title')}>
          <p>{t('delink.notInAccount.body', { vin: state.link?.vin ?? '' })}</p>
        </Outcome>
      );
    case 'load-failed':
      return (
        <Outcome kind="error" title={t('screen.ownership-delinking.title')}>
          <p role="alert">{t('delink.loadFailed')}</p>
          <button type="button" className="button" onClick={() => dispatch(delinkOpened({ data }))}>
            {t('delink.retry')}
          </button>
        </Outcome>
      );
    case 'removed':
      return (
        <Outcome kind="success" title={t('delink.removed.title')}>
          <p>{state.vehicle ? t('delink.removed.body', { vehicle: vehicleName(state.vehicle, t) }) : null}</p>
        </Outcome>
      );
    case 'confirm':
      return state.vehicle ? <Confirm vehicle={state.vehicle} /> : null;
  }
}

/** The question, with what it means and why the ownership ends; a failed delinking keeps it and says so. */
function Confirm({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { removing, removeFailed, reason, reasonMissing } = useSelector(selectDelink);
  const name = vehicleName(vehicle, t);
  const group = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const confirm = () => {
    // Without a reason the state asks for one; the owner is taken to the choice, its error read with it.
    if (reason === null) firstReason.current?.focus();
    dispatch(delinkConfirmed());
  };
  return (
    <div className="screen delink">
      <ScreenHeader title={t('screen.ownership-delinking.title')} lead={t('delink.lead')} />
      <section className="panel delink-confirm" aria-labelledby="delink-question">
        <div className="delink-vehicle">
          <span className="delink-vehicle-name">{name}</span>
          <span className="delink-vehicle-vin">{t('dashboard.vin', { vin: vehicle.vin })}</span>
        </div>
        <h2 id="delink-question">{t('delink.question', { vehicle: name })}</h2>
        <ul>
          <li>{t('delink.consequence.account')}</li>
          <li>{t('delink.consequence.services')}</li>
          <li>{t('delink.consequence.record')}</li>
          <li>{t('delink.consequence.again')}</li>
        </ul>
        <fieldset className="delink-reasons" disabled={removing}>
          <legend>{t('delink.reason.legend')}</legend>
          {DELINK_REASONS.map((value, i) => (
            <label key={value} className="delink-reason">
              <input
                ref={i === 0 ? firstReason : undefined}
                type="radio"
                name={group}
                value={value}
                checked={reason === value}
                aria-describedby={reasonMissing ? `${group}-error` : undefined}
                onChange={() => dispatch(delinkReasonChosen(value))}
              />
              <span>{t(`delink.reason.${value}`)}</span>
            </label>
          ))}
          {reasonMissing && (
            <p className="field-error" id={`${group}-error`} role="alert">
              {t('delink.reason.required')}
            </p>
          )}
        </fieldset>
        {removeFailed && (
          <p className="delink-error" role="alert">
            {t('delink.failed')}
          </p>
        )}
        <div className="form-actions">
          <RouteLink to="accountDashboardView" className="button">
            {t('delink.cancel')}
          </RouteLink>
          <button type="button" className="button button-danger" disabled={removing} onClick={confirm}>
            {removing ? t('delink.removing') : t('delink.confirm')}
          </button>
        </div>
        {removing && <Spinner label={t('delink.removing')} />}
      </section>
    </div>
  );
}

/** An end of the flow (done, or why not): its heading takes focus, as a new page would, and a way to the dashboard. */
function Outcome({ kind, title, children }: { kind: 'success' | 'error'; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new page in all but address: from the top (the sticky header would cover a heading scrolled to), focus on its heading.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className={`screen delink-outcome delink-outcome-${kind}`}>
      <OutcomeIcon kind={kind === 'success' ? 'success' : 'warning'} className="delink-outcome-icon" />
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
      <p>
        <RouteLink to="accountDashboardView" className="button button-primary">
          {t('delink.toDashboard')}
        </RouteLink>
      </p>
    </div>
  );
}
