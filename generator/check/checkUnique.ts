import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldStorage } from '../shared/getFieldType.js';

/** Checks `unique` and each field's `"unique": true`: known fields whose value is one scalar (a column an index can hold). */
export function checkUnique(checker: EntityChecker): void {
  const { schema } = checker;
  for (const [name, field] of Object.entries(schema.fields)) {
    if (field.unique === true) checkScalar(checker, ['fields', name, 'unique'], name);
  }
  (schema.unique ?? []).forEach((combination, i) =>
    combination.forEach((name, j) => {
      if (checker.childrenNames.includes(name)) {
        checker.report(['unique', i, j], `children ${JSON.stringify(name)} cannot be unique; expected a field, one of: ${checker.fieldNames.join(', ')}`);
      } else if (checker.checkField(['unique', i, j], name)) checkScalar(checker, ['unique', i, j], name);
    }),
  );
}

function checkScalar(checker: EntityChecker, at: readonly Segment[], name: string): void {
  const storage = getFieldStorage(checker.schema.fields[name] as JsonSchema);
  if (name === '_id') checker.report(at, 'field "_id" is unique already (the primary key); expected another field');
  else if (storage === 'json') checker.report(at, `field ${JSON.stringify(name)} holds an array or object; expected a scalar field (string, number, integer or boolean)`);
}
