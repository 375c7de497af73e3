export { AGGREGATE_FUNCTIONS } from './Expression.js';
export type { AggregateFunction, BinaryOperator, Expression } from './Expression.js';
export { ExpressionSyntaxError } from './ExpressionSyntaxError.js';
export { evaluateExpression } from './evaluateExpression.js';
export type { ExpressionScope } from './evaluateExpression.js';
export { getExpressionInputs } from './getExpressionInputs.js';
export type { ExpressionInputs } from './getExpressionInputs.js';
export { parseExpression } from './parseExpression.js';
