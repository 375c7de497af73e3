/** An expression that does not parse: `offset` is the character where reading stopped. */
export class ExpressionSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'ExpressionSyntaxError';
  }
}
