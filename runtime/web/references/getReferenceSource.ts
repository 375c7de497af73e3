import { isLabelTemplate } from '../../shared/index.js';
import type { EndpointDefinition, EntityDefinition } from '../../shared/index.js';

/** Where a widget reads the rows of a referenced entity, and how it searches and sorts them. */
export interface ReferenceSource {
  readonly entity: EntityDefinition;
  /** The entity's first list endpoint whose path has no placeholders. */
  readonly list: EndpointDefinition;
  /** Field shown as a row's label, or a label template over several. */
  readonly display: string;
  /** Query parameter the typed text is sent in: the display field when a grid over the list filters it as text. */
  readonly searchField: string | null;
  /** True when a grid over the list sorts by the display field, so `sortField` may name it. */
  readonly sortable: boolean;
}

/** The list a widget reads `entity`'s rows from; throws naming the entity when it has no list without placeholders. */
export function getReferenceSource(entity: EntityDefinition, display: string): ReferenceSource {
  const list = entity.endpoints.find((endpoint) => endpoint.kind === 'list' && !endpoint.path.includes('{'));
  if (!list) {
    throw new Error(`Entity "${entity.entity}" has no list endpoint without path placeholders, so a widget cannot offer its rows.`);
  }
  // A label template is no column: the typed text is matched against the labels here, unsorted by the list.
  const columns = isLabelTemplate(display) ? [] : entity.grids
    .filter((grid) => grid.dataSource.endpoint === list.name)
    .flatMap((grid) => grid.columns.filter((column) => column.field === display).map((column) => ({ grid, column })));
  const searchable = columns.some(({ grid, column }) => grid.filtering && column.filter?.kind === 'text');
  return {
    entity,
    list,
    display,
    searchField: searchable ? display : null,
    sortable: columns.some(({ column }) => column.sortable),
  };
}
