import type { PrivacyPreferenceUpdate, Profile } from '../../generated/types/api/owner';

/** Spec 000 §3: an option as content describes it. */
export interface MarketingOption {
  optionName: string;
  optionDescription: string;
  apiVariable: string;
  optionShow: boolean;
}

/** Spec 000 §4: 1 yes, 0 no, null unknown. */
export type OptionValue = 1 | 0 | null;
export type OptionValues = Record<string, OptionValue>;

export const MOBILE_PERMISSION = 'MobilePermission';
export const MAIL_PERMISSION = 'MailPermission';

/** Initial values from the profile's preference codes; an option the profile does not carry is unknown. */
export function valuesFromProfile(
  options: readonly MarketingOption[],
  preferences: Profile['privacyPreferences'],
): OptionValues {
  const codes = new Map((preferences ?? []).map((p) => [p.preferenceName, p.preferenceCode]));
  return Object.fromEntries(
    options.map((o) => {
      const code = codes.get(o.apiVariable);
      return [o.apiVariable, code === 1 || code === 0 ? code : null];
    }),
  );
}

/** Post-registration lists the options flagged visible, without the mobile one when the profile has no number. */
export function postRegistrationOptions(
  options: readonly MarketingOption[],
  mobilePhoneNumber: string | null | undefined,
): MarketingOption[] {
  const hasMobile = typeof mobilePhoneNumber === 'string' && mobilePhoneNumber.trim() !== '';
  return options.filter((o) => o.optionShow && (hasMobile || o.apiVariable !== MOBILE_PERMISSION));
}

/** Spec 000 §4: the toggle offers deselect-all when every option is 1, otherwise select-all. */
export const everyYes = (values: OptionValues): boolean => {
  const list = Object.values(values);
  return list.length > 0 && list.every((v) => v === 1);
};

/** Pressing the toggle: all 1, or all 0 when it was deselect-all. */
export function toggledAll(values: OptionValues): OptionValues {
  const next: OptionValue = everyYes(values) ? 0 : 1;
  return Object.fromEntries(Object.keys(values).map((k) => [k, next]));
}

/** Save is disabled while any value is unknown. */
export const canSave = (values: OptionValues): boolean => Object.values(values).every((v) => v !== null);

/** The preferences body: each option's apiVariable with 1 or 0 (unknown values never reach here: save is disabled). */
export function preferenceItems(values: OptionValues): PrivacyPreferenceUpdate[] {
  return Object.entries(values)
    .filter((e): e is [string, 1 | 0] => e[1] !== null)
    .map(([preferenceType, preferenceCode]) => ({ preferenceType, preferenceCode }));
}

export const sameValues = (a: OptionValues, b: OptionValues): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
