import type { JsonSchema } from '../runtime/shared/index.js';
import type { EntityChecker } from './createEntityChecker.js';
import { getFieldType } from './getFieldType.js';

/** Checks `references`: string fields other than `_id`, known entities and display fields, setNull only on optional fields. */
export function checkReferences(checker: EntityChecker): void {
  const { schema, report } = checker;
  const required = schema.required ?? [];
  for (const [field, reference] of Object.entries(schema.references ?? {})) {
    const at = ['references', field];
    if (checker.checkField(at, field)) {
      const type = getFieldType(schema.fields[field] as JsonSchema);
      if (field === '_id') report(at, 'field "_id" is the row\'s own id; expected another string field to hold the referenced id');
      else if (type !== 'string') report(at, `field ${JSON.stringify(field)} has type ${JSON.stringify(type)}; expected a string field (it holds the referenced row's _id)`);
    }
    const target = checker.findEntity([...at, 'entity'], reference.entity);
    if (target) checker.checkFieldOf([...at, 'display'], target, reference.display);
    if (reference.onDelete === 'setNull' && required.includes(field)) {
      report([...at, 'onDelete'], `onDelete "setNull" on required field ${JSON.stringify(field)}; expected one of: restrict, cascade (or the field left out of "required")`);
    }
  }
}
