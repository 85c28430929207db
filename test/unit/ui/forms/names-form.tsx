import validator from '@rjsf/validator-ajv8';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import './rjsf-in-jsdom';
import type { FormDefinition } from '../../../../src/generated/types/form';
import { ruleEnv } from '../../../../src/lib/forms/rule-env';
import { RuleForm } from '../../../../src/ui/forms/rule-form';
import type { FormContext } from '../../../../src/ui/forms/theme';

/** A form of one name field under the banned-name rule, checked with the shipped word lists. */
const form: FormDefinition = {
  id: 'names',
  schema: { type: 'object', properties: { firstName: { type: 'string', title: 'First name' } } },
  uiSchema: {},
  fieldRules: { firstName: [{ rule: 'bannedNames', message: 'form.bannedName' }] },
};
const t = ((key: string) => (key === 'form.bannedName' ? 'Choose another name' : key)) as unknown as TFunction;
const context: FormContext = { t, phoneCountries: [], iconBase: '/', yes: 'Yes', no: 'No' };

export function NamesForm({ onSubmit }: { onSubmit: (values: Record<string, string>) => void }) {
  const [values, setValues] = useState<Record<string, string>>({ firstName: '' });
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
