import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { routePath } from '../../../lib/market/route-paths';
import { useMarket } from '../../../ui/market-context';
import { OutcomeIcon } from '../../../ui/outcome-icon';
import type { SecurityContent } from '../content';
import { errorPageClosed } from '../slice';

/** Spec 001 §2.3: header, icon, description and a cancel button back to the sign-in credentials route. */
export function ErrorPage({ content }: { content: SecurityContent }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { routes } = useMarket();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const cancel = () => {
    dispatch(errorPageClosed());
    const back = routePath(routes, 'signinCredentialsView');
    if (back !== undefined) void navigate(back);
  };
  return (
    <div className="screen security-error-page">
      <OutcomeIcon kind={'warning'} className="security-error-icon" />
      <h1 ref={heading} tabIndex={-1}>
        {content.errorPage?.header ?? t('app.screenError.title')}
      </h1>
      <p>{content.errorPage?.description ?? t('app.screenError.body')}</p>
      <button type="button" className="button button-primary" onClick={cancel}>
        {t('security.cancel')}
      </button>
    </div>
  );
}
