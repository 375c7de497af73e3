/** The aggregate functions an expression may apply to a children collection. */
export const AGGREGATE_FUNCTIONS = ['sum', 'count', 'min', 'max'] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

export type BinaryOperator = '+' | '-' | '*' | '/';

/** A parsed computed-field expression (parseExpression): numbers, the row's fields, + - * /, aggregates over children. */
export type Expression =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'field'; readonly name: string }
  | { readonly kind: 'negate'; readonly operand: Expression }
  | { readonly kind: 'binary'; readonly operator: BinaryOperator; readonly left: Expression; readonly right: Expression }
  /** `sum(lines.amount)`; `count(lines)` has no field. */
  | { readonly kind: 'aggregate'; readonly fn: AggregateFunction; readonly children: string; readonly field: string | null };
