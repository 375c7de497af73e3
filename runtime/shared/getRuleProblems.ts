import { getFieldType } from './getFieldType.js';
import type { CompareRuleDefinition, EntityDefinition, JsonSchema, RequiredIfRuleDefinition, RuleComparison, RuleDefinition } from './types.js';

/** What a comparison rule compares: numbers by value, dates and date-times by instant; other fields compare with nothing. */
export type ComparableKind = 'number' | 'date' | 'date-time';

/** A broken rule: the field it shows beside and the Spanish sentence. */
export interface RuleProblem {
  readonly field: string;
  readonly message: string;
}

/** The kind of value a field compares as, or null when a comparison rule cannot name it (the generator refuses those). */
export function getComparableKind(schema: JsonSchema): ComparableKind | null {
  const type = getFieldType(schema);
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'string' && (schema.format === 'date' || schema.format === 'date-time')) return schema.format;
  return null;
}

const COMPARISON_SENTENCES: Readonly<Record<'number' | 'time', Readonly<Record<RuleComparison, string>>>> = {
  number: {
    gt: 'Debe ser mayor que «{other}».',
    gte: 'Debe ser mayor o igual que «{other}».',
    lt: 'Debe ser menor que «{other}».',
    lte: 'Debe ser menor o igual que «{other}».',
  },
  time: {
    gt: 'Debe ser posterior a «{other}».',
    gte: 'Debe ser posterior o igual a «{other}».',
    lt: 'Debe ser anterior a «{other}».',
    lte: 'Debe ser anterior o igual a «{other}».',
  },
};

const REQUIRED_IF_SENTENCE = 'Es obligatorio cuando «{field}» es «{value}».';

/**
 * The entity's rules across fields that `record` breaks, in declaration order: the server's 400 details and the forms'
 * messages beside each field. A comparison with an empty (or unreadable) side does not apply; requiredIf checks presence.
 */
export function getRuleProblems(entity: Pick<EntityDefinition, 'fields' | 'rules'>, record: Readonly<Record<string, unknown>>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const rule of entity.rules ?? []) {
    const message = rule.kind === 'compare' ? checkComparison(entity, rule, record) : checkRequiredIf(entity, rule, record);
    if (message !== null && !problems.some((known) => known.field === rule.field && known.message === message)) problems.push({ field: rule.field, message });
  }
  return problems;
}

/** The fields a rule reads: a change to any of them may break it. */
export function getRuleFields(rule: RuleDefinition): string[] {
  return [rule.field, rule.kind === 'compare' ? rule.other : rule.when.field];
}

/** Whether `a` compared with `b` holds (numbers, or a date's or date-time's instant in milliseconds). */
export function holdsComparison(comparison: RuleComparison, a: number, b: number): boolean {
  switch (comparison) {
    case 'gt':
      return a > b;
    case 'gte':
      return a >= b;
    case 'lt':
      return a < b;
    case 'lte':
      return a <= b;
  }
}

function checkComparison(entity: Pick<EntityDefinition, 'fields'>, rule: CompareRuleDefinition, record: Readonly<Record<string, unknown>>): string | null {
  const field = entity.fields.find((candidate) => candidate.name === rule.field);
  const kind = field ? getComparableKind(field.schema) : null;
  if (kind === null) return null;
  const a = toComparable(kind, record[rule.field]);
  const b = toComparable(kind, record[rule.other]);
  if (a === null || b === null || holdsComparison(rule.comparison, a, b)) return null;
  return rule.message ?? COMPARISON_SENTENCES[kind === 'number' ? 'number' : 'time'][rule.comparison].replace('{other}', getTitle(entity, rule.other));
}

function checkRequiredIf(entity: Pick<EntityDefinition, 'fields'>, rule: RequiredIfRuleDefinition, record: Readonly<Record<string, unknown>>): string | null {
  if (record[rule.when.field] !== rule.when.equals || !isEmpty(record[rule.field])) return null;
  const value = rule.when.label ?? formatValue(rule.when.equals);
  return rule.message ?? REQUIRED_IF_SENTENCE.replace('{field}', getTitle(entity, rule.when.field)).replace('{value}', value);
}

// A value the rule can order: a finite number, or a parsable date (date-time) text; anything else leaves the rule out.
function toComparable(kind: ComparableKind, value: unknown): number | null {
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value === '') return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : instant;
}

// Nothing written: no value, an empty or blank text, an empty list.
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function getTitle(entity: Pick<EntityDefinition, 'fields'>, name: string): string {
  return entity.fields.find((field) => field.name === name)?.title ?? name;
}

// A value as the administrator reads it: Sí/No, Spanish digits, the text itself.
function formatValue(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return value.toLocaleString('es');
  return value;
}
