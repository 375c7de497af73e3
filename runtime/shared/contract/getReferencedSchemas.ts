import type { JsonSchema } from '../types.js';
import type { EndpointContract } from './ApiContract.js';

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

/**
 * The named schemas the operations refer to, directly or through other named schemas, in the order `schemas` holds
 * them: an entity's record, input or patch schema no operation takes or answers is left out of the contract.
 */
export function getReferencedSchemas(endpoints: readonly EndpointContract[], schemas: Readonly<Record<string, JsonSchema>>): Record<string, JsonSchema> {
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' ? SCHEMA_REF.exec(value)?.[1] : undefined;
      if (name === undefined) visit(value);
      else if (!reached.has(name) && schemas[name] !== undefined) {
        reached.add(name);
        visit(schemas[name]);
      }
    }
  };
  visit(endpoints);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
}
