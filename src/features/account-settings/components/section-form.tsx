import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Profile } from '../../../generated/types/api/owner';
import { salutationChoices, withCountryLabels } from '../../../lib/forms/country-fields';
import { ruleEnv } from '../../../lib/forms/rule-env';
import type { PhoneList } from '../../../ui/forms/phone-list';
import { RuleForm } from '../../../ui/forms/rule-form';
import type { FormContext } from '../../../ui/forms/theme';
import { useMarket } from '../../../ui/market-context';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { addressBody, personalBody, SECTION_FIELDS, valuesOf, type Section, type SettingsValues } from '../bodies';
import { form, validator } from '../form';
import { editCancelled, saveRequested, selectSettings } from '../slice';

const ALL_FIELDS = Object.keys(form.schema.properties);

/**
 * One section in edit mode: the country's fields of the section (the others hidden), checked with the definition's
 * rules as the owner types once a save was tried; what the owner typed stays after a failed save.
 */
export function SectionForm({
  section,
  profile,
  offered,
  phoneList,
  regions,
}: {
  section: Section;
  profile: Profile;
  offered: ReadonlySet<string>;
  phoneList: PhoneList;
  regions: readonly { code: string; name: string }[] | undefined;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const { saving, saveError } = useSelector(selectSettings);
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(profile, market));
  const [attempted, setAttempted] = useState(false);
  const [initial] = useState(values);
  useUnsavedChanges(Object.keys({ ...initial, ...values }).some((k) => (values[k] ?? '') !== (initial[k] ?? '')));

  const hidden = useMemo(
    () => new Set(ALL_FIELDS.filter((f) => !SECTION_FIELDS[section].includes(f) || !offered.has(f))),
    [section, offered],
  );
  const uiSchema = useMemo(() => {
    const ui = withCountryLabels(form.uiSchema, market, (field) => !hidden.has(field));
    for (const field of hidden) ui[field] = { 'ui:widget': 'hidden' };
    // The country's salutations to pick from (Herr, Frau, divers), not a box to type one into.
    if (!hidden.has('title') && market.salutations) {
      ui.title = {
        'ui:widget': 'select',
        'ui:options': {
          autocomplete: 'honorific-prefix',
          choices: salutationChoices(market, initial.title, t),
        },
      };
    }
    // A country with a region list (US states, Canadian provinces) picks from it.
    if (!hidden.has('state') && regions) {
      ui.state = {
        ...(ui.state as object),
        'ui:widget': 'select',
        'ui:options': {
          autocomplete: 'address-level1',
          choices: regions.map((r) => ({ value: r.code, label: r.name })),
        },
      };
    }
    return ui;
  }, [hidden, regions, market, initial, t]);
  const env = useMemo(() => ruleEnv(market, phoneList.countries), [market, phoneList]);
  const context = useMemo<FormContext>(
    () => ({ t, phoneCountries: phoneList.countries, iconBase: `${market.contentUrl}/`, yes: '', no: '' }),
    [t, phoneList, market],
  );

  const submit = () => {
    if (saving) return;
    dispatch(
      saveRequested(
        section === 'personal'
          ? { section, body: personalBody(values, offered, market, phoneList.trunkPrefixes) }
          : { section, body: addressBody(values, offered, market) },
      ),
    );
  };

  return (
    <RuleForm
      form={form}
      validator={validator}
      uiSchema={uiSchema}
      formData={values}
      formContext={context}
      env={env}
      hidden={hidden}
      t={t}
      attempted={attempted}
      onAttempt={() => setAttempted(true)}
      onChange={setValues}
      onSubmit={submit}
      disabled={saving}
      idPrefix={`settings-${section}`}
    >
      {saveError && (
        <p className="field-error" role="alert">
          {t(saveError.key)}
          {saveError.detail ? ` ${saveError.detail}` : ''}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={() => dispatch(editCancelled())} disabled={saving}>
          {t('settings.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('settings.saving') : t('settings.save')}
        </button>
      </div>
    </RuleForm>
  );
}
