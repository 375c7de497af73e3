import fc from 'fast-check';
import { AGGREGATE_FUNCTIONS } from '../../../runtime/shared/index.js';
import type { Expression } from '../../../runtime/shared/index.js';

export const FIELD_NAMES = ['quantity', 'price', 'discount', 'empty'] as const;
export const CHILD_FIELDS = ['amount', 'weight'] as const;

/** Random expression trees over a few fields and a `lines` children collection. */
export const arbitraryExpression: fc.Arbitrary<Expression> = fc.letrec<{ node: Expression }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: 0, max: 1000 }).map((value): Expression => ({ kind: 'number', value })),
    fc.constantFrom(...FIELD_NAMES).map((name): Expression => ({ kind: 'field', name })),
    fc.tuple(fc.constantFrom(...AGGREGATE_FUNCTIONS), fc.constantFrom(...CHILD_FIELDS)).map(([fn, field]): Expression => ({ kind: 'aggregate', fn, children: 'lines', field: fn === 'count' ? null : field })),
    tie('node').map((operand): Expression => ({ kind: 'negate', operand })),
    fc.tuple(fc.constantFrom('+', '-', '*', '/' as const), tie('node'), tie('node')).map(([operator, left, right]): Expression => ({ kind: 'binary', operator, left, right })),
  ),
})).node;

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2 } as const;

/** The expression as text with only the parentheses precedence and left associativity need. */
export function printExpression(expression: Expression): string {
  switch (expression.kind) {
    case 'number':
      return String(expression.value);
    case 'field':
      return expression.name;
    case 'aggregate':
      return `${expression.fn}(${expression.children}${expression.field === null ? '' : `.${expression.field}`})`;
    case 'negate':
      return `-${wrap(expression.operand, expression.operand.kind === 'binary')}`;
    case 'binary': {
      const own = PRECEDENCE[expression.operator];
      const left = wrap(expression.left, expression.left.kind === 'binary' && PRECEDENCE[expression.left.operator] < own);
      const right = wrap(expression.right, expression.right.kind === 'binary' && PRECEDENCE[expression.right.operator] <= own);
      return `${left} ${expression.operator} ${right}`;
    }
  }
}

function wrap(expression: Expression, parenthesize: boolean): string {
  return parenthesize ? `(${printExpression(expression)})` : printExpression(expression);
}
