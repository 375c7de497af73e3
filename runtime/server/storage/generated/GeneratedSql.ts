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
}
