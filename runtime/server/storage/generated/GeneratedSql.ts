import type { BinaryOperator } from '../../../shared/index.js';

/**
 * How one store writes a computed field's expression as SQL for a generated column (toGeneratedSql walks the parsed
 * expression and asks these): each piece keeps evaluateExpression's meaning, an empty or non-numeric input, a division
 * by zero or a non-finite result giving null, the result rounded to 15 significant digits as the server rounds it.
 */
export interface GeneratedSql {
  /** A stored field as a double, null when empty or not a finite number. */
  field(column: string): string;
  /** Another computed field the database computes: read as its column, or its own expression inlined (`inline`, already rounded). */
  computedField(column: string, inline: () => string): string;
  number(value: number): string;
  negate(operand: string): string;
  binary(operator: BinaryOperator, left: string, right: string): string;
  /** The final value: rounded to 15 significant digits, null when not finite. */
  round(value: string): string;
  /**
   * Statements the store runs before any generated column is made (PostgreSQL's helper functions), idempotent; none
   * on SQLite, whose expressions use only built-in functions (a file written by any SQLite tool stays readable).
   */
  readonly setup: readonly string[];
  /**
   * A faster form for a store whose exact pieces are slow (PostgreSQL's function calls): the database's own float
   * arithmetic, the same value only for rows whose stored inputs are each empty, zero or of a magnitude within
   * [10^-k, 10^k] (getSafeInputExponent's k: no step overflows nor underflows there); other rows take the exact form.
   */
  readonly native?: NativeGeneratedSql;
}

/** GeneratedSql's native form (see there): pieces valid within the range only, and the per-row choice; another computed field is inlined. */
export interface NativeGeneratedSql {
  /** A stored field as a double (the range check has ruled out NaN and ±Infinity). */
  field(column: string): string;
  number(value: number): string;
  negate(operand: string): string;
  /** A division by zero is null; nothing else can fail within the range. */
  binary(operator: BinaryOperator, left: string, right: string): string;
  /** The value rounded to 15 significant digits; `once`: the value holds another rounding, so it is evaluated once (a call), not copied. */
  round(value: string, once: boolean): string;
  /** Whether a stored input is empty, zero or within [10^-exponent, 10^exponent]. */
  inRange(column: string, exponent: number): string;
  /** The native value when every input is in range, else the exact one. */
  choose(inRange: readonly string[], native: string, exact: string): string;
}
