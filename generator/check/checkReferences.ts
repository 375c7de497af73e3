import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';
import { checkLabelTemplate } from './checkLabelTemplate.js';

/**
 * Checks `references`: string fields other than `_id` (one id) or arrays of strings (many ids), known entities,
 * display fields or label templates (checkLabelTemplate), secondary fields, setNull only on optional fields (or arrays of ids, where it removes the deleted id).
 */
export function checkReferences(checker: EntityChecker): void {
  const { schema, report } = checker;
  const required = schema.required ?? [];
  for (const [field, reference] of Object.entries(schema.references ?? {})) {
    const at = ['references', field];
    let isMany = false;
    if (checker.checkField(at, field)) {
      const fieldSchema = schema.fields[field] as JsonSchema;
      const type = getFieldType(fieldSchema);
      isMany = type === 'array';
      if (field === '_id') {
        report(at, 'field "_id" is the row\'s own id; expected another string field to hold the referenced id');
      } else if (isMany) {
        const items = fieldSchema.items;
        const itemType = items && typeof items === 'object' && !Array.isArray(items) && items.type !== undefined ? getFieldType(items) : null;
        if (itemType !== 'string') {
          report(at, `field ${JSON.stringify(field)} is an array of ${itemType === null ? 'unknown items' : JSON.stringify(itemType)}; expected "items": { "type": "string" } (each holds a referenced row's _id)`);
        }
      } else if (type !== 'string') {
        report(at, `field ${JSON.stringify(field)} has type ${JSON.stringify(type)}; expected a string field (it holds the referenced row's _id) or an array of strings`);
      }
    }
    const target = checker.findEntity([...at, 'entity'], reference.entity);
    if (target) checkLabelTemplate(checker, [...at, 'display'], target, reference.display);
    if (target && reference.secondary !== undefined) checker.checkFieldOf([...at, 'secondary'], target, reference.secondary);
    if (target) for (const name of Object.keys(reference.where ?? {})) checker.checkFieldOf([...at, 'where', name], target, name);
    if (reference.onDelete === 'setNull' && required.includes(field) && !isMany) {
      report([...at, 'onDelete'], `onDelete "setNull" on required field ${JSON.stringify(field)}; expected one of: restrict, cascade (or the field left out of "required")`);
    }
  }
}
