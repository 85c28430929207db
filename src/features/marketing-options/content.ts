import type { MarketingOption } from './options';

/** The account-settings-forms fragment (spec 000 §7): the page's texts and its options, in the market's language. */
export interface MarketingContent {
  heading: string;
  description: string;
  editButton: string;
  saveButton: string;
  cancelButton: string;
  selectAll: string;
  deselectAll: string;
  yes: string;
  no: string;
  phoneDisclaimer: string;
  options: MarketingOption[];
}

const TEXTS = [
  'heading',
  'description',
  'editButton',
  'saveButton',
  'cancelButton',
  'selectAll',
  'deselectAll',
  'yes',
  'no',
  'phoneDisclaimer',
] as const;

const isOption = (o: unknown): o is MarketingOption => {
  const v = o as Partial<MarketingOption> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.optionName === 'string' &&
    typeof v.apiVariable === 'string' &&
    /^[A-Za-z][A-Za-z0-9_]*$/.test(v.apiVariable) &&
    typeof v.optionShow === 'boolean'
  );
};

/** Content is input: a fragment without its texts is unusable (null); a malformed option is left out. */
export function readMarketingContent(data: Record<string, unknown>): MarketingContent | null {
  if (!TEXTS.every((k) => typeof data[k] === 'string')) return null;
  const options = Array.isArray(data.options) ? data.options.filter(isOption) : [];
  const texts = Object.fromEntries(TEXTS.map((k) => [k, data[k] as string])) as Omit<MarketingContent, 'options'>;
  return {
    ...texts,
    options: options.map((o) => ({
      ...o,
      optionDescription: typeof o.optionDescription === 'string' ? o.optionDescription : '',
    })),
  };
}

export const CONTENT_CATEGORY = 'account-settings-forms';
export const CONTENT_NAME = 'account-settings-forms';
