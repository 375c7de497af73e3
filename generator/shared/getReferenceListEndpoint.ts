import { getTemplateParams } from '../../runtime/shared/index.js';
import type { EntitySchemaInput } from './types.js';

/**
 * The list endpoint a reference filter loads its choices from: the first one whose path has no
 * placeholders and no `where` (all rows), else the first whose path has no placeholders; null if none.
 */
export function getReferenceListEndpoint(schema: EntitySchemaInput): string | null {
  const lists = Object.entries(schema.endpoints ?? {}).filter(
    ([, endpoint]) => endpoint.kind === 'list' && getTemplateParams(endpoint.path).length === 0 && endpoint.through === undefined,
  );
  // A `where` list (e.g. only the root contents) would hide choices; it is the fallback.
  const unconstrained = lists.find(([, endpoint]) => Object.keys(endpoint.where ?? {}).length === 0);
  return (unconstrained ?? lists[0])?.[0] ?? null;
}
