// The arithmetic expressions the generated-column property tests draw: names, literals, + − × ÷ and negation, nested.
import fc from 'fast-check';

/** Expression text over `names` and `literal`s, as a schema's `compute` writes it. */
export function arithmeticExpression(names: readonly string[], literal: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.letrec<{ expr: string; node: string }>((tie) => ({
    expr: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constantFrom(...names), literal, tie('node')),
    node: fc.oneof(
      fc.tuple(tie('expr'), fc.constantFrom('+', '-', '*', '/'), tie('expr')).map(([left, operator, right]) => `(${left} ${operator} ${right})`),
      tie('expr').map((operand) => `-(${operand})`),
    ),
  })).expr;
}
