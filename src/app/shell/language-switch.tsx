import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routePath, underRoot } from '../../lib/market/route-paths';
import { useMarket, useSite } from '../../ui/market-context';
import { markets, routeTables } from '../environment';
import { useCurrentRoute } from './current-route';

/**
 * Spec 000 §2, 002 §2: where the country is listed in site.json (Thailand), its other language entries are offered,
 * and switching rewrites the address: the same page under the other entry's root (a full load: another market).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { market } = useMarket();
  const location = useLocation();
  const current = useCurrentRoute();
  const site = useSite();
  if (!site.languageSwitchCountries.includes(market.countryCode)) return null;
  const others = markets.filter(
    (m) => m.countryCode === market.countryCode && m.brand === market.brand && m.id !== market.id,
  );
  if (others.length === 0) return null;
  return (
    <nav className="language-switch" aria-label={t('shell.language')}>
      <ul>
        <li>
          <span aria-current="true" lang={market.languageRegionCode}>
            {market.language}
          </span>
        </li>
        {others.map((m) => {
          const path = current ? routePath(routeTables[m.id] ?? [], current.id) : undefined;
          const href = `${underRoot(m, path ?? '/')}${location.search}${location.hash}`;
          return (
            <li key={m.id}>
              <a href={href} lang={m.languageRegionCode} hrefLang={m.languageRegionCode}>
                {m.language}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
