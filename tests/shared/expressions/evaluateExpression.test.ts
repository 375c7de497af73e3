import fc from 'fast-check';
import { evaluateExpression, parseExpression } from '../../../runtime/shared/index.js';
import type { Expression } from '../../../runtime/shared/index.js';
import { arbitraryExpression, CHILD_FIELDS, FIELD_NAMES, printExpression } from './arbitraryExpression.js';

type Row = Record<string, unknown>;

const evaluate = (source: string, row: Row, lines: Row[] = []) => evaluateExpression(parseExpression(source), { row, children: (name) => (name === 'lines' ? lines : []) });

/** The reference: the same semantics written as plain folds over the tree, without rounding until the end. */
function reference(expression: Expression, row: Row, lines: Row[]): number | null {
  const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);
  switch (expression.kind) {
    case 'number':
      return expression.value;
    case 'field':
      return numberOf(row[expression.name]);
    case 'negate': {
      const value = reference(expression.operand, row, lines);
      return value === null ? null : -value;
    }
    case 'binary': {
      const [a, b] = [reference(expression.left, row, lines), reference(expression.right, row, lines)];
      if (a === null || b === null) return null;
      if (expression.operator === '/') return b === 0 ? null : a / b;
      return expression.operator === '+' ? a + b : expression.operator === '-' ? a - b : a * b;
    }
    case 'aggregate': {
      if (expression.fn === 'count') return lines.length;
      const values = lines.map((line) => numberOf(line[expression.field!])).filter((value) => value !== null);
      if (expression.fn === 'sum') return values.reduce((total, value) => total + value, 0);
      if (values.length === 0) return null;
      return [...values].sort((x, y) => x - y)[expression.fn === 'min' ? 0 : values.length - 1]!;
    }
  }
}

const finiteOrNull = fc.option(fc.integer({ min: -10_000, max: 10_000 }).map((cents) => cents / 100), { nil: null });
const arbitraryRow = fc.record(Object.fromEntries(FIELD_NAMES.map((name) => [name, finiteOrNull])) as Record<(typeof FIELD_NAMES)[number], fc.Arbitrary<number | null>>);
const arbitraryLines = fc.array(fc.record(Object.fromEntries(CHILD_FIELDS.map((name) => [name, finiteOrNull])) as Record<string, fc.Arbitrary<number | null>>), { maxLength: 5 });

describe('evaluateExpression', () => {
  it.each<[string, Row, Row[], number | null]>([
    ['quantity * price', { quantity: 3, price: 19.99 }, [], 59.97],
    ['0.1 + 0.2', {}, [], 0.3],
    ['quantity * price', { quantity: 3, price: null }, [], null],
    ['quantity * price', { quantity: '3', price: '2.5' }, [], 7.5],
    ['quantity * price', { quantity: 'tres', price: 2 }, [], null],
    ['1 / (quantity - 3)', { quantity: 3 }, [], null],
    ['sum(lines.amount)', {}, [], 0],
    ['sum(lines.amount)', {}, [{ amount: 10.1 }, { amount: null }, { amount: 20.2 }], 30.3],
    ['count(lines)', {}, [{ amount: 1 }, { amount: null }], 2],
    ['min(lines.amount)', {}, [], null],
    ['max(lines.amount) - min(lines.amount)', {}, [{ amount: 4 }, { amount: -2 }, { amount: 9 }], 11],
    ['sum(lines.amount) * (1 - discount / 100)', { discount: 10 }, [{ amount: 50 }, { amount: 50 }], 90],
    ['-(2 + 3) * 4', {}, [], -20],
    ['quantity * price', { quantity: 1e200, price: 1e200 }, [], null],
    // Rounded to 15 digits it would pass the largest double: empty, never Infinity.
    ['quantity - 0', { quantity: 1.7976931348623151e308 }, [], null],
    ['quantity + 0', { quantity: 1234567890123445 }, [], 1234567890123450],
  ])('%s of %j and %j is %j', (source, row, lines, expected) => {
    expect(evaluate(source, row, lines)).toBe(expected);
  });

  it('agrees with the reference on any expression, row and lines', () => {
    fc.assert(
      fc.property(arbitraryExpression, arbitraryRow, arbitraryLines, (expression, row, lines) => {
        const expected = reference(expression, row, lines);
        const actual = evaluate(printExpression(expression), row, lines);
        if (expected === null || !Number.isFinite(expected)) expect(actual).toBeNull();
        else expect(actual).toBeCloseTo(expected, Math.max(0, 10 - Math.ceil(Math.log10(Math.abs(expected) + 1))));
      }),
    );
  });

  it('never answers NaN or an infinity', () => {
    fc.assert(fc.property(arbitraryExpression, arbitraryRow, arbitraryLines, (expression, row, lines) => {
      const value = evaluateExpression(expression, { row, children: () => lines });
      expect(value === null || Number.isFinite(value)).toBe(true);
    }));
  });
});
