import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Profile } from '../../../generated/types/api/owner';
import type { FormSection } from '../../../generated/types/form';
import { salutationChoices, withCountryLabels, type Choice } from '../../../lib/forms/country-fields';
import { sectionBody, sectionValues, type FormValues } from '../../../lib/forms/form-sections';
import type { PhoneList } from '../../../ui/forms/phone-list';
import { RuleForm } from '../../../ui/forms/rule-form';
import { useRuleFormSetting } from '../../../ui/forms/use-rule-form-setting';
import { useMarket } from '../../../ui/market-context';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import type { SectionEndpoint } from '../api';
import { form, validator, type Section } from '../form';
import { editCancelled, saveRequested, selectSettings } from '../slice';

const ALL_FIELDS = Object.keys(form.schema.properties);
const sections: readonly FormSection[] = form.sections;

/** Every section's starting values: a field shown in one section may serve another (a phone's country). */
const startingValues = (profile: Profile, market: Parameters<typeof sectionValues>[2]): FormValues =>
  Object.assign({}, ...sections.map((s) => sectionValues(s, profile, market))) as FormValues;

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
  const [values, setValues] = useState<FormValues>(() => startingValues(profile, market));
  const [attempted, setAttempted] = useState(false);
  const [initial] = useState(values);
  useUnsavedChanges(Object.keys({ ...initial, ...values }).some((k) => (values[k] ?? '') !== (initial[k] ?? '')));

  const hidden = useMemo(
    () => new Set(ALL_FIELDS.filter((f) => !(f in section.fields) || !offered.has(f))),
    [section, offered],
  );
  const uiSchema = useMemo(() => {
    const ui = withCountryLabels(form.uiSchema, market, (field) => !hidden.has(field));
    for (const field of hidden) ui[field] = { 'ui:widget': 'hidden' };
    // A field the definition picks from a list of the market (its salutations, its regions), where it has the list.
    const listOf = (list: string, field: string): Choice[] | undefined =>
      list === 'salutations'
        ? market.salutations && salutationChoices(market, initial[field], t)
        : regions?.map((r) => ({ value: r.code, label: r.name }));
    for (const [field, list] of Object.entries(form.choices ?? {})) {
      const choices = listOf(list, field);
      if (hidden.has(field) || !choices) continue;
      const options = (ui[field] as { 'ui:options'?: object } | undefined)?.['ui:options'];
      ui[field] = { ...(ui[field] as object), 'ui:widget': 'select', 'ui:options': { ...options, choices } };
    }
    return ui;
  }, [hidden, regions, market, initial, t]);
  const { env, context } = useRuleFormSetting(phoneList);

  const submit = () => {
    if (saving) return;
    dispatch(
      saveRequested({
        section: section.id,
        endpoint: section.endpoint as SectionEndpoint,
        body: sectionBody(section, values, offered, market, phoneList.trunkPrefixes),
      }),
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
      idPrefix={`settings-${section.id}`}
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
