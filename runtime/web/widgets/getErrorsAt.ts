/** The `__errors` at a path of an RJSF error schema (e.g. [1, 'price'] of a lines array); undefined when none. */
export function getErrorsAt(errorSchema: unknown, path: readonly (string | number)[]): string[] | undefined {
  let node = errorSchema;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[String(segment)];
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const errors = (node as { __errors?: unknown }).__errors;
  return Array.isArray(errors) ? errors.filter((message): message is string => typeof message === 'string') : undefined;
}
