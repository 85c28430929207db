/**
 * Stands in for @x0k/json-schema-merge (see scripts/build.ts): rjsf merges schemas only for allOf, which no form
 * here has (generator/check-forms.ts refuses it), so 12 KB stays out of every form page. rjsf builds its merger
 * when loaded; merging anything means a form slipped past that check.
 */
function unsupported(): never {
  throw new Error('form schemas here have no allOf (generator/check-forms.ts refuses it)');
}

export const createComparator = () => ({ compareSchemaDefinitions: unsupported, compareSchemaValues: unsupported });
export const createMerger = () => ({ mergeArrayOfSchemaDefinitions: unsupported });
export const createShallowAllOfMerge = () => unsupported;
export const createDeduplicator = () => unsupported;
export const createIntersector = () => unsupported;
