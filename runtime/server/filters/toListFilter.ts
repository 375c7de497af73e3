import type { FieldDefinition, FilterDefinition } from '../../shared/index.js';
import type { ListFilter } from '../storage/index.js';
import type { FilterValue } from './FilterInput.js';
import { filterRegistry } from './filterRegistry.js';
import { getEqualityValue } from './getEqualityValue.js';

/** One filter of a list, its SQL from its kind's entry in the registry: a grid's query parameter or a role's row filter. */
export function toListFilter(name: string, field: FieldDefinition, filter: FilterDefinition, value: FilterValue): ListFilter {
  return {
    name,
    field,
    kind: filter.kind,
    value,
    condition: (column) => filterRegistry[filter.kind]({ ...column, name, field, filter }, value),
    equals: (column) => getEqualityValue({ ...column, name, field, filter }, value),
  };
}
