import { getAllowedValues } from '../../runtime/shared/index.js';
import { getDemoValueType, parseDemoTemplate } from '../../runtime/shared/demo/index.js';
import type { DemoPlaceholder, DemoValueType, ParsedDemoTemplate } from '../../runtime/shared/demo/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';

/**
 * Checks `demo`: known fields, perParent and tree references, and each template as the seeder parses it (known word banks
 * and placeholders, `{ref:…}` entities, `{parent:…}` and `{slug:…}` fields, `{count:…}` and `{sum:…}` sources, values the field accepts).
 */
export function checkDemo(checker: EntityChecker): void {
  const { schema, report } = checker;
  const demo = schema.demo;
  if (!demo) return;
  const references = schema.references ?? {};

  let parentEntity: string | null = null;
  if (demo.perParent) {
    const at: Segment[] = ['demo', 'perParent'];
    const { field } = demo.perParent;
    if (checker.checkField([...at, 'field'], field) && checker.checkSingleReference([...at, 'field'], field)) {
      parentEntity = references[field]?.entity ?? null;
    }
    const min = demo.perParent.min ?? demo.count;
    const max = demo.perParent.max ?? demo.count;
    if (min > max) report(at, `min ${min} is greater than max ${max}; expected min ≤ max (both default to count, ${demo.count})`);
  }
  if (demo.tree) {
    const at: Segment[] = ['demo', 'tree', 'field'];
    const { field } = demo.tree;
    if (checker.checkField(at, field) && checker.checkSingleReference(at, field) && references[field]?.entity !== schema.entity) {
      report(at, `field ${JSON.stringify(field)} references ${JSON.stringify(references[field]?.entity)}; expected a self-reference (to ${JSON.stringify(schema.entity)})`);
    }
    if (demo.perParent) report(['demo'], '"perParent" and "tree" cannot be combined; expected one of them');
  }

  for (const [name, template] of Object.entries(demo.fields)) {
    const at: Segment[] = ['demo', 'fields', name];
    const known = checker.checkField(at, name);
    const parsed = parseDemoTemplate(template);
    for (const problem of parsed.problems) report(at, problem.message);
    for (const part of parsed.parts) {
      if (typeof part === 'string') continue;
      if (part.kind === 'ref') {
        checker.findEntity(at, part.entity);
      } else if (part.kind === 'count' || part.kind === 'sum') {
        checkAggregate(checker, at, part, parsed.parts.length === 1);
      } else if (part.kind === 'slug' || part.kind === 'after') {
        if (!checker.fieldNames.includes(part.field)) report(at, `unknown field ${JSON.stringify(part.field)} in "${part.text}"; expected one of: ${checker.fieldNames.join(', ')}`);
      } else if (part.kind !== 'parent') {
        continue;
      } else if (!demo.perParent) {
        report(at, `"${part.text}" without "perParent"; expected "perParent": { "field": <reference field> } to name the parent`);
      } else if (parentEntity !== null) {
        const parent = parentEntity === schema.entity ? schema : checker.index.entities.get(parentEntity);
        if (parent && !Object.hasOwn(parent.fields, part.field)) {
          report(at, `unknown field ${JSON.stringify(part.field)} of entity ${JSON.stringify(parentEntity)} in "${part.text}"; expected one of: ${Object.keys(parent.fields).join(', ')}`);
        }
      }
    }
    if (known && parsed.problems.length === 0) checkDemoValue(checker, at, name, template, parsed);
  }
  (demo.unique ?? []).forEach((name, i) => checker.checkField(['demo', 'unique', i], name));
}

/** `{count:…}` and `{sum:…}`: the whole template, over a known entity's field (numeric when summed) and a field of this row. */
function checkAggregate(checker: EntityChecker, at: Segment[], part: Extract<DemoPlaceholder, { kind: 'count' | 'sum' }>, alone: boolean): void {
  const { report } = checker;
  if (!alone) report(at, `"${part.text}" inside other text; expected it as the whole template (the database fills the field with a number)`);
  if (!checker.fieldNames.includes(part.own)) report(at, `unknown field ${JSON.stringify(part.own)} in "${part.text}"; expected one of: ${checker.fieldNames.join(', ')}`);
  const source = checker.findEntity(at, part.entity);
  if (!source) return;
  const fields = Object.keys(source.fields);
  if (!fields.includes(part.field)) report(at, `unknown field ${JSON.stringify(part.field)} of entity ${JSON.stringify(part.entity)} in "${part.text}"; expected one of: ${fields.join(', ')}`);
  if (part.value === null) return;
  const numeric = fields.filter((name) => ['number', 'integer'].includes(getFieldType(source.fields[name] as JsonSchema)));
  if (!numeric.includes(part.value)) {
    report(at, `unknown numeric field ${JSON.stringify(part.value)} of entity ${JSON.stringify(part.entity)} in "${part.text}"; expected one of: ${numeric.length > 0 ? numeric.join(', ') : '(none)'}`);
  }
}

/**
 * What a value must be for a field of each type: which placeholder types fit, and whether a text the template yields as is
 * converts to one (the seeder converts text to the field's type).
 */
const VALUE_RULES: Readonly<Record<string, { readonly expected: string; readonly types: readonly DemoValueType[]; readonly accepts: (text: string) => boolean }>> = {
  integer: { expected: 'an integer ({int:min:max}, {seq}, or integer text)', types: ['integer'], accepts: (text) => text.trim() !== '' && Number.isInteger(Number(text)) },
  number: {
    expected: 'a number ({int:min:max}, {float:min:max}, or numeric text)',
    types: ['integer', 'number'],
    accepts: (text) => text.trim() !== '' && Number.isFinite(Number(text)),
  },
  boolean: { expected: 'a boolean ({boolean:p}, or true or false)', types: ['boolean'], accepts: (text) => text === 'true' || text === 'false' },
};

/** What the template yields must be a value of the field: its type, its listed values, a date or date-time as its format says. */
function checkDemoValue(checker: EntityChecker, at: Segment[], name: string, template: string, parsed: ParsedDemoTemplate): void {
  const field = checker.schema.fields[name] as JsonSchema;
  const type = getFieldType(field);
  const yields = getDemoValueType(parsed);
  if (yields === 'parent') return;
  const of = `field ${JSON.stringify(name)} (type ${JSON.stringify(type)})`;
  if (type === 'object' || type === 'array') {
    checker.report(at, `template ${JSON.stringify(template)} yields a ${yields}; expected no template for ${of}: the seeder builds its value from the field's schema (or "{parent:field}" copies one)`);
    return;
  }
  // The values the template can give when they are known in advance: its literal text, or a pick's choices.
  const [only] = parsed.parts;
  const fixed = parsed.parts.length === 0 ? [''] : parsed.parts.length > 1 || only === undefined ? null : typeof only === 'string' ? [only] : only.kind === 'pick' ? only.values : null;
  const rule = VALUE_RULES[type];
  if (rule) {
    const wrong = fixed ? fixed.find((text) => !rule.accepts(text)) : rule.types.includes(yields) ? undefined : template;
    if (wrong !== undefined) {
      checker.report(at, `template ${JSON.stringify(template)} yields ${fixed ? JSON.stringify(wrong) : `a ${yields}`}, which ${of} refuses; expected ${rule.expected}`);
      return;
    }
  }
  const allowed = getAllowedValues(field);
  if (allowed && fixed) {
    const toValue = (text: string): unknown => (type === 'integer' || type === 'number' ? Number(text) : type === 'boolean' ? text === 'true' : text);
    const wrong = fixed.find((text) => !allowed.includes(toValue(text)));
    if (wrong !== undefined) checker.report(at, `template ${JSON.stringify(template)} yields ${JSON.stringify(wrong)}, which ${of} does not list; expected one of: ${allowed.map(String).join(', ')}`);
  }
  if (only !== undefined && typeof only !== 'string' && parsed.parts.length === 1) {
    if (only.kind === 'date' && field.format === 'date') {
      checker.report(at, `template ${JSON.stringify(template)} yields a date-time, which ${of} with "format": "date" refuses; expected {day:min:max} (a YYYY-MM-DD date)`);
    } else if (only.kind === 'after' && field.format !== 'date-time') {
      checker.report(at, `template ${JSON.stringify(template)} yields a date-time, which ${of} without "format": "date-time" refuses; expected a date-time field`);
    } else if (only.kind === 'day' && field.format === 'date-time') {
      checker.report(at, `template ${JSON.stringify(template)} yields a date without a time, which ${of} with "format": "date-time" refuses; expected {date:min:max} (an instant)`);
    }
  }
}
