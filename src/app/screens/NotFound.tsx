import { useTranslation } from 'react-i18next';

export function NotFound({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('screen.not-found.title')}</h1>
      <p>{t('notFound.description')}</p>
      <a href={homePath}>{t('notFound.home')}</a>
    </section>
  );
}
