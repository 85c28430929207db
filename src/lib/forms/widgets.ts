/**
 * Widget names a form's uiSchema may use. The theme in src/ui/forms implements each one (a missing one is a
 * type error there), and the generator refuses a definition that names any other.
 */
export const THEME_WIDGETS = ['text', 'yesNo', 'countryDropdown', 'phone', 'select', 'textarea', 'hidden'] as const;
export type ThemeWidget = (typeof THEME_WIDGETS)[number];
