import { useTranslation } from 'react-i18next';
import { ContentLink, useOfferedLinks } from './content-link';
import { readDisclosures, readFooter, readPrivacyNotice } from './shell-content';
import { useFragment } from './use-fragment';
import { ConsentSettingsLink } from '../../features/consent/components/consent-banner';
import { BrandWordmark } from '../../ui/brand-wordmark';
import { useBrand } from '../../ui/market-context';

/**
 * Spec 002 §2 footer: footer content, disclosures and the gdpr-banner texts, three fragments of the content service
 * (each the page's brand's or region's where it has its own: lincoln's disclosures, the Americas' privacy notice).
 */
export function Footer() {
  const { t } = useTranslation();
  const data = useFragment('footer');
  const disclosuresData = useFragment('disclosures');
  const privacyData = useFragment('gdpr-banner');
  const offered = useOfferedLinks();
  const brand = useBrand();
  // Spec 002 §8: a content fetch failure renders nothing (the footer without its links; a part without its fragment).
  if (!data) return null;
  const footer = readFooter(data);
  const disclosures = disclosuresData && readDisclosures(disclosuresData);
  const privacy = privacyData && readPrivacyNotice(privacyData);
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
      {privacy && (
        <section className="site-footer-privacy" aria-labelledby="footer-privacy-title">
          <h2 id="footer-privacy-title">{privacy.title}</h2>
          <p>{privacy.body}</p>
        </section>
      )}
      {disclosures && <p className="site-footer-disclosures">{disclosures}</p>}
      <p className="site-footer-disclosures">
        <ConsentSettingsLink />
      </p>
    </footer>
  );
}
