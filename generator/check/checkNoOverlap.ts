import { getComparableKind } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';
import type { RuleInput } from '../shared/types.js';

const RANGE_KINDS = ['date', 'date-time'];
const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean'];

/**
 * Checks a `noOverlap` rule: its field (the start) and `end` are two different date or date-time fields of one kind,
 * another rule keeps the end after the start (so every stored range is well formed), and each scope field is a
 * distinct scalar field other than the two.
 */
export function checkNoOverlap(checker: EntityChecker, at: readonly Segment[], start: string, rule: NonNullable<RuleInput['noOverlap']>, startKnown: boolean): void {
  const { schema, report } = checker;
  const endAt = [...at, 'noOverlap', 'end'];
  const kindOf = (name: string) => getComparableKind(schema.fields[name] as JsonSchema);
  const ranged = Object.keys(schema.fields).filter((name) => RANGE_KINDS.includes(kindOf(name) ?? ''));
  if (startKnown && !RANGE_KINDS.includes(kindOf(start) ?? '')) {
    report([...at, 'field'], `field ${JSON.stringify(start)} is not a date or date-time field; expected the field where the range starts, one of: ${ranged.join(', ') || '(none declared)'}`);
  } else if (rule.end === start) {
    report(endAt, `the range starts and ends at field ${JSON.stringify(start)}; expected another field for its end`);
  } else if (checker.checkField(endAt, rule.end) && startKnown) {
    if (kindOf(rule.end) !== kindOf(start)) {
      report(endAt, `field ${JSON.stringify(rule.end)} does not hold a ${kindOf(start)} like ${JSON.stringify(start)}; expected one of: ${ranged.filter((name) => name !== start && kindOf(name) === kindOf(start)).join(', ') || '(none declared)'}`);
    } else if (!(schema.rules ?? []).some((other) => (other.field === rule.end && other.gt === start) || (other.field === start && other.lt === rule.end))) {
      report(endAt, `no rule keeps ${JSON.stringify(rule.end)} after ${JSON.stringify(start)}; expected { "field": ${JSON.stringify(rule.end)}, "gt": ${JSON.stringify(start)} } in "rules" too (a range ends after it starts)`);
    }
  }
  (rule.scope ?? []).forEach((name, i) => {
    const scopeAt = [...at, 'noOverlap', 'scope', i];
    if (!checker.checkField(scopeAt, name)) return;
    if (name === start || name === rule.end) report(scopeAt, `field ${JSON.stringify(name)} bounds the range; expected a field whose equal values put two rows in competition (a reference, a room)`);
    else if (!SCALAR_TYPES.includes(getFieldType(schema.fields[name] as JsonSchema))) {
      report(scopeAt, `field ${JSON.stringify(name)} has type ${JSON.stringify(getFieldType(schema.fields[name] as JsonSchema))}; expected a string, number, integer or boolean field`);
    }
  });
}
