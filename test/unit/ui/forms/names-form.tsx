import validator from '@rjsf/validator-ajv8';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import './rjsf-in-jsdom';
import type { FormDefinition } from '../../../../src/generated/types/form';
import { ruleEnv } from '../../../../src/lib/forms/rule-env';
import { RuleForm } from '../../../../src/ui/forms/rule-form';
import type { FormContext } from '../../../../src/ui/forms/theme';

/** A form of a name under the banned-name rule (shipped word lists) and a city that must not be empty. */
const form: FormDefinition = {
  id: 'names',
  schema: {
    type: 'object',
    properties: { firstName: { type: 'string', title: 'First name' }, city: { type: 'string', title: 'City' } },
  },
  uiSchema: {},
  fieldRules: {
    firstName: [{ rule: 'bannedNames', message: 'form.bannedName' }],
    city: [{ rule: 'nonEmpty', message: 'form.nonEmpty' }],
  },
};
const texts: Record<string, string> = { 'form.bannedName': 'Choose another name', 'form.nonEmpty': 'Fill in' };
const t = ((key: string) => texts[key] ?? key) as unknown as TFunction;
const context: FormContext = { t, phoneCountries: [], iconBase: '/', yes: 'Yes', no: 'No' };

export function NamesForm({ onSubmit }: { onSubmit: (values: Record<string, string>) => void }) {
  const [values, setValues] = useState<Record<string, string>>({ firstName: '', city: 'Köln' });
  const [attempted, setAttempted] = useState(false);
  return (
    <RuleForm
      form={form}
      validator={validator}
      uiSchema={{}}
      formData={values}
      formContext={context}
      // The shipped word lists (markets/reserved-words.json), in their own chunk.
      env={ruleEnv({ countryCode: 'DE' }, [])}
      hidden={new Set()}
      t={t}
      attempted={attempted}
      onAttempt={() => setAttempted(true)}
      onChange={setValues}
      onSubmit={() => onSubmit(values)}
      idPrefix="names"
    >
      <button type="submit">Save</button>
    </RuleForm>
  );
}
