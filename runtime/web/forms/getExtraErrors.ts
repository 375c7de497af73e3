import type { ErrorSchema } from '@rjsf/utils';

/** The server's per-field messages as RJSF extraErrors, so each shows beside its field. */
export function getExtraErrors(fieldErrors: Readonly<Record<string, readonly string[]>>): ErrorSchema {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) errors[field] = { __errors: [...messages] };
  // ErrorSchema<T> is a mapped type over the form data; a flat field → messages record is one of its shapes.
  return errors as ErrorSchema;
}
