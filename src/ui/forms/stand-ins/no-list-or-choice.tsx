/**
 * Stands in for rjsf's fields and templates of lists, of choices between schemas and of layout grids (see
 * scripts/build.ts): no form here has them (generator/check-forms.ts refuses items, oneOf and anyOf, and forms name
 * no ui:field), so they stay out of every form page. Rendering it means a form slipped past that check.
 */
export default function NoListOrChoice(): never {
  throw new Error('forms here have no lists, oneOf, anyOf or layout grids (generator/check-forms.ts refuses them)');
}
