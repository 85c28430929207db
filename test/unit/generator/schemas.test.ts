import path from 'node:path';
import { PROJECT_ROOT } from '../../../generator/pipeline';
import { loadSchemas } from '../../../generator/schema-check';

const schemas = loadSchemas(path.join(PROJECT_ROOT, 'schemas'));
type Node = {
  properties?: Record<string, Node & { $ref?: string; description?: string }>;
  description?: string;
  $ref?: string;
};
const common = (schemas.get('common.schema.json') as { definitions: Record<string, Node> }).definitions;

/** A field is described by its own description or by the shared definition it points to. */
function described(field: Node): boolean {
  if (field.description) return true;
  const ref = field.$ref?.match(/^common\.schema\.json#\/definitions\/(.+)$/)?.[1];
  return ref !== undefined && Boolean(common[ref]?.description);
}

it.each(['country.schema.json', 'language-entry.schema.json', 'environment.schema.json', 'market.schema.json'])(
  'describes every field of %s',
  (id) => {
    const schema = schemas.get(id) as Node;
    const bare = Object.entries(schema.properties ?? {})
      .filter(([name]) => !name.startsWith('$'))
      .filter(([, field]) => !described(field))
      .map(([name]) => name);
    expect(bare).toEqual([]);
  },
);

it('closes the sets the specification closes', () => {
  const entry = schemas.get('language-entry.schema.json') as { properties: Record<string, { enum?: unknown[] }> };
  expect(entry.properties.languageSetId?.enum).toEqual([1, 2, 3]);
  expect(entry.properties.langScript?.enum).toEqual(['LATN']);
  expect(common.fmaRegion).toMatchObject({ enum: ['na', 'eu', 'apa'] });
  expect(common.brandId).toMatchObject({ enum: ['product', 'lincoln'] });
  const env = schemas.get('environment.schema.json') as { properties: Record<string, { enum?: unknown[] }> };
  expect(env.properties.subscriptionEnv?.enum).toEqual(['STG', 'QA', '']);
});
