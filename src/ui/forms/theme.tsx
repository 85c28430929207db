import { withTheme } from '@rjsf/core';
import {
  ariaDescribedByIds,
  errorId,
  type FieldErrorProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type RegistryWidgetsType,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import type { ThemeWidget } from '../../lib/forms/widgets';
import { textKeyOf, type Translate } from '../../lib/texts/text-key';
import type { CountryOption } from '../country-combobox';
import { LazyCountryCombobox } from '../lazy-country-combobox';
import { YesNo } from './yes-no';

/** A phone country of the content list, with its ISO code (the form's value). */
export type PhoneCountry = CountryOption & { countryCode: string };

/** What the theme's widgets read from the form: texts (labels are content keys) and the phone countries. */
export interface FormContext {
  t: Translate;
  phoneCountries: PhoneCountry[];
  iconBase: string;
  yes: string;
  no: string;
}

const contextOf = (props: WidgetProps) => props.registry.formContext as FormContext;
/** rjsf's label of a field: its ui:title or schema title, a content key validate checks (else the field's name). */
const labelText = (ctx: FormContext, label: string) => ctx.t(textKeyOf(label));
const autocompleteOf = (props: WidgetProps) =>
  typeof props.options.autocomplete === 'string' ? props.options.autocomplete : undefined;

function input(type: 'text' | 'tel') {
  return function InputWidget(props: WidgetProps) {
    const { id, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
    const value: unknown = props.value;
    return (
      <input
        id={id}
        name={id}
        type={type}
        className="field-input"
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        autoComplete={autocompleteOf(props)}
        inputMode={type === 'tel' ? 'tel' : undefined}
        data-edit-focus={props.options.editFocus === true ? '' : undefined}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
    );
  };
}

function TextareaWidget({ id, value, disabled, onChange, onBlur, onFocus, rawErrors }: WidgetProps) {
  return (
    <textarea
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}

function SelectWidget({ id, value, disabled, onChange, onBlur, onFocus, options, rawErrors }: WidgetProps) {
  // Choices from the schema's enum, or (a list that depends on the market, e.g. US states) from ui:options.choices.
  const choices = (options.enumOptions ?? options.choices ?? []) as { value: string; label: string }[];
  return (
    <select
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      <option value="" />
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** Spec 000 §3: the phone country dropdown (flag, name, dial code), filtered as typed. The value is the ISO code. */
function CountryDropdownWidget(props: WidgetProps) {
  const { id, onChange, onBlur, rawErrors, label } = props;
  const value: unknown = props.value;
  const ctx = contextOf(props);
  const selected = ctx.phoneCountries.find((c) => c.countryCode === value) ?? null;
  return (
    <LazyCountryCombobox
      id={id}
      label={labelText(ctx, label)}
      options={ctx.phoneCountries}
      value={selected}
      onChange={(c) => onChange((c as PhoneCountry).countryCode)}
      onBlur={() => onBlur(id, value)}
      iconBase={ctx.iconBase}
      noResultsText={ctx.t('form.noCountry')}
      describedBy={ariaDescribedByIds(id)}
      invalid={rawErrors !== undefined && rawErrors.length > 0}
    />
  );
}

function YesNoWidget(props: WidgetProps) {
  const ctx = contextOf(props);
  const raw: unknown = props.value;
  const value = raw === 1 || raw === 0 ? raw : null;
  return (
    <YesNo
      name={props.id}
      legend={labelText(ctx, props.label)}
      value={value}
      onChange={(v) => props.onChange(v)}
      yesLabel={ctx.yes}
      noLabel={ctx.no}
      disabled={props.disabled}
    />
  );
}

function HiddenWidget() {
  return null;
}

/** Every widget a form definition may name (src/lib/forms/widgets.ts): a missing one is a type error here. */
export const widgets: Record<ThemeWidget, RegistryWidgetsType[string]> & RegistryWidgetsType = {
  text: input('text'),
  TextWidget: input('text'),
  phone: input('tel'),
  countryDropdown: CountryDropdownWidget,
  yesNo: YesNoWidget,
  select: SelectWidget,
  SelectWidget,
  textarea: TextareaWidget,
  hidden: HiddenWidget,
};

/** Widgets that render their own label (a legend or a combobox label). */
const OWN_LABEL = new Set(['countryDropdown', 'yesNo']);

/** A field: its label (a content key, translated), the control, and its errors tied to it by id. */
function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, required, displayLabel, uiSchema, registry } = props;
  if (hidden || uiSchema?.['ui:widget'] === 'hidden') return null;
  if (id === registry.globalFormOptions.idPrefix) return children;
  const ctx = registry.formContext as FormContext;
  const ownLabel = OWN_LABEL.has(String(uiSchema?.['ui:widget']));
  return (
    <div className="field">
      {displayLabel && !ownLabel && (
        <label htmlFor={id}>
          {labelText(ctx, label)}
          {required ? ' *' : ''}
        </label>
      )}
      {children}
      {rawErrors && rawErrors.length > 0 && (
        <p className="field-error" id={errorId(id)}>
          {rawErrors.join(' ')}
        </p>
      )}
    </div>
  );
}

/** The template prints errors itself (FieldTemplate), next to their field. */
function FieldErrorTemplate(_props: FieldErrorProps) {
  return null;
}

/** No title or description for the root object: the page has its heading. */
function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <>{properties.map((p) => p.content)}</>;
}

export const ThemedForm = withTheme({
  widgets,
  templates: { FieldTemplate, FieldErrorTemplate, ObjectFieldTemplate, ButtonTemplates: { SubmitButton: () => null } },
});
