import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSectionForm } from './use-section-form';
import { addressForms, regionLists } from '../../../generated/address-forms';
import { form } from '../../../generated/forms/account-settings';
import type { Profile } from '../../../generated/types/api/owner';
import { addressLines } from '../../../lib/format/address';
import { addressFormOptions } from '../../../lib/forms/address-options';
import { salutationText } from '../../../lib/forms/country-fields';
import { offeredFields } from '../../../lib/forms/form-sections';
import { phoneForDisplay } from '../../../lib/phone/display';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { useFeature } from '../../../ui/feature-host';
import { readPhoneList, type PhoneList } from '../../../ui/forms/phone-list';
import { LoadFailed } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useModeFocus } from '../../../ui/use-mode-focus';
import { accountSettingsFeature } from '../feature';
import type { SectionId } from '../form';
import { editStarted, selectSettings, settingsRequested } from '../slice';

/** The sections the page views and edits on their own (personal details, address): the definition's. */
const sections = form.sections ?? [];

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
  return (
    <div className="screen account-settings">
      <ScreenHeader title={t('screen.account-settings.title')} />
      {(state.load === 'loading' || state.load === 'idle' || phones.status === 'loading') && (
        <Spinner label={t('app.loading')} />
      )}
      {state.load === 'failed' && (
        <LoadFailed
          message={t('settings.loadFailed')}
          retryLabel={t('settings.retry')}
          onRetry={() => dispatch(settingsRequested())}
        />
      )}
      {state.load === 'loaded' && state.profile && phones.status !== 'loading' && (
        <Settings profile={state.profile} phoneList={phoneList} />
      )}
    </div>
  );
}

function Settings({ profile, phoneList }: { profile: Profile; phoneList: PhoneList }) {
  const { market } = useMarket();
  const { editing } = useSelector(selectSettings);
  const options = useMemo(() => addressFormOptions(market.addressForm, addressForms), [market]);
  const offered = useMemo(() => offeredFields(sections, form.addressOptionFields ?? {}, options), [options]);
  const regions = regionLists[market.countryCode];
  const SectionForm = useSectionForm(editing !== null);
  const { t } = useTranslation();
  return (
    <>
      {sections.map((definition) => {
        const section = definition.id;
        return (
          // The section counts as editing once its form is there, so the focus goes to its first field.
          <SettingsSection key={section} section={section} editing={editing === section && SectionForm !== null}>
            {editing !== section && (
              <SectionView section={section} profile={profile} offered={offered} showCountry={options.country} />
            )}
            {editing === section && SectionForm && (
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
  children,
}: {
  section: SectionId;
  editing: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useModeFocus(panel, editing);
  return (
    <section ref={panel} className="panel settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`settings.${section}.title`)}</h2>
      {children}
    </section>
  );
}

/** A section as it is saved, with its edit button; empty values say so. */
function SectionView({
  section,
  profile,
  offered,
  showCountry,
}: {
  section: SectionId;
  profile: Profile;
  offered: ReadonlySet<string>;
  showCountry: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market, tables } = useMarket();
  const country = market.countryName;
  const none = <span className="muted">{t('settings.notGiven')}</span>;
  const row = (label: string, value: string | null | undefined) => (
    <div className="setting" key={label}>
      <dt>{label}</dt>
      <dd>{value ? value : none}</dd>
    </div>
  );
  if (section === 'personal') {
    const name = [
      offered.has('title') ? salutationText(market, profile.title, t) : undefined,
      profile.firstName,
      offered.has('middleName') ? profile.middleName : undefined,
      profile.lastName,
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <>
        <dl className="settings-list">
          {row(t('settings.name'), name)}
          <div className="setting">
            <dt>{t('settings.email')}</dt>
            <dd>
              {profile.email}
              <p className="hint">
                {t('settings.emailHint')}{' '}
                <RouteLink to="signinCredentialsView">{t('screen.signin-credentials.title')}</RouteLink>
              </p>
            </dd>
          </div>
          {row(
            t('settings.phone'),
            profile.mobilePhoneNumber ? phoneForDisplay(profile.mobilePhoneNumber, market.countryCode) : null,
          )}
          {offered.has('companyName') && row(t('field.companyName'), profile.companyName)}
          {offered.has('nationalId') && row(t('field.nationalId'), profile.nationalId)}
        </dl>
        <button type="button" className="button" onClick={() => dispatch(editStarted('personal'))}>
          {t('settings.edit.personal')}
        </button>
      </>
    );
  }
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
  return (
    <>
      {profile.address1 ? (
        <address className="settings-address">
          {lines.map((l, i) => (
            <span key={`${i}-${l}`}>{l}</span>
          ))}
        </address>
      ) : (
        <p>{t('settings.noAddress')}</p>
      )}
      {showCountry && <dl className="settings-list">{row(t('settings.country'), country)}</dl>}
      <button type="button" className="button" onClick={() => dispatch(editStarted('address'))}>
        {profile.address1 ? t('settings.edit.address') : t('settings.addAddress')}
      </button>
    </>
  );
}
