import type { Market } from '../../generated/types/market';
import type { Translate } from '../texts/text-key';

/*
 * What a country calls its fields and offers in them (markets/countries: addressLabels, salutations): the form
 * definitions name fields, the country names them its own way (ZIP code, Postcode, Eircode; State, Province or
 * territory) and lists its salutations (Herr, Frau, divers).
 */

type UiSchema = Record<string, unknown>;

export interface Choice {
  value: string;
  label: string;
}

/** The form's uiSchema with the country's names (content keys, as labels are) on the fields it shows. */
export function withCountryLabels(
  ui: UiSchema,
  market: Pick<Market, 'addressLabels'>,
  shown: (field: string) => boolean,
): UiSchema {
  const out = { ...ui };
  for (const [field, key] of Object.entries(market.addressLabels))
    if (shown(field)) out[field] = { ...(out[field] as UiSchema | undefined), 'ui:title': key };
  return out;
}

/**
 * The salutations to pick from: the country's list in its order, and a stored salutation from outside it (typed
 * before there was a list) kept as it is, so opening the form changes nothing the owner did not change.
 */
export function salutationChoices(
  market: Pick<Market, 'salutations'>,
  stored: string | undefined,
  t: Translate,
): Choice[] {
  const codes = market.salutations ?? [];
  const choices = codes.map((code) => ({ value: code, label: t(`salutation.${code}`) }));
  return stored && !(codes as string[]).includes(stored) ? [...choices, { value: stored, label: stored }] : choices;
}

/** A stored salutation as the owner reads it: the word of the language for a code of the list, else as stored. */
export function salutationText(
  market: Pick<Market, 'salutations'>,
  stored: string | null | undefined,
  t: Translate,
): string | undefined {
  if (!stored) return undefined;
  const code = market.salutations?.find((c) => c === stored);
  return code ? t(`salutation.${code}`) : stored;
}
