/**
 * Stands in for fast-uri where @rjsf/utils imports it (see scripts/build.ts): rjsf resolves URIs only for a
 * schema's $ref and $id, which no form here has (generator/check-forms.ts refuses them), so 24 KB stays out of
 * every form page. Reaching it means a form slipped past that check.
 */
function unsupported(): never {
  throw new Error('form schemas here have no $ref or $id (generator/check-forms.ts refuses them)');
}

const uri = {
  equal: unsupported,
  resolve: unsupported,
  parse: unsupported,
  serialize: unsupported,
  normalize: unsupported,
  resolveComponent: unsupported,
};
export default uri;
