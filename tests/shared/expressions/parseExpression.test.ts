import fc from 'fast-check';
import { ExpressionSyntaxError, parseExpression } from '../../../runtime/shared/index.js';
import type { Expression } from '../../../runtime/shared/index.js';
import { arbitraryExpression, printExpression } from './arbitraryExpression.js';

describe('parseExpression', () => {
  it.each<[string, Expression]>([
    ['quantity * price', { kind: 'binary', operator: '*', left: { kind: 'field', name: 'quantity' }, right: { kind: 'field', name: 'price' } }],
    ['sum(lines.amount)', { kind: 'aggregate', fn: 'sum', children: 'lines', field: 'amount' }],
    ['count( lines )', { kind: 'aggregate', fn: 'count', children: 'lines', field: null }],
    ['-.5', { kind: 'negate', operand: { kind: 'number', value: 0.5 } }],
    [
      '1 + 2 * 3',
      { kind: 'binary', operator: '+', left: { kind: 'number', value: 1 }, right: { kind: 'binary', operator: '*', left: { kind: 'number', value: 2 }, right: { kind: 'number', value: 3 } } },
    ],
    [
      '10 - 4 - 3',
      { kind: 'binary', operator: '-', left: { kind: 'binary', operator: '-', left: { kind: 'number', value: 10 }, right: { kind: 'number', value: 4 } }, right: { kind: 'number', value: 3 } },
    ],
  ])('reads %s', (source, expected) => {
    expect(parseExpression(source)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['', 'expected a number, a field, a function or "(" at character 1, found the end'],
    ['quantity *', 'expected a number, a field, a function or "(" at character 11, found the end'],
    ['(a + b', 'expected ")" at character 7, found the end'],
    ['a b', 'expected an operator or the end at character 3, found "b"'],
    ['avg(lines.amount)', 'unknown function "avg" at character 1; expected one of: sum, count, min, max'],
    ['sum(lines)', 'expected "." at character 10, found ")"'],
    ['count(lines.amount)', 'expected ")" at character 12, found "."'],
    ['a % b', 'unexpected character "%" at character 3; expected numbers, field names, + - * / and parentheses'],
    ['eval("1")', 'unexpected character "\\"" at character 6; expected numbers, field names, + - * / and parentheses'],
    ['eval(x)', 'unknown function "eval" at character 1; expected one of: sum, count, min, max'],
  ])('refuses %j: %s', (source, message) => {
    const error = catchError(() => parseExpression(source));
    expect(error).toBeInstanceOf(ExpressionSyntaxError);
    expect((error as Error).message).toBe(message);
  });

  it('reads back every printed expression as the same tree (precedence and left associativity)', () => {
    fc.assert(fc.property(arbitraryExpression, (expression) => {
      expect(parseExpression(printExpression(expression))).toEqual(expression);
    }));
  });

  it('throws only ExpressionSyntaxError on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab1.2 +-*/()sumcount,%'.split('')) }), (source) => {
        try {
          parseExpression(source);
        } catch (error) {
          expect(error).toBeInstanceOf(ExpressionSyntaxError);
        }
      }),
    );
  });
});

function catchError(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
}
