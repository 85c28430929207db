import type { FormValidation } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { FormDefinition } from '../../generated/types/form';
import { formFailures, messageOf, type FormValues, type RuleEnv } from '../../lib/forms/rules';

export type UiSchema = Record<string, unknown>;

/** A field's label as the form shows it (a text key): the country's name for it (ui:title), else its schema title. */
export function fieldLabel(
  form: Pick<FormDefinition, 'schema'>,
  t: TFunction,
  ui: UiSchema = {},
): (field: string) => string {
  return (field) =>
    t(
      String(
        (ui[field] as { 'ui:title'?: string } | undefined)?.['ui:title'] ??
          (form.schema.properties as Record<string, { title?: string }>)[field]?.title ??
          field,
      ),
    );
}

/** rjsf's customValidate from the definition's ordered field rules: the first failure of each field, under it. */
export function ruleValidation(
  form: FormDefinition,
  env: RuleEnv,
  hidden: ReadonlySet<string>,
  t: TFunction,
  ui?: UiSchema,
) {
  const label = fieldLabel(form, t, ui);
  return (data: FormValues | undefined, errors: FormValidation<FormValues>) => {
    for (const f of formFailures(form, data ?? {}, env, hidden)) {
      (errors as unknown as Record<string, { addError: (m: string) => void }>)[f.field]?.addError(
        messageOf(f, t, label(f.field)),
      );
    }
    return errors;
  };
}
