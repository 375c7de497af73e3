import type { BinaryOperator, Expression } from '../../../shared/index.js';

/** What a step of the expression may be: empty, zero, or non-zero of a magnitude between 10^low and 10^high. */
interface Magnitudes {
  readonly zero: boolean;
  readonly nonZero: boolean;
  readonly low: number;
  readonly high: number;
}

// Far inside a double's range (10^±308, subnormals to 10^-324): the bounds below are estimates in log10, never tight.
const LIMIT = 300;
// A sum or difference of non-zero values is zero or at least the smaller operand's last bit, 2^-53 of it.
const CANCELLATION = -16;
// A magnitude rounded to 15 significant digits moves by at most half a unit of the 15th, ~5·10^-15 relative.
const ROUNDING = 1e-14;
/** The narrowest input range worth a native path (10^-6..10^6); narrower expressions go the exact way only. */
const MIN_EXPONENT = 6;

/**
 * The widest k (a whole number, 6 to 300) such that, for a row whose stored inputs are each empty, zero or of a
 * magnitude within [10^-k, 10^k], no step of `expression` can overflow to ±Infinity nor turn non-zero operands into 0
 * (a product's or quotient's underflow); a division by zero is the caller's empty value. Within it PostgreSQL's own
 * float arithmetic (which raises an error for both, where IEEE and the server answer ±Infinity or 0) gives exactly
 * the server's IEEE result. `computed` answers the expression of another computed field the database inlines, null
 * for a stored input. Null when no such k exists (a literal near the largest double, a long chain of products).
 */
export function getSafeInputExponent(expression: Expression, computed: (name: string) => Expression | null): number | null {
  for (let exponent = LIMIT; exponent >= MIN_EXPONENT; exponent--) {
    if (isSafe(expression, computed, exponent)) return exponent;
  }
  return null;
}

function isSafe(expression: Expression, computed: (name: string) => Expression | null, exponent: number): boolean {
  const check = (magnitudes: Magnitudes | null): Magnitudes | null => (magnitudes && (!magnitudes.nonZero || (magnitudes.high <= LIMIT && magnitudes.low >= -LIMIT)) ? magnitudes : null);
  const walk = (node: Expression): Magnitudes | null => {
    switch (node.kind) {
      case 'number': {
        if (!Number.isFinite(node.value)) return null;
        const magnitude = Math.log10(Math.abs(node.value));
        return check(node.value === 0 ? { zero: true, nonZero: false, low: 0, high: 0 } : { zero: false, nonZero: true, low: magnitude, high: magnitude });
      }
      case 'field': {
        const inner = computed(node.name);
        if (inner === null) return { zero: true, nonZero: true, low: -exponent, high: exponent };
        const value = walk(inner);
        return value && check({ ...value, low: value.low - ROUNDING, high: value.high + ROUNDING });
      }
      case 'negate':
        return walk(node.operand);
      case 'binary': {
        const left = walk(node.left);
        const right = walk(node.right);
        return left && right && check(combine(node.operator, left, right));
      }
      case 'aggregate':
        return null;
    }
  };
  return walk(expression) !== null;
}

function combine(operator: BinaryOperator, left: Magnitudes, right: Magnitudes): Magnitudes {
  const empty = !(left.zero || left.nonZero) || !(right.zero || right.nonZero);
  if (empty) return { zero: false, nonZero: false, low: 0, high: 0 };
  if (operator === '+' || operator === '-') {
    if (!left.nonZero) return right;
    if (!right.nonZero) return left;
    return { zero: true, nonZero: true, low: Math.min(left.low, right.low) + CANCELLATION, high: Math.max(left.high, right.high) + Math.log10(2) };
  }
  if (operator === '*') {
    const nonZero = left.nonZero && right.nonZero;
    return { zero: left.zero || right.zero, nonZero, low: left.low + right.low, high: left.high + right.high };
  }
  // A zero divisor makes the value empty (nullif), so only a non-zero one divides.
  if (!right.nonZero) return { zero: false, nonZero: false, low: 0, high: 0 };
  return { zero: left.zero, nonZero: left.nonZero, low: left.low - right.high, high: left.high - right.low };
}
