import { useTranslation } from 'react-i18next';

/** Routes whose screens are not built yet still resolve, and say so plainly. */
export function ScreenPending({ screen, dashboardPath }: { screen: string; dashboardPath: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pending-title">
      <h1 id="pending-title">{t(`screen.${screen}.title`)}</h1>
      <p>{t('pending.body')}</p>
      <a href={dashboardPath}>{t('app.returnToDashboard')}</a>
    </section>
  );
}
