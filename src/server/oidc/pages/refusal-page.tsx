import { Layout, renderPage } from './layout';
import { englishLang, pageTexts } from './page-texts';

/**
 * The page for a request the IdP refuses. The reason is for the developer of the sending application and
 * stays English; the rest follows the request's locale when it has a valid one (it may be the invalid part).
 */
export function refusalPage(reason: string, locale?: string): string {
  const t = pageTexts(locale);
  return renderPage(
    <Layout t={t} heading={t.text('idp.refused.title')}>
      <p className="error" role="alert" lang={englishLang(t.lang)}>
        {reason}
      </p>
      <p>{t.node('idp.refused.intro')}</p>
    </Layout>,
  );
}
