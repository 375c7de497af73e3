import { getAllowedValues } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import type { WhenInput } from '../shared/types.js';

/** A link's or action's `when`: a field of the entity, and values it can hold (one it lists, when it lists any). */
export function checkWhen(checker: EntityChecker, at: readonly Segment[], when: WhenInput): void {
  if (!checker.checkField([...at, 'field'], when.field)) return;
  const allowed = getAllowedValues(checker.schema.fields[when.field] as JsonSchema);
  if (!allowed) return;
  when.in.forEach((value, i) => {
    if (!allowed.includes(value)) {
      checker.report([...at, 'in', i], `unknown value ${JSON.stringify(value)} of field ${JSON.stringify(when.field)}; expected one of: ${allowed.map(String).join(', ')}`);
    }
  });
}
