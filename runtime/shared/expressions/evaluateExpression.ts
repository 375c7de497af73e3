import type { BinaryOperator, Expression } from './Expression.js';

/** What an expression reads: the row's own values and, by children name, the rows of each children collection. */
export interface ExpressionScope {
  readonly row: Readonly<Record<string, unknown>>;
  readonly children?: (name: string) => readonly Readonly<Record<string, unknown>>[];
}

/**
 * The value of a computed field, as the server stores it and forms show it: arithmetic over numbers, where an empty
 * (null, missing or non-numeric) field or a division by zero makes the result null, as in SQL; `sum` and `count` of
 * no rows are 0, `min`/`max` of no values null, and aggregates skip empty values. The result is rounded to 15
 * significant digits so binary float noise (0.1 + 0.2) never reaches a stored column (the stores' generated columns
 * compute the same, storage/generated).
 */
export function evaluateExpression(expression: Expression, scope: ExpressionScope): number | null {
  const value = evaluate(expression, scope);
  if (value === null || !Number.isFinite(value)) return null;
  // A value within a rounding of the largest double rounds past it: empty too, as non-finite results are.
  const rounded = Number(value.toPrecision(15));
  return Number.isFinite(rounded) ? rounded : null;
}

function evaluate(expression: Expression, scope: ExpressionScope): number | null {
  switch (expression.kind) {
    case 'number':
      return expression.value;
    case 'field':
      return toNumber(scope.row[expression.name]);
    case 'negate': {
      const operand = evaluate(expression.operand, scope);
      return operand === null ? null : -operand;
    }
    case 'binary': {
      const left = evaluate(expression.left, scope);
      const right = evaluate(expression.right, scope);
      return left === null || right === null ? null : applyOperator(expression.operator, left, right);
    }
    case 'aggregate': {
      const rows = scope.children?.(expression.children) ?? [];
      if (expression.fn === 'count') return rows.length;
      const values = rows.map((row) => toNumber(row[expression.field!])).filter((value): value is number => value !== null);
      if (expression.fn === 'sum') return values.reduce((total, value) => total + value, 0);
      if (values.length === 0) return null;
      return values.reduce((best, value) => (expression.fn === 'min' ? Math.min(best, value) : Math.max(best, value)));
    }
  }
}

function applyOperator(operator: BinaryOperator, left: number, right: number): number | null {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return right === 0 ? null : left / right;
  }
}

/** A stored or typed value as a number: numbers as they are, numeric text (a form's input), anything else empty. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
