import type { FormValidation } from '@rjsf/utils';
import type { FormDefinition } from '../../generated/types/form';
import { formFailures, messageOf, type FormValues, type RuleEnv } from '../../lib/forms/rules';
import { textKeyOf, type Translate } from '../../lib/texts/text-key';

export type UiSchema = Record<string, unknown>;

/**
 * A field's label as the form shows it (a text key): the country's name for it (ui:title), else its schema title
 * (validate refuses either when en.json lacks it); a field with neither is named by its name.
 */
export function fieldLabel(
  form: Pick<FormDefinition, 'schema'>,
  t: Translate,
  ui: UiSchema = {},
): (field: string) => string {
  return (field) => {
    const key =
      (ui[field] as { 'ui:title'?: string } | undefined)?.['ui:title'] ??
      (form.schema.properties as Record<string, { title?: string }>)[field]?.title;
    return key === undefined ? field : t(textKeyOf(key));
  };
}

/** rjsf's customValidate from the definition's ordered field rules: the first failure of each field, under it. */
export function ruleValidation(
  form: FormDefinition,
  env: RuleEnv,
  hidden: ReadonlySet<string>,
  t: Translate,
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
