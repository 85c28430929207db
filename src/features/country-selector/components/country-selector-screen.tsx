import { useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/format/country-name';
import { useMarket } from '../../../ui/market-context';
import { ScreenHeader } from '../../../ui/screen-header';
import { drawsFlagEmoji } from '../flag-support';
import { filterSites, flagOf, siteGroups, type SiteEntry } from '../market-list';

/**
 * Spec 000 §2 /country-selector: every site of this brand in the environment, by region, each in its own language,
 * with a type-ahead filter. A site is another market: its link is a full page load to that market's root.
 */
const noChanges = () => () => undefined;

export function CountrySelectorScreen() {
  const { t } = useTranslation();
  const { market, markets } = useMarket();
  const [filter, setFilter] = useState('');
  // Known only in the browser: a prerendered page (and its hydration) shows the codes, then the flags where drawn.
  const emojiFlags = useSyncExternalStore(
    noChanges,
    () => drawsFlagEmoji(document),
    () => false,
  );
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const locale = market.languageRegionCode;
  const all = useMemo(
    () => siteGroups(markets, market, { international: t('country.international'), countryName }),
    [markets, market, t],
  );
  const groups = useMemo(() => filterSites(all, filter, locale), [all, filter, locale]);
  const count = groups.reduce((n, g) => n + g.sites.length, 0);
  const filtering = filter.trim() !== '';

  const clear = () => {
    setFilter('');
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && filter !== '') {
      e.preventDefault();
      setFilter('');
    }
  };

  return (
    <div className="screen country-selector">
      <ScreenHeader title={t('screen.country-selector.title')} lead={t('country.intro')} />
      <div role="search" className="country-filter">
        <label htmlFor={inputId} className="country-filter-label">
          {t('country.filter.label')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="country-filter-input"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
        />
        <p id={hintId} className="country-filter-hint">
          {t('country.filter.hint')}
        </p>
      </div>
      {/* Always present, so the count is announced as the owner types. */}
      <p role="status" className={filtering && count === 0 ? 'country-no-match' : 'country-count'}>
        {!filtering
          ? ''
          : count === 0
            ? t('country.noMatch', { text: filter.trim() })
            : t('country.matches', { number: String(count) })}
      </p>
      {filtering && count === 0 && (
        <p className="country-clear">
          <button type="button" className="button" onClick={clear}>
            {t('country.clear')}
          </button>
        </p>
      )}
      {groups.map((g) => (
        <section key={g.region} className="country-region" aria-labelledby={`country-region-${g.region}`}>
          <h2 id={`country-region-${g.region}`}>{t(`country.region.${g.region}`)}</h2>
          <ul className="country-sites">
            {g.sites.map((site) => (
              <li key={site.id}>
                <SiteLink site={site} emojiFlags={emojiFlags} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A site: flag, country in the page's language, then the language and the country as that site names them. */
function SiteLink({ site, emojiFlags }: { site: SiteEntry; emojiFlags: boolean }) {
  const { t } = useTranslation();
  return (
    <a
      className="country-site"
      href={site.href}
      hrefLang={site.languageRegionCode}
      aria-current={site.current ? 'true' : undefined}
    >
      <Flag countryCode={site.countryCode} emoji={emojiFlags} />
      <span className="country-site-names">
        <span className="country-site-country">{site.countryName}</span>{' '}
        <span className="country-site-own" lang={site.languageRegionCode}>
          {site.ownCountryName ? `${site.language} · ${site.ownCountryName}` : site.language}
        </span>
      </span>
      {site.current && (
        <>
          {' '}
          <span className="country-site-current">{t('country.current')}</span>
        </>
      )}
    </a>
  );
}

/** The country's flag (emoji where the browser draws them, else its code), or a globe for the international site. */
function Flag({ countryCode, emoji }: { countryCode?: string; emoji: boolean }) {
  if (!countryCode) {
    return (
      <svg
        className="country-site-flag country-site-globe"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M2.5 12h19M12 2.5c2.6 2.6 3.9 5.8 3.9 9.5s-1.3 6.9-3.9 9.5M12 2.5C9.4 5.1 8.1 8.3 8.1 12s1.3 6.9 3.9 9.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
    );
  }
  return emoji ? (
    <span className="country-site-flag" aria-hidden="true">
      {flagOf(countryCode)}
    </span>
  ) : (
    <span className="country-site-flag country-site-code" aria-hidden="true">
      {countryCode}
    </span>
  );
}
