import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { addressForms, regionLists } from '../../../generated/address-forms';
import { form } from '../../../generated/forms/account-settings';
import type { Profile } from '../../../generated/types/api/owner';
import { addressLines } from '../../../lib/format/address';
import { addressFormOptions } from '../../../lib/forms/address-options';
import { salutationText } from '../../../lib/forms/country-fields';
import { offeredFields } from '../../../lib/forms/form-sections';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { useFeature } from '../../../ui/feature-host';
import { readPhoneList, type PhoneList } from '../../../ui/forms/phone-list';
import { loadOnce } from '../../../ui/load-once';
import { LoadFailed } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { PhoneNumber } from '../../../ui/phone-link';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Placeholder, Spinner } from '../../../ui/spinner';
import { useIdleLoad } from '../../../ui/use-idle-load';
import { useModeFocus } from '../../../ui/use-mode-focus';
import { accountSettingsFeature } from '../feature';
import type { SectionId } from '../form';
import { editStarted, selectSettings, settingsRequested } from '../slice';

/** The sections the page views and edits on their own (personal details, address): the definition's. */
const sections = form.sections ?? [];
/** The edit form and the form library under it: the page shows its sections without them. */
const sectionForm = loadOnce(() => import('./section-form').then((m) => m.SectionForm));

/** The account settings page: personal details and address, each viewed, then edited on the country's form. */
export function AccountSettingsScreen() {
  useFeature(accountSettingsFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectSettings);
  const phones = useFragmentState('phone-number-dropdown', 'phone-number-dropdown');
  const phoneList = useMemo(() => readPhoneList(phones.status === 'loaded' ? phones.data : null), [phones]);
  useEffect(() => {
    dispatch(settingsRequested());
  }, [dispatch]);
  const waiting = state.load === 'loading' || state.load === 'idle' || phones.status === 'loading';
  // Until the details are in, the sections are drawn with their labels and disabled buttons (also in the prerendered
  // page): the owner sees the page's shape at once, and nothing moves when the values come.
  const profile = !waiting && state.load === 'loaded' ? state.profile : null;
  return (
    <div className="screen account-settings">
      <ScreenHeader title={t('screen.account-settings.title')} />
      {waiting && <Spinner label={t('app.loading')} quiet />}
      {state.load === 'failed' && (
        <LoadFailed
          message={t('settings.loadFailed')}
          retryLabel={t('settings.retry')}
          onRetry={() => dispatch(settingsRequested())}
        />
      )}
      {(waiting || profile) && <Settings profile={profile} phoneList={phoneList} />}
    </div>
  );
}

/** The sections; without a profile (still loading), their shape with the values to come and the buttons disabled. */
function Settings({ profile, phoneList }: { profile: Profile | null; phoneList: PhoneList }) {
  const { market } = useMarket();
  const { editing } = useSelector(selectSettings);
  const options = useMemo(() => addressFormOptions(market.addressForm, addressForms), [market]);
  const offered = useMemo(() => offeredFields(sections, form.addressOptionFields ?? {}, options), [options]);
  const regions = regionLists[market.countryCode];
  // Fetched once the sections are usable (not beside the page's own start), at once when Edit is pressed first.
  const SectionForm = useIdleLoad(sectionForm, editing !== null, profile !== null);
  const { t } = useTranslation();
  return (
    <>
      {sections.map((definition) => {
        const section = definition.id;
        return (
          // The section counts as editing once its form is there, so the focus goes to its first field.
          <SettingsSection
            key={section}
            section={section}
            editing={editing === section && SectionForm !== null}
            busy={profile === null}
          >
            {editing !== section && (
              <SectionView section={section} profile={profile} offered={offered} showCountry={options.country} />
            )}
            {editing === section && SectionForm && profile && (
              <SectionForm
                section={definition}
                profile={profile}
                offered={offered}
                phoneList={phoneList}
                regions={regions}
              />
            )}
            {editing === section && !SectionForm && <Spinner label={t('app.loading')} />}
          </SettingsSection>
        );
      })}
    </>
  );
}

function SettingsSection({
  section,
  editing,
  busy,
  children,
}: {
  section: SectionId;
  editing: boolean;
  busy: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useModeFocus(panel, editing);
  return (
    <section ref={panel} className="panel settings-section" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{t(`settings.${section}.title`)}</h2>
      {children}
    </section>
  );
}

/** A section as it is saved, with its edit button; empty values say so. Without a profile: placeholders. */
function SectionView({
  section,
  profile,
  offered,
  showCountry,
}: {
  section: SectionId;
  profile: Profile | null;
  offered: ReadonlySet<string>;
  showCountry: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const country = market.countryName;
  const none = <span className="muted">{t('settings.notGiven')}</span>;
  const row = (label: string, value: ReactNode) => (
    <div className="setting" key={label}>
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? none : value}</dd>
    </div>
  );
  /** The saved value, or while loading a bar of about its length. */
  const value = (saved: (p: Profile) => ReactNode, size?: 'short' | 'medium' | 'long') =>
    profile ? saved(profile) : <Placeholder size={size} />;
  if (section === 'personal') {
    const name = (p: Profile) =>
      [
        offered.has('title') ? salutationText(market, p.title, t) : undefined,
        p.firstName,
        offered.has('middleName') ? p.middleName : undefined,
        p.lastName,
      ]
        .filter(Boolean)
        .join(' ');
    return (
      <>
        <dl className="settings-list">
          {row(t('settings.name'), value(name))}
          <div className="setting">
            <dt>{t('settings.email')}</dt>
            <dd>
              {value((p) => p.email, 'long')}
              <p className="hint">
                {t('settings.emailHint')}{' '}
                <RouteLink to="signinCredentialsView">{t('screen.signin-credentials.title')}</RouteLink>
              </p>
            </dd>
          </div>
          {row(
            t('settings.phone'),
            value((p) =>
              p.mobilePhoneNumber ? (
                <PhoneNumber stored={p.mobilePhoneNumber} countryCode={market.countryCode} />
              ) : null,
            ),
          )}
          {offered.has('companyName') &&
            row(
              t('field.companyName'),
              value((p) => p.companyName),
            )}
          {offered.has('nationalId') &&
            row(
              t('field.nationalId'),
              value((p) => p.nationalId, 'short'),
            )}
        </dl>
        <button type="button" className="button" disabled={!profile} onClick={() => dispatch(editStarted('personal'))}>
          {t('settings.edit.personal')}
        </button>
      </>
    );
  }
  return (
    <>
      {!profile && (
        <address className="settings-address">
          <span>
            <Placeholder size="long" />
          </span>
          <span>
            <Placeholder />
          </span>
        </address>
      )}
      {profile && <SavedAddress profile={profile} offered={offered} />}
      {showCountry && <dl className="settings-list">{row(t('settings.country'), country)}</dl>}
      <button type="button" className="button" disabled={!profile} onClick={() => dispatch(editStarted('address'))}>
        {profile && !profile.address1 ? t('settings.addAddress') : t('settings.edit.address')}
      </button>
    </>
  );
}

/** The saved address as the country writes it, or that there is none. */
function SavedAddress({ profile, offered }: { profile: Profile; offered: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const { market, tables } = useMarket();
  // The region as the country's address writes it: the stored code where the country has a list (MI, ON).
  const lines = addressLines(
    {
      lines: [
        profile.address1,
        offered.has('address2') ? profile.address2 : undefined,
        offered.has('additionalAddress') ? profile.additionalAddress : undefined,
      ],
      town: profile.city,
      region: offered.has('state') ? profile.state : undefined,
      postalCode: profile.zip,
    },
    market.countryCode,
    tables.site.formats.addressFormats,
  );
  return profile.address1 ? (
    <address className="settings-address">
      {lines.map((l, i) => (
        <span key={`${i}-${l}`}>{l}</span>
      ))}
    </address>
  ) : (
    <p>{t('settings.noAddress')}</p>
  );
}
