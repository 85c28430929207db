import type Form from '@rjsf/core';
import type { RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { useEffect, useRef, type ReactNode } from 'react';
import { ruleValidation, type UiSchema } from './rule-validation';
import { ThemedForm, type FormContext } from './theme';
import type { FormDefinition } from '../../generated/types/form';
import { bannedNamesLoaded, loadBannedNames } from '../../lib/forms/rule-env';
import type { FormValues, RuleEnv } from '../../lib/forms/rules';
import type { Translate } from '../../lib/texts/text-key';

export interface RuleFormProps<T extends FormValues> {
  /** The form's definition: its schema is drawn, its ordered field rules check the data. */
  form: FormDefinition;
  /** The validator the generator precompiled for the definition's schema (no schema compiler in the browser). */
  validator: ValidatorType;
  uiSchema: UiSchema;
  formData: T;
  formContext: FormContext;
  /** What the rules read besides the data (the market's patterns, the phone countries). */
  env: RuleEnv;
  /** Fields not shown: their rules do not run. */
  hidden: ReadonlySet<string>;
  /** Turns the rules' message keys and the field labels into text. */
  t: Translate;
  /** A save was tried: from then on the form is checked as the owner types. */
  attempted: boolean;
  /** A save is tried, valid or not. */
  onAttempt: () => void;
  onChange: (data: T) => void;
  /** The data passed the schema and the rules. */
  onSubmit: () => void;
  /** For a form that drops or rewords more of the schema's errors than those of ruled fields. */
  transformErrors?: (errors: RJSFValidationError[]) => RJSFValidationError[];
  disabled?: boolean;
  idPrefix: string;
  /** Inside the form, after the fields: a failure message, hints, the buttons. */
  children: ReactNode;
}

/**
 * A form checked by its definition's rules, set up once for every such form: errors under the fields only (no list),
 * focus on the first, no browser validation, and live checking once a save was tried.
 */
export function RuleForm<T extends FormValues>({
  form,
  uiSchema,
  env,
  hidden,
  t,
  attempted,
  onAttempt,
  onChange,
  onSubmit,
  transformErrors,
  ...props
}: RuleFormProps<T>) {
  const ruled = form.fieldRules ?? {};
  const formRef = useRef<Form>(null);
  // The values as last rendered: a save refused before the word lists were in is checked again only if unchanged.
  const shown = useRef(props.formData);
  useEffect(() => {
    shown.current = props.formData;
  });
  const checksNames = Object.values(ruled).some((rules) => rules.some((r) => r.rule === 'bannedNames'));
  return (
    <ThemedForm
      {...props}
      ref={formRef}
      // The banned-name lists come in a chunk of their own (rule-env.ts), asked for when the owner first goes into a
      // field: not while the page starts (at idle they came before the form was usable, and cost it at 4x CPU).
      onFocus={() => {
        if (checksNames) void loadBannedNames().catch(() => undefined);
      }}
      schema={form.schema}
      uiSchema={uiSchema}
      customValidate={ruleValidation(form, env, hidden, t, uiSchema)}
      // The definition's rules speak for their fields; the schema's own errors (maxLength...) would only repeat them.
      transformErrors={(errors) => {
        const left = errors.filter((e) => !((e.property?.replace(/^\./, '') ?? '') in ruled));
        return transformErrors ? transformErrors(left) : left;
      }}
      liveValidate={attempted ? 'onChange' : false}
      showErrorList={false}
      focusOnFirstError
      noHtml5Validate
      onChange={(e) => onChange((e.formData ?? {}) as T)}
      onError={() => {
        onAttempt();
        // Refused for other fields before the lists were in: checked again once they are, so a banned name is told
        // with the rest (live checking only runs on the next change). Checked, never sent: where the owner has
        // changed something meanwhile, live checking has it, and the save waits for the owner's next press.
        if (checksNames && !bannedNamesLoaded()) {
          const refused = shown.current;
          void loadBannedNames().then(
            () => {
              if (shown.current === refused) formRef.current?.validateForm();
            },
            () => undefined,
          );
        }
      }}
      onSubmit={() => {
        // Checked before the lists were in: the save is tried again, checked with them, once they are.
        // Where they cannot come (offline), the save goes as checked: the data service checks the names too.
        if (checksNames && !bannedNamesLoaded()) {
          void loadBannedNames().then(
            () => formRef.current?.submit(),
            () => {
              onAttempt();
              onSubmit();
            },
          );
          return;
        }
        onAttempt();
        onSubmit();
      }}
    />
  );
}
