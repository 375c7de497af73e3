import appMetaSchema from '../app.schema.json' with { type: 'json' };
import entityMetaSchema from '../entity.schema.json' with { type: 'json' };
import type { JsonSchema } from '../../runtime/shared/index.js';
import { getNamesSchema, NAMES_SCHEMA_PATH } from '../shared/getNamesSchema.js';
import type { EmittedFile } from '../shared/types.js';
import { emitSchemaReference, SCHEMA_REFERENCE_PATH } from './emitSchemaReference.js';

/**
 * admin-gen's own reference files, from the descriptors and the meta-schemas: generator/names.schema.json (the closed sets
 * of names the meta-schemas `$ref`) and docs/schema-reference.md. Paths from the admin-gen package root.
 */
export function emitReferenceFiles(): EmittedFile[] {
  const names = getNamesSchema() as JsonSchema;
  return [
    { path: NAMES_SCHEMA_PATH, contents: `${JSON.stringify(names, null, 2)}\n` },
    {
      path: SCHEMA_REFERENCE_PATH,
      contents: emitSchemaReference(
        [
          { file: 'generator/entity.schema.json', heading: 'Entity schema (schemas/<entity>.json)', schema: entityMetaSchema as JsonSchema },
          { file: 'generator/app.schema.json', heading: 'App schema (schemas/app.json)', schema: appMetaSchema as JsonSchema },
        ],
        { file: NAMES_SCHEMA_PATH, schema: names },
      ),
    },
  ];
}
