/** Sign-in failed or the document has no sign-in: nothing else can be checked. */
export class CheckUsageError extends Error {
  override name = 'CheckUsageError';
}
