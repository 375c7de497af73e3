import { getComparableKind, RULE_COMPARISONS } from '../runtime/shared/index.js';
import type { ComparableKind, JsonSchema, RuleComparison } from '../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from './getFieldType.js';
import { getAllowedValues } from './getOneOfOptions.js';
import type { RuleInput } from './types.js';

/** The keys of a rule of which exactly one states its condition. */
export const RULE_CONDITIONS = [...RULE_COMPARISONS, 'requiredIf'] as const;

const KIND_NAMES: Readonly<Record<ComparableKind, string>> = { number: 'a number', date: 'a date', 'date-time': 'a date-time' };
const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean'];

/** The comparison a rule states (its first one; checkRules reports a second), or undefined for a requiredIf. */
export function getRuleComparison(rule: RuleInput): RuleComparison | undefined {
  return RULE_COMPARISONS.find((comparison) => rule[comparison] !== undefined);
}

/** Checks `rules`: known fields, exactly one condition, comparisons between fields of one kind, requiredIf values the field can hold. */
export function checkRules(checker: EntityChecker): void {
  (checker.schema.rules ?? []).forEach((rule, i) => {
    const at: Segment[] = ['rules', i];
    const known = checker.checkField([...at, 'field'], rule.field);
    const conditions = RULE_CONDITIONS.filter((key) => rule[key] !== undefined);
    if (conditions.length !== 1) {
      const found = conditions.length === 0 ? 'no condition' : `both ${JSON.stringify(conditions[0])} and ${JSON.stringify(conditions[1])}`;
      checker.report(conditions.length === 0 ? at : [...at, conditions[1] as string], `rule on field ${JSON.stringify(rule.field)} states ${found}; expected exactly one of: ${RULE_CONDITIONS.join(', ')}`);
      return;
    }
    const comparison = getRuleComparison(rule);
    if (comparison !== undefined) checkComparison(checker, [...at, comparison], rule.field, rule[comparison] as string, known);
    else if (rule.requiredIf) checkRequiredIf(checker, [...at, 'requiredIf'], rule.field, rule.requiredIf);
  });
}

function checkComparison(checker: EntityChecker, at: readonly Segment[], field: string, other: string, fieldKnown: boolean): void {
  const { schema, report } = checker;
  if (other === field) {
    report(at, `field ${JSON.stringify(field)} compared with itself; expected another field`);
    return;
  }
  const otherKnown = checker.checkField(at, other);
  if (!fieldKnown) return;
  const kind = getComparableKind(schema.fields[field] as JsonSchema);
  if (kind === null) {
    report(at.slice(0, -1).concat('field'), `field ${JSON.stringify(field)} is ${describeField(schema.fields[field] as JsonSchema)}; expected a number, integer, date or date-time field to compare`);
    return;
  }
  if (!otherKnown) return;
  const otherKind = getComparableKind(schema.fields[other] as JsonSchema);
  if (otherKind === kind) return;
  const alike = Object.keys(schema.fields).filter((name) => name !== field && getComparableKind(schema.fields[name] as JsonSchema) === kind);
  report(
    at,
    `field ${JSON.stringify(field)} (${KIND_NAMES[kind]}) cannot be compared with field ${JSON.stringify(other)} (${otherKind === null ? describeField(schema.fields[other] as JsonSchema) : KIND_NAMES[otherKind]}); expected a field holding ${KIND_NAMES[kind]}, one of: ${alike.length > 0 ? alike.join(', ') : '(none declared)'}`,
  );
}

function checkRequiredIf(checker: EntityChecker, at: readonly Segment[], field: string, when: NonNullable<RuleInput['requiredIf']>): void {
  const { schema, report } = checker;
  if (when.field === field) {
    report([...at, 'field'], `field ${JSON.stringify(field)} required on a value of itself; expected another field`);
    return;
  }
  if (!checker.checkField([...at, 'field'], when.field)) return;
  const whenSchema = schema.fields[when.field] as JsonSchema;
  const type = getFieldType(whenSchema);
  if (!SCALAR_TYPES.includes(type)) {
    report([...at, 'field'], `field ${JSON.stringify(when.field)} has type ${JSON.stringify(type)}; expected a string, number, integer or boolean field`);
    return;
  }
  const allowed = getAllowedValues(whenSchema);
  if (allowed && !allowed.includes(when.equals)) {
    report([...at, 'equals'], `value ${JSON.stringify(when.equals)} is not one field ${JSON.stringify(when.field)} lists; expected one of: ${allowed.map((value) => JSON.stringify(value)).join(', ')}`);
  } else if (!allowed && !fitsType(type, when.equals)) {
    report([...at, 'equals'], `value ${JSON.stringify(when.equals)} cannot be held by field ${JSON.stringify(when.field)} (type ${JSON.stringify(type)}); expected ${type === 'integer' ? 'an integer' : `a ${type}`}`);
  }
}

function fitsType(type: string, value: string | number | boolean): boolean {
  if (type === 'integer') return Number.isInteger(value);
  return typeof value === type;
}

// `type "string"`, or `type "string" with "format": "email"`: what the field is, as the schema says it.
function describeField(field: JsonSchema): string {
  const format = typeof field.format === 'string' ? ` with "format": ${JSON.stringify(field.format)}` : '';
  return `of type ${JSON.stringify(getFieldType(field))}${format}`;
}
