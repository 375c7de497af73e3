import { GENERATED_VALUE_KINDS } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';

/** Keywords an empty value fails: a client sends '' (or null) to ask the server for a generated value. */
const EMPTY_REFUSING_KEYWORDS = ['minLength', 'pattern', 'format'] as const;

/** Checks `generated`: string fields that accept an empty value, and known generators. */
export function checkGenerated(checker: EntityChecker): void {
  const { schema, report } = checker;
  for (const [field, kind] of Object.entries(schema.generated ?? {})) {
    const at: Segment[] = ['generated', field];
    if (checker.checkField(at, field)) {
      const fieldSchema = schema.fields[field] as JsonSchema;
      const type = getFieldType(fieldSchema);
      const refusing = EMPTY_REFUSING_KEYWORDS.filter((keyword) => fieldSchema[keyword] !== undefined && !(keyword === 'minLength' && fieldSchema.minLength === 0));
      if (field === '_id') report(at, 'field "_id" is made by the server already; expected another string field');
      else if (type !== 'string') report(at, `field ${JSON.stringify(field)} has type ${JSON.stringify(type)}; expected a string field`);
      else if (refusing.length > 0) {
        report(at, `field ${JSON.stringify(field)} has ${refusing.map((keyword) => `"${keyword}"`).join(', ')}, which an empty value fails; expected none of ${EMPTY_REFUSING_KEYWORDS.join(', ')} (an empty value asks the server for one)`);
      }
    }
    if (!(GENERATED_VALUE_KINDS as readonly string[]).includes(kind)) {
      report(at, `unknown generated value kind ${JSON.stringify(kind)}; expected one of: ${GENERATED_VALUE_KINDS.join(', ')}`);
    }
  }
}
