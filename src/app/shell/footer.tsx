import { useTranslation } from 'react-i18next';
import { ContentLink, useOfferedLinks } from './content-link';
import { readFooter } from './shell-content';
import { useFragment } from './use-fragment';
import { ConsentSettingsLink } from '../../features/consent/components/consent-banner';
import { BrandWordmark } from '../../ui/brand-wordmark';
import { useBrand } from '../../ui/market-context';

/** Spec 002 §2 footer: footer content, disclosures and the gdpr-banner texts, from the content service. */
export function Footer() {
  const { t } = useTranslation();
  const data = useFragment('footer');
  const offered = useOfferedLinks();
  const brand = useBrand();
  // Spec 002 §8: a content fetch failure renders nothing.
  if (!data) return null;
  const footer = readFooter(data);
  return (
    <footer className="site-footer">
      {brand && (
        <div className="site-footer-brand">
          <BrandWordmark wordmark={brand.theme.wordmark} label={brand.displayName} />
        </div>
      )}
      <div className="site-footer-groups">
        {footer.groups.map((g) => (
          <nav key={g.categoryKey} aria-label={t(g.categoryKey)} className="site-footer-group">
            <h2>{t(g.categoryKey)}</h2>
            <ul>
              {offered(g.links).map((l) => (
                <li key={l.labelKey}>
                  <ContentLink link={l} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {footer.gdprBanner && (
        <section className="site-footer-privacy" aria-labelledby="footer-privacy-title">
          <h2 id="footer-privacy-title">{t(footer.gdprBanner.titleKey)}</h2>
          <p>{t(footer.gdprBanner.bodyKey)}</p>
        </section>
      )}
      {footer.disclosuresKey && <p className="site-footer-disclosures">{t(footer.disclosuresKey)}</p>}
      <p className="site-footer-disclosures">
        <ConsentSettingsLink />
      </p>
    </footer>
  );
}
