import type { GridBulkDefinition, JsonSchema } from '../../runtime/shared/index.js';
import type { EntitySchemaInput, GridInput } from '../shared/types.js';

/** A grid's bulk actions: each transition labelled by the grid's own transition action for it, each field by its title. */
export function normalizeGridBulk(schema: EntitySchemaInput, grid: GridInput): GridBulkDefinition {
  const bulk = grid.bulk ?? {};
  return {
    delete: bulk.delete === true,
    transitions: (bulk.transitions ?? []).map((endpoint) => ({
      endpoint,
      label: (grid.actions ?? []).find((action) => action.kind === 'transition' && action.endpoint === endpoint)?.label ?? endpoint,
    })),
    set: (bulk.set ?? []).map((field) => ({ field, title: (schema.fields[field] as JsonSchema | undefined)?.title ?? field })),
  };
}
