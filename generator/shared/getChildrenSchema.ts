import type { JsonSchema } from '../../runtime/shared/index.js';
import { getLifecycleFieldSchema } from './getLifecycleFieldSchema.js';
import type { EntitySchemaInput } from './types.js';
import { withoutUniqueKeyword } from './withoutUniqueKeyword.js';
import { withImageAddressFormat } from './withImageAddressFormat.js';

/**
 * The JSON Schema of a children property (e.g. an order's `lines`): an array whose items are the child's
 * record minus `_id` and minus `field` (the parent's id, which the server sets), closed, with the child's `required`.
 * A generated field's item property is the field's schema with `type: ['string', 'null']` and no `readOnly`, so
 * a create body may send `''` or `null` (or leave it out) to ask the server for a value; validateSchemas refuses
 * generated fields with `minLength`, `pattern` or `format`, which `''` would fail.
 */
export function getChildrenSchema(title: string, child: EntitySchemaInput, field: string): JsonSchema {
  const generated = child.generated ?? {};
  const isItemProperty = (name: string): boolean => name !== '_id' && name !== field;
  const properties = Object.entries(child.fields)
    .filter(([name]) => isItemProperty(name))
    .map(([name, schema]): [string, JsonSchema] => [
      name,
      Object.hasOwn(generated, name) ? getGeneratedItemSchema(withoutUniqueKeyword(schema)) : withImageAddressFormat(getLifecycleFieldSchema(child, name, withoutUniqueKeyword(schema))),
    ]);
  return {
    type: 'array',
    title,
    items: {
      type: 'object',
      properties: Object.fromEntries(properties),
      required: (child.required ?? []).filter(isItemProperty),
      additionalProperties: false,
    },
  };
}

function getGeneratedItemSchema(schema: JsonSchema): JsonSchema {
  // Destructured away: a client sends the field (empty) even though it is the server's to fill.
  const { readOnly: _readOnly, ...rest } = schema;
  return { ...rest, type: ['string', 'null'] };
}
