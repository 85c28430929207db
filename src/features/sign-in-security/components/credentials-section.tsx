import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { passwordChangeRequested } from '../../../lib/auth/session-events';
import { emailStarRun, maskEmail } from '../../../lib/format/mask-email';
import { routePath } from '../../../lib/market/route-paths';
import { useMarket, useSite } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { MASKED_PASSWORD } from '../masking';
import { selectSecurity } from '../slice';

/** Spec 001 §2.3: the email and the password, masked, each with its edit button. */
export function CredentialsSection() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market, routes } = useMarket();
  const site = useSite();
  const { email } = useSelector(selectSecurity);
  const headingId = useId();
  const shown =
    email.status === 'loaded' && email.value
      ? maskEmail(email.value, emailStarRun(market, site.signInSecurity.emailMaskStars))
      : null;
  return (
    <section className="panel security-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('security.credentials.title')}</h2>
      <dl className="credentials">
        <div className="credential">
          <dt>{t('security.email')}</dt>
          <dd>
            {email.status === 'failed' && <span className="muted">{t('security.email.unavailable')}</span>}
            {email.status !== 'failed' && shown === null && <span className="muted">{t('app.loading')}</span>}
            {shown !== null && (
              <Masked shown={shown} spoken={t('security.email.masked', { value: shown.replace(/\*+/, '…') })} />
            )}
          </dd>
          <dd className="edit-credential">
            {/* Markets without an email route (de-de) offer no change here. */}
            {routePath(routes, 'change-email') !== undefined && (
              <RouteLink to="change-email" className="button">
                {t('security.email.edit')}
              </RouteLink>
            )}
          </dd>
        </div>
        <div className="credential">
          <dt>{t('security.password')}</dt>
          <dd>
            <Masked shown={MASKED_PASSWORD} spoken={t('security.password.masked')} />
          </dd>
          <dd className="edit-credential">
            <button type="button" className="button" onClick={() => dispatch(passwordChangeRequested())}>
              {t('security.password.edit')}
            </button>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Stars are seen, not read out: a screen reader hears what they stand for. */
function Masked({ shown, spoken }: { shown: string; spoken: string }) {
  return (
    <>
      <span className="masked" aria-hidden="true">
        {shown}
      </span>
      <span className="visually-hidden">{spoken}</span>
    </>
  );
}
