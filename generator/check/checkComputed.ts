import { ExpressionSyntaxError, getExpressionInputs, parseExpression, sortComputedFields } from '../../runtime/shared/index.js';
import type { Expression, JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';
import type { EntitySchemaInput } from '../shared/types.js';

const NUMERIC_TYPES = ['number', 'integer'];

/**
 * Checks `computed`: each is a number or integer field the server alone fills (not required, no default, not a
 * reference, lifecycle or generated field, no editable column or bulk set), its expression parses, names numeric
 * fields of the row and numeric fields of its children, gives whole numbers on an integer field, and no computed
 * field reads itself through others.
 */
export function checkComputed(checker: EntityChecker): void {
  const { schema, report } = checker;
  const reads = new Map<string, readonly string[]>();
  for (const [name, source] of Object.entries(schema.computed ?? {})) {
    const at: Segment[] = ['computed', name];
    if (!checker.checkField(at, name)) continue;
    const type = getFieldType(schema.fields[name] as JsonSchema);
    if (name === '_id' || !NUMERIC_TYPES.includes(type)) {
      report(at, `field ${JSON.stringify(name)} has type ${JSON.stringify(name === '_id' ? 'id' : type)}; expected a number or integer field to compute`);
      continue;
    }
    checkServerOwned(checker, name);
    let expression: Expression;
    try {
      expression = parseExpression(source);
    } catch (error) {
      if (!(error instanceof ExpressionSyntaxError)) throw error;
      report(at, `expression ${JSON.stringify(source)} does not parse: ${error.message}`);
      continue;
    }
    const problems = checker.problems.length;
    const inputs = getExpressionInputs(expression);
    for (const input of inputs.fields) checkNumericField(checker, at, schema, input, 'the row');
    for (const aggregate of inputs.aggregates) {
      const children = Object.hasOwn(schema.children ?? {}, aggregate.children) ? schema.children![aggregate.children]! : undefined;
      if (!children) {
        const names = Object.keys(schema.children ?? {});
        report(at, `${aggregate.fn}(${aggregate.children}…) reads ${JSON.stringify(aggregate.children)}, which is not a children collection of entity ${JSON.stringify(schema.entity)}; expected one of its "children": ${names.length > 0 ? names.join(', ') : '(none declared)'}`);
        continue;
      }
      const child = checker.index.entities.get(children.entity) ?? (children.entity === schema.entity ? schema : undefined);
      if (child && aggregate.field !== null) checkNumericField(checker, at, child, aggregate.field, `${JSON.stringify(aggregate.children)} (entity ${JSON.stringify(child.entity)})`);
    }
    if (checker.problems.length > problems) continue;
    if (type === 'integer' && !isWhole(expression, schema, checker)) {
      report(at, `integer field ${JSON.stringify(name)} is computed by ${JSON.stringify(source)}, which may give a fraction (a division, a decimal or a number field); expected a "number" field, or an expression over integers with + - * only`);
    }
    reads.set(name, inputs.fields);
  }
  const sorted = sortComputedFields(reads);
  if ('cycle' in sorted) {
    report(['computed', sorted.cycle[0]!], `computed fields read each other in a cycle: ${sorted.cycle.join(' → ')}; expected each computed from fields that do not depend on it`);
  }
}

function checkNumericField(checker: EntityChecker, at: readonly Segment[], of: EntitySchemaInput, name: string, where: string): void {
  if (!Object.hasOwn(of.fields, name)) {
    checker.report(at, `unknown field ${JSON.stringify(name)} of ${where} in the expression; expected one of its number or integer fields: ${getNumericFields(of).join(', ') || '(none)'}`);
    return;
  }
  const type = getFieldType(of.fields[name] as JsonSchema);
  if (!NUMERIC_TYPES.includes(type)) {
    checker.report(at, `field ${JSON.stringify(name)} of ${where} in the expression has type ${JSON.stringify(type)}; expected a number or integer field: ${getNumericFields(of).join(', ') || '(none)'}`);
  }
}

function getNumericFields(of: EntitySchemaInput): string[] {
  return Object.entries(of.fields)
    .filter(([name, field]) => name !== '_id' && NUMERIC_TYPES.includes(getFieldType(field as JsonSchema)))
    .map(([name]) => name);
}

/** Whether the expression always gives a whole number: integers, integer fields, counts and + - * over them. */
function isWhole(expression: Expression, schema: EntitySchemaInput, checker: EntityChecker): boolean {
  switch (expression.kind) {
    case 'number':
      return Number.isInteger(expression.value);
    case 'field':
      return getFieldType(schema.fields[expression.name] as JsonSchema) === 'integer';
    case 'negate':
      return isWhole(expression.operand, schema, checker);
    case 'binary':
      return expression.operator !== '/' && isWhole(expression.left, schema, checker) && isWhole(expression.right, schema, checker);
    case 'aggregate': {
      if (expression.fn === 'count') return true;
      const childName = schema.children?.[expression.children]?.entity;
      const child = childName === undefined ? undefined : (checker.index.entities.get(childName) ?? (childName === schema.entity ? schema : undefined));
      return child !== undefined && getFieldType(child.fields[expression.field!] as JsonSchema) === 'integer';
    }
  }
}

/** A computed field is the server's: nothing else may fill it. */
function checkServerOwned(checker: EntityChecker, name: string): void {
  const { schema, report } = checker;
  const field = schema.fields[name] as JsonSchema;
  const quoted = JSON.stringify(name);
  const required = (schema.required ?? []).indexOf(name);
  if (required >= 0) report(['required', required], `computed field ${quoted} is required; expected it left out of "required" (the server fills it, empty while an input is)`);
  if (field.default !== undefined) report(['fields', name, 'default'], `computed field ${quoted} has a "default"; expected none (the server computes its value)`);
  if (field.readOnly === false) report(['fields', name, 'readOnly'], `computed field ${quoted} says "readOnly": false; expected no "readOnly" (only the server writes it)`);
  if (Object.hasOwn(schema.references ?? {}, name)) report(['references', name], `computed field ${quoted} is a reference; expected a number field or no "computed" entry for it`);
  if (Object.hasOwn(schema.lifecycle ?? {}, name)) report(['lifecycle', name], `computed field ${quoted} is a lifecycle field; expected one or the other`);
  if (Object.hasOwn(schema.generated ?? {}, name)) report(['generated', name], `computed field ${quoted} has a generated value; expected none (the server computes it)`);
  if (Object.hasOwn(schema.demo?.fields ?? {}, name)) report(['demo', 'fields', name], `demo template for computed field ${quoted}; expected none (the seed computes it from the row and its children)`);
  for (const [gridName, grid] of Object.entries(schema.grids ?? {})) {
    grid.columns.forEach((column, i) => {
      if (column.field === name && column.editable === true) report(['grids', gridName, 'columns', i, 'editable'], `editable column on computed field ${quoted}; expected no "editable" (the server computes it)`);
    });
    (grid.bulk?.set ?? []).forEach((setName, i) => {
      if (setName === name) report(['grids', gridName, 'bulk', 'set', i], `bulk set of computed field ${quoted}; expected a field people write (the server computes this one)`);
    });
  }
}
