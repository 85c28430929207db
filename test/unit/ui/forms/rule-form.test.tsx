/** @jest-environment jsdom */
import type { RJSFValidationError } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import './rjsf-in-jsdom';
import type { FormDefinition } from '../../../../src/generated/types/form';
import type { RuleEnv } from '../../../../src/lib/forms/rules';
import { RuleForm } from '../../../../src/ui/forms/rule-form';
import type { FormContext } from '../../../../src/ui/forms/theme';

/** Two fields: the city has rules of its own (and a schema limit they repeat), the note only the schema's limit. */
const form: FormDefinition = {
  id: 'test-form',
  schema: {
    type: 'object',
    properties: {
      city: { type: 'string', title: 'City', maxLength: 5 },
      note: { type: 'string', title: 'Note', maxLength: 3 },
    },
  },
  uiSchema: {},
  fieldRules: {
    city: [
      { rule: 'nonEmpty', message: 'Enter' },
      { rule: 'charLimit', limit: 5 },
    ],
  },
};
const t = ((key: string) => (key === 'form.charLimit' ? 'is longer than' : key)) as unknown as TFunction;
const env: RuleEnv = { pattern: () => undefined, isBannedName: () => false };
const context: FormContext = { t, phoneCountries: [], iconBase: '/', yes: 'Yes', no: 'No' };

type Values = Record<string, string>;

function Harness({
  initial,
  hidden = new Set(),
  onSubmit,
  transformErrors,
}: {
  initial: Values;
  hidden?: ReadonlySet<string>;
  onSubmit: (values: Values) => void;
  transformErrors?: (errors: RJSFValidationError[]) => RJSFValidationError[];
}) {
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  return (
    <RuleForm
      form={form}
      validator={validator}
      uiSchema={Object.fromEntries([...hidden].map((f) => [f, { 'ui:widget': 'hidden' }]))}
      formData={values}
      formContext={context}
      env={env}
      hidden={hidden}
      t={t}
      attempted={attempted}
      onAttempt={() => setAttempted(true)}
      onChange={setValues}
      onSubmit={() => onSubmit(values)}
      transformErrors={transformErrors}
      idPrefix="test"
    >
      <p data-testid="attempted">{String(attempted)}</p>
      <button type="submit">Save</button>
    </RuleForm>
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const errors = (container: HTMLElement) => [...container.querySelectorAll('.field-error')].map((e) => e.textContent);

it('a failed save shows the first rule failure under its field, with no list, and checks as the owner types', () => {
  const onSubmit = jest.fn();
  const { container } = render(<Harness initial={{}} onSubmit={onSubmit} />);
  expect(screen.getByTestId('attempted').textContent).toBe('false');
  // Not checked while typing before a save was tried.
  fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Londonderry' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: '' } });
  expect(errors(container)).toEqual([]);
  save();
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByTestId('attempted').textContent).toBe('true');
  expect(errors(container)).toEqual(['Enter City']);
  const city = screen.getByRole('textbox', { name: 'City' });
  expect(city.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(city);
  expect(container.querySelector('.errors')).toBeNull();
  expect(container.querySelector('form')?.noValidate).toBe(true);
  // Checked as the owner types, once a save was tried.
  fireEvent.change(city, { target: { value: 'Paris' } });
  expect(errors(container)).toEqual([]);
});

it("drops the schema's error of a ruled field: the rule says it once", () => {
  const { container } = render(<Harness initial={{ city: 'Londonderry' }} onSubmit={jest.fn()} />);
  save();
  expect(errors(container)).toEqual(['City is longer than 5']);
});

it("keeps the schema's error of a field without rules, for the caller to reword", () => {
  const transformErrors = (list: RJSFValidationError[]) =>
    list.map((e) => ({ ...e, message: `Too long: ${e.property}` }));
  const { container } = render(
    <Harness initial={{ city: 'Paris', note: 'abcd' }} onSubmit={jest.fn()} transformErrors={transformErrors} />,
  );
  save();
  expect(errors(container)).toEqual(['Too long: .note']);
});

it('runs no rule of a hidden field', () => {
  const onSubmit = jest.fn();
  render(<Harness initial={{}} hidden={new Set(['city'])} onSubmit={onSubmit} />);
  save();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('submits data that passes the schema and the rules', () => {
  const onSubmit = jest.fn();
  render(<Harness initial={{ city: 'Paris', note: 'ok' }} onSubmit={onSubmit} />);
  save();
  expect(onSubmit).toHaveBeenCalledWith({ city: 'Paris', note: 'ok' });
  expect(screen.getByTestId('attempted').textContent).toBe('true');
});
