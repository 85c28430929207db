import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { form } from '../../../generated/forms/personal-info';
import precompiled from '../../../generated/forms/personal-info.validator.js';
import { withCountryLabels } from '../../../lib/forms/country-fields';
import type { PhoneList } from '../../../ui/forms/phone-list';
import { RuleForm } from '../../../ui/forms/rule-form';
import { fieldLabel } from '../../../ui/forms/rule-validation';
import { useRuleFormSetting } from '../../../ui/forms/use-rule-form-setting';
import { useMarket } from '../../../ui/market-context';
import type { ContactValues } from '../slice';

// What sends the fields' values (the number normalised for its country): needed only once a field is shown.
export { contactBody } from '../contact-body';

// The validator the generator precompiled for this exact schema: no schema compiler in the browser (strict CSP).
const validator = createPrecompiledValidator(precompiled, form.schema as RJSFSchema);

export interface ContactFormProps {
  /** The fields the options do not show. */
  hidden: ReadonlySet<string>;
  phoneList: PhoneList;
  /** The choices' words, from the page's content. */
  yes: string;
  no: string;
  values: ContactValues;
  attempted: boolean;
  onAttempt: () => void;
  onChange: (values: ContactValues) => void;
  onSubmit: () => void;
  disabled: boolean;
  /** After the fields: the failure message, the hints, the button. */
  children: ReactNode;
}

/**
 * The contact fields an option shows (the mobile number, the postal address), checked by the form's rules, with the
 * form library under them: a chunk of its own, which the page does not need until an option shows a field.
 */
export function ContactForm({ hidden, phoneList, yes, no, values, ...props }: ContactFormProps) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const uiSchema = useMemo(() => {
    const ui = withCountryLabels(form.uiSchema, market, (field) => field in form.schema.properties);
    for (const field of hidden) ui[field] = { 'ui:widget': 'hidden' };
    return ui;
  }, [hidden, market]);
  const { env, context } = useRuleFormSetting(phoneList, yes, no);
  const label = fieldLabel(form, t, uiSchema);
  // Beyond the ruled fields' errors (dropped by RuleForm): a hidden field's too; the rest say which field is empty.
  const transformErrors = (errors: RJSFValidationError[]) =>
    errors
      .filter((e) => !hidden.has(e.property?.replace(/^\./, '') ?? ''))
      .map((e) => ({ ...e, message: `${t('form.nonEmpty')} ${label(e.property?.replace(/^\./, '') ?? '')}` }));
  return (
    <RuleForm
      {...props}
      form={form}
      validator={validator}
      uiSchema={uiSchema}
      formData={values}
      formContext={context}
      env={env}
      hidden={hidden}
      t={t}
      transformErrors={transformErrors}
      idPrefix="contact"
    />
  );
}
