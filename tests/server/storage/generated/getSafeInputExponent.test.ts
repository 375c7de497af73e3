// The input range within which PostgreSQL's native float arithmetic equals IEEE's: known expressions give their
// widest k, and for random expressions and random inputs within the k found, no step raises what PostgreSQL raises
// (an overflow to ±Infinity from finite operands, a product or quotient of non-zero operands that underflows to 0).
import fc from 'fast-check';
import { parseExpression, type Expression } from '../../../../runtime/shared/index.js';
import { getSafeInputExponent } from '../../../../runtime/server/storage/generated/getSafeInputExponent.js';
import { arithmeticExpression } from './arithmeticExpression.js';

const storedOnly = () => null;

/** Evaluates as PostgreSQL's float8 operators do: throws where they raise an error; a division by zero is empty (nullif). */
function evaluateAsPostgres(expression: Expression, row: Readonly<Record<string, number | null>>, computed: (name: string) => Expression | null): number | null {
  switch (expression.kind) {
    case 'number':
      return expression.value;
    case 'field': {
      const inner = computed(expression.name);
      if (!inner) return row[expression.name] ?? null;
      const value = evaluateAsPostgres(inner, row, computed);
      return value === null ? null : Number(value.toPrecision(15));
    }
    case 'negate': {
      const value = evaluateAsPostgres(expression.operand, row, computed);
      return value === null ? null : -value;
    }
    case 'binary': {
      const left = evaluateAsPostgres(expression.left, row, computed);
      const right = evaluateAsPostgres(expression.right, row, computed);
      if (left === null || right === null || (expression.operator === '/' && right === 0)) return null;
      const operators = { '+': left + right, '-': left - right, '*': left * right, '/': left / right };
      const result = operators[expression.operator];
      if (!Number.isFinite(result)) throw new Error(`overflow: ${left} ${expression.operator} ${right}`);
      if (result === 0 && left !== 0 && right !== 0 && (expression.operator === '*' || expression.operator === '/')) throw new Error(`underflow: ${left} ${expression.operator} ${right}`);
      return result;
    }
    case 'aggregate':
      throw new Error('no aggregate here');
  }
}

describe('getSafeInputExponent', () => {
  it.each<[string, number | null]>([
    ['a', 300],
    ['a + b', 284],
    ['a * b', 150],
    ['a / b', 150],
    ['a * b * c', 100],
    // A difference may cancel down to the smaller operand's last bit: dividing by it needs room below.
    ['1 / (a - b)', 284],
    ['a * 1000', 297],
    ['a * 0', 300],
    ['a / 0', 300],
    ['2 * 5', 300],
    ['a * 1' + '0'.repeat(300), null],
    [Array.from({ length: 60 }, () => 'a').join(' * '), null],
    ['sum(lines.amount)', null],
  ])('%s → %s', (source, expected) => {
    expect(getSafeInputExponent(parseExpression(source), storedOnly)).toBe(expected);
  });

  it('counts another computed field the database inlines by its own expression', () => {
    const computed = (name: string) => (name === 'x' ? parseExpression('a * b') : null);
    expect(getSafeInputExponent(parseExpression('x * c'), computed)).toBe(100);
  });

  const literal = fc.oneof(fc.nat(1000).map(String), fc.constantFrom('0', '0.1', '0.5', '100', '1000000000000000000000', '0.0000001', '1' + '0'.repeat(100), '0.' + '0'.repeat(99) + '1'));
  const expressionOf = (names: readonly string[]) => arithmeticExpression(names, literal);
  /** A value empty, zero, or of a magnitude within [10^-k, 10^k], the bounds themselves often. */
  const inputOf = (k: number) =>
    fc.oneof(
      fc.constant(null),
      fc.constant(0),
      fc.tuple(fc.boolean(), fc.constantFrom(10 ** -k, 10 ** k)).map(([negative, value]) => (negative ? -value : value)),
      fc.tuple(fc.boolean(), fc.double({ min: -k, max: k, noNaN: true })).map(([negative, exponent]) => (negative ? -1 : 1) * 10 ** exponent),
      fc.tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.nat(999)).map(([whole, part]) => whole + part / 1000),
    ).filter((value) => value === null || value === 0 || (Math.abs(value) >= 10 ** -k && Math.abs(value) <= 10 ** k));

  it('within the range it answers, no step of a random expression overflows or underflows', () => {
    const computed = (name: string) => (name === 'x' ? parseExpression('(a * b) - c / d') : null);
    fc.assert(
      fc.property(
        expressionOf(['a', 'b', 'c', 'd', 'x']).map(parseExpression).chain((expression) => {
          const k = getSafeInputExponent(expression, computed);
          return fc.tuple(fc.constant(expression), fc.constant(k), k === null ? fc.constant(null) : fc.record({ a: inputOf(k), b: inputOf(k), c: inputOf(k), d: inputOf(k) }));
        }),
        ([expression, k, row]) => {
          if (k === null || row === null) return;
          expect(k).toBeGreaterThanOrEqual(6);
          expect(() => evaluateAsPostgres(expression, row, computed)).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
  });
});
