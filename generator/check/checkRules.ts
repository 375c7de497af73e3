import { parseDemoTemplate } from '../../runtime/shared/demo/index.js';
import { getAllowedValues, getComparableKind, holdsComparison, RULE_COMPARISONS } from '../../runtime/shared/index.js';
import type { ComparableKind, JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';
import { getRuleComparison } from '../shared/getRuleComparison.js';
import type { RuleInput } from '../shared/types.js';
import { checkNoOverlap } from './checkNoOverlap.js';

/** The keys of a rule of which exactly one states its condition. */
export const RULE_CONDITIONS = [...RULE_COMPARISONS, 'requiredIf', 'noOverlap'] as const;

const KIND_NAMES: Readonly<Record<ComparableKind, string>> = { number: 'a number', date: 'a date', 'date-time': 'a date-time' };
const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean'];

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
    const problems = checker.problems.length;
    if (comparison !== undefined) checkComparison(checker, [...at, comparison], rule.field, rule[comparison] as string, known);
    else if (rule.requiredIf) checkRequiredIf(checker, [...at, 'requiredIf'], rule.field, rule.requiredIf);
    else if (rule.noOverlap) return checkNoOverlap(checker, at, rule.field, rule.noOverlap, known);
    if (known && checker.problems.length === problems) checkDemoKeepsRule(checker, i, rule);
  });
}

/** What a demo template is known to yield: a range of numbers (dates as days from today), or minutes after another field. */
type DemoRange = { readonly min: number; readonly max: number } | { readonly after: string; readonly min: number; readonly max: number };

function getDemoRange(template: string | undefined): DemoRange | null {
  if (template === undefined) return null;
  const parsed = parseDemoTemplate(template);
  const [only] = parsed.parts;
  if (parsed.problems.length > 0 || parsed.parts.length !== 1 || only === undefined) return null;
  if (typeof only === 'string') return only.trim() !== '' && Number.isFinite(Number(only)) ? { min: Number(only), max: Number(only) } : null;
  if (only.kind === 'int' || only.kind === 'float' || only.kind === 'day' || only.kind === 'date') return { min: only.min, max: only.max };
  if (only.kind === 'after') return { after: only.field, min: only.min, max: only.max };
  if (only.kind === 'pick' && only.values.every((value) => value.trim() !== '' && Number.isFinite(Number(value)))) {
    const values = only.values.map(Number);
    return { min: Math.min(...values), max: Math.max(...values) };
  }
  return null;
}

/** The values a demo template may give a field (a pick's, a literal, a boolean's), or null when they are not known in advance. */
function getDemoValues(template: string): unknown[] | null {
  const parsed = parseDemoTemplate(template);
  const [only] = parsed.parts;
  if (parsed.problems.length > 0 || parsed.parts.length !== 1 || only === undefined) return null;
  if (typeof only === 'string') return [only];
  if (only.kind === 'pick') return [...only.values];
  if (only.kind === 'boolean') return [...(only.probability > 0 ? [true] : []), ...(only.probability < 1 ? [false] : [])];
  return null;
}

/**
 * The demo data keeps the rule (the seeder's rows pass the server's own checks): a comparison whose two templates are
 * known ranges (or one is `{after:…}` the other) holds for every value; a requiredIf's field has a template whenever the
 * other field's template can yield the value.
 */
function checkDemoKeepsRule(checker: EntityChecker, i: number, rule: RuleInput): void {
  const demo = checker.schema.demo?.fields;
  if (!demo) return;
  const comparison = getRuleComparison(rule);
  if (comparison === undefined) {
    const when = rule.requiredIf;
    const template = when ? demo[when.field] : undefined;
    // A field with a template or a default gets a value in every demo row.
    if (!when || template === undefined || demo[rule.field] !== undefined || checker.schema.fields[rule.field]?.default !== undefined) return;
    if (getDemoValues(template)?.some((value) => String(value) === String(when.equals))) {
      checker.report(['demo', 'fields', when.field], `template ${JSON.stringify(template)} can yield ${JSON.stringify(when.equals)}, for which rule /rules/${i} requires field ${JSON.stringify(rule.field)}; expected a demo template for ${JSON.stringify(rule.field)} too`);
    }
    return;
  }
  const other = rule[comparison] as string;
  const a = getDemoRange(demo[rule.field]);
  const b = getDemoRange(demo[other]);
  if (!a || !b) return;
  // The rule holds for every pair when it holds between the nearest values the two templates can give.
  let holds: boolean | null = null;
  if ('after' in a && a.after === other) holds = holdsComparison(comparison, a.min, 0) && holdsComparison(comparison, a.max, 0);
  else if ('after' in b && b.after === rule.field) holds = holdsComparison(comparison, 0, b.min) && holdsComparison(comparison, 0, b.max);
  else if (!('after' in a) && !('after' in b)) holds = holdsComparison(comparison, a.min, b.max) && holdsComparison(comparison, a.max, b.min) && holdsComparison(comparison, a.min, b.min) && holdsComparison(comparison, a.max, b.max);
  if (holds === false) {
    checker.report(
      ['demo', 'fields', rule.field],
      `template ${JSON.stringify(demo[rule.field])} and field ${JSON.stringify(other)}'s ${JSON.stringify(demo[other])} can break rule /rules/${i} (${rule.field} ${comparison} ${other}); expected ranges that always keep it${getComparableKind(checker.schema.fields[rule.field] as JsonSchema) === 'date-time' ? ` (e.g. {after:${other}:min:max})` : ''}`,
    );
  }
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
