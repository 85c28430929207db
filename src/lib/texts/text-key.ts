import type { TextKey } from '../../generated/text-keys';

/*
 * The one text-key contract (generated from markets/content/en.json): i18next's t() takes a TextKey (the generated
 * module augments its CustomTypeOptions), and so does every function that is handed a `t`. A key is a literal, a
 * template of a typed union (`screen.${ScreenId}.title`), or data made a key by one of the two helpers below.
 */

export type { TextKey };

/** What t() is given besides the key: {{values}}, a count (plural forms), a defaultValue for a key the texts lack. */
export type TextOptions = Readonly<Record<string, string | number>>;

/** A `t` as functions outside React take it: i18next's t (useTranslation, an instance's) is one; a test's fake is too. */
export type Translate = (key: TextKey, options?: TextOptions) => string;

/** Every dotted start of a text key (orders.status, dealer.service, salutation...), the key itself excluded. */
type PrefixesOf<K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head | `${Head}.${PrefixesOf<Rest>}`
  : never;
export type TextPrefix = PrefixesOf<TextKey>;

// The one place a string becomes a TextKey unchecked; only the two helpers below use it.
const unchecked = (key: string): TextKey => key as TextKey;

/**
 * The key of a code from data (an order status the service sends, a dealer's service code, a return reason):
 * `prefix.code`. Nothing proves the texts have it: where an unknown code may come, the caller gives a
 * `{ defaultValue }` or asks `i18n.exists` first; elsewhere i18next shows a missing key as the key.
 */
export function dataTextKey(prefix: TextPrefix, code: string): TextKey {
  return unchecked(`${prefix}.${code}`);
}

/**
 * A whole key that data names: a checked definition (a form rule's message, a field's title, a country's address
 * label: validate refuses one en.json lacks) or a content fragment (the header's and footer's labels, the content
 * service's data, read defensively). i18next answers a key its texts lack with the key itself.
 */
export function textKeyOf(key: string): TextKey {
  return unchecked(key);
}
