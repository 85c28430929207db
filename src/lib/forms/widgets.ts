/**
 * Widget names a form's uiSchema may use. The theme in src/ui/forms implements each one (a missing one is a
 * type error there), and the generator refuses a definition that names any other.
 */
export const THEME_WIDGETS = ['text', 'yesNo', 'countryDropdown', 'phone', 'select', 'textarea', 'hidden'] as const;
export type ThemeWidget = (typeof THEME_WIDGETS)[number];

/** Content keys of the patterns a rule can name by reference (the market may override postalCode and phone). */
export const PATTERN_KEYS = { address: 'pattern.address', postalCode: 'pattern.postalCode', phone: 'pattern.phone' } as const;
