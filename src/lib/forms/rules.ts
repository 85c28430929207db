import type { FieldRule, FormCondition, FormDefinition } from '../../generated/types/form';
import { textKeyOf, type TextKey, type Translate } from '../texts/text-key';

/** Form data as rjsf and the data service hold it: field name → value. */
export type FormValues = Readonly<Record<string, unknown>>;

export type PatternRef = NonNullable<FieldRule['patternRef']>;

/** What the rules need from outside: the market's patterns and the reserved-word check. */
export interface RuleEnv {
  /** The market's regular expression for a reference (for phone, the number's country); undefined: the rule's default. */
  pattern(ref: PatternRef, values: FormValues): string | undefined;
  isBannedName(value: string): boolean;
  /** Whether a state or province belongs to the market's region list (a market without a list accepts any). */
  isValidRegion?(value: string): boolean;
}

/** The first rule a field fails, with what its message needs. */
export interface Failure {
  field: string;
  rule: FieldRule['rule'] | 'controlCharacters';
  /** Content key of the message. */
  message: TextKey;
  limit?: number;
  withLabel?: boolean;
}

export const CHAR_LIMIT_MESSAGE = 'form.charLimit' satisfies TextKey;
export const CONTROL_CHARACTERS_MESSAGE = 'form.controlCharacters' satisfies TextKey;

// Control characters and bidirectional overrides: never part of a name or an address, and a way to hide text.
export const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
// Separators people type in phone numbers; the country patterns are written for the digits.
const PHONE_SEPARATORS = /[\s().-]/g;

const compiled = new Map<string, RegExp>();
/** Patterns come from data and repeat on every keystroke: compile each once. */
function regex(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(source, 'u');
    compiled.set(source, re);
  }
  return re;
}

/** Trimmed text of a value: validation sees what will be sent. */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** Code points, not UTF-16 units: an emoji or a Thai character counts once, as the schema's maxLength does. */
const lengthOf = (text: string) => [...text].length;

/** Spec 000 §5: the rules of one field in order; the first failure stops the run. */
export function fieldFailure(
  field: string,
  rules: readonly FieldRule[],
  values: FormValues,
  env: RuleEnv,
): Failure | null {
  const text = textOf(values[field]);
  if (CONTROL.test(text)) return { field, rule: 'controlCharacters', message: CONTROL_CHARACTERS_MESSAGE };
  for (const r of rules) {
    if (r.when && textOf(values[r.when.filled]) === '') continue;
    const fail: Failure = {
      field,
      rule: r.rule,
      message: r.message === undefined ? CHAR_LIMIT_MESSAGE : textKeyOf(r.message),
    };
    switch (r.rule) {
      case 'nonEmpty':
        if (text === '') return fail;
        break;
      case 'pattern': {
        if (text === '') break;
        // The market's own pattern where it has one, else the rule's (form data).
        const source = (r.patternRef ? env.pattern(r.patternRef, values) : undefined) ?? r.pattern;
        const subject = r.patternRef === 'phone' ? text.replace(PHONE_SEPARATORS, '') : text;
        if (source !== undefined && !regex(source).test(subject)) return { ...fail, withLabel: r.withLabel ?? false };
        break;
      }
      case 'charLimit':
        if (r.limit !== undefined && lengthOf(text) > r.limit) return { ...fail, limit: r.limit };
        break;
      case 'bannedNames':
        if (text !== '' && env.isBannedName(text)) return fail;
        break;
      case 'region':
        if (text !== '' && env.isValidRegion && !env.isValidRegion(text)) return fail;
        break;
    }
  }
  return null;
}

/** The fields a condition hides while its option is not yes. */
export function hiddenFields(
  conditions: readonly FormCondition[] | undefined,
  options: Readonly<Record<string, number | null>>,
): Set<string> {
  const hidden = new Set<string>();
  for (const c of conditions ?? []) if (options[c.option] !== 1) for (const f of c.fields) hidden.add(f);
  return hidden;
}

/** Every shown field's first failure: a hidden field has no error (setting an option to no clears them). */
export function formFailures(
  form: Pick<FormDefinition, 'fieldRules'>,
  values: FormValues,
  env: RuleEnv,
  hidden: ReadonlySet<string> = new Set(),
): Failure[] {
  const out: Failure[] = [];
  for (const [field, rules] of Object.entries(form.fieldRules ?? {})) {
    if (hidden.has(field)) continue;
    const failure = fieldFailure(field, rules, values, env);
    if (failure) out.push(failure);
  }
  return out;
}

/** Spec 000 §5, how each rule words its message. `t` gives a content text, `label` the field's label. */
export function messageOf(failure: Failure, t: Translate, label: string): string {
  switch (failure.rule) {
    case 'charLimit':
      return `${label} ${t(failure.message)} ${failure.limit ?? ''}`.trim();
    case 'pattern':
      return failure.withLabel ? `${t(failure.message)} ${label}` : t(failure.message);
    default:
      return `${t(failure.message)} ${label}`;
  }
}
