import type { EntityChecker, Segment } from './createEntityChecker.js';
import { isArrayField } from '../shared/isArrayField.js';

/** Checks `children`: names apart from the fields, known entities, and a field of the child referencing this entity by one id. */
export function checkChildren(checker: EntityChecker): void {
  const { schema, report } = checker;
  for (const [name, children] of Object.entries(schema.children ?? {})) {
    const at: Segment[] = ['children', name];
    if (checker.fieldNames.includes(name)) {
      report(at, `children ${JSON.stringify(name)} have the name of a field; expected a name other than: ${checker.fieldNames.join(', ')}`);
    }
    const child = checker.findEntity([...at, 'entity'], children.entity);
    if (!child || !checker.checkFieldOf([...at, 'field'], child, children.field)) continue;
    const { field } = children;
    if (child.references?.[field]?.entity !== schema.entity) {
      report(
        [...at, 'field'],
        `field ${JSON.stringify(field)} of entity ${JSON.stringify(child.entity)} does not reference ${JSON.stringify(schema.entity)}; expected a field declared in its "references" with "entity": ${JSON.stringify(schema.entity)}`,
      );
    } else if (isArrayField(child, field)) {
      report([...at, 'field'], `field ${JSON.stringify(field)} of entity ${JSON.stringify(child.entity)} holds an array of ids; expected a reference holding one id`);
    }
  }
}
