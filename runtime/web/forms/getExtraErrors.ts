import type { ErrorSchema } from '@rjsf/utils';
import { getFieldPath } from './getFieldPath.js';

interface ErrorNode {
  __errors?: string[];
  [child: string]: ErrorNode | string[] | undefined;
}

/**
 * The server's per-field messages as RJSF extraErrors, so each shows beside its field: `address.phone` under
 * the address's phone, `lines[1].price` under the second line's price.
 */
export function getExtraErrors(fieldErrors: Readonly<Record<string, readonly string[]>>): ErrorSchema {
  const root: ErrorNode = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    let node = root;
    for (const segment of getFieldPath(field)) {
      const child = node[segment];
      node = typeof child === 'object' && !Array.isArray(child) ? child : (node[segment] = {});
    }
    node.__errors = [...(node.__errors ?? []), ...messages];
  }
  // ErrorSchema<T> is a mapped type over the form data; this tree of `__errors` is one of its shapes.
  return root as ErrorSchema;
}
