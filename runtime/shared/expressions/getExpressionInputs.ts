import type { AggregateFunction, Expression } from './Expression.js';

/** What an expression reads: the row's fields, and each aggregate over a children collection. */
export interface ExpressionInputs {
  readonly fields: readonly string[];
  readonly aggregates: readonly { readonly fn: AggregateFunction; readonly children: string; readonly field: string | null }[];
}

/** The fields and children aggregates an expression reads, each once, in reading order. */
export function getExpressionInputs(expression: Expression): ExpressionInputs {
  const fields = new Set<string>();
  const aggregates = new Map<string, ExpressionInputs['aggregates'][number]>();
  const visit = (node: Expression): void => {
    switch (node.kind) {
      case 'field':
        fields.add(node.name);
        return;
      case 'negate':
        return visit(node.operand);
      case 'binary':
        visit(node.left);
        return visit(node.right);
      case 'aggregate':
        aggregates.set(`${node.fn}(${node.children}.${node.field ?? ''})`, { fn: node.fn, children: node.children, field: node.field });
        return;
      case 'number':
        return;
    }
  };
  visit(expression);
  return { fields: [...fields], aggregates: [...aggregates.values()] };
}
