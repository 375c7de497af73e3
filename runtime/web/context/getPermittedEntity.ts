import { actionKinds } from '../../shared/index.js';
import type { ColumnDefinition, EntityDefinition, GridDefinition, ViewDefinition } from '../../shared/index.js';
import type { Access } from './getAccess.js';

/**
 * An entity as the user may use it: grids without the hidden fields' columns (their filters with them), read-only
 * fields and references to an entity the user may not list not editable inline, no reference filter over an entity the user may not list (its lookup needs `list`), only the links and actions
 * the user may follow or call (an editing action with no editable column left goes too); views without hidden fields
 * nor links the user may not open. Forms keep their fields (their validators are compiled for them): FormPage hides them.
 */
export function getPermittedEntity(entity: EntityDefinition, access: Access): EntityDefinition {
  return {
    ...entity,
    grids: entity.grids.map((grid) => getPermittedGrid(grid, entity, access)),
    views: entity.views.map((view) => getPermittedView(view, access)),
  };
}

function getPermittedGrid(grid: GridDefinition, entity: EntityDefinition, access: Access): GridDefinition {
  const hidden = access.getHidden(grid.entity);
  // Read-only fields, and references whose editor would search an entity the user may not list.
  const locked = [
    ...access.getReadOnly(grid.entity),
    ...entity.references.filter((reference) => !access.can(reference.entity, 'list')).map((reference) => reference.field),
  ];
  const columns = grid.columns.filter((column) => !hidden.includes(column.field)).map((column) => getPermittedColumn(column, locked, access));
  const editable = columns.some((column) => column.editable);
  return {
    ...grid,
    columns,
    links: grid.links.filter((link) => access.canOpen(link.to)),
    actions: grid.actions.filter(
      (action) => access.canCall(action.request) && (action.to === null || access.canOpen(action.to)) && (editable || !actionKinds[action.kind].edits),
    ),
  };
}

function getPermittedColumn(column: ColumnDefinition, locked: readonly string[], access: Access): ColumnDefinition {
  const filter = column.filter?.reference && !access.can(column.filter.reference.entity, 'list') ? null : column.filter;
  const editable = column.editable && !locked.includes(column.field);
  return filter === column.filter && editable === column.editable ? column : { ...column, filter, editable };
}

function getPermittedView(view: ViewDefinition, access: Access): ViewDefinition {
  const hidden = access.getHidden(view.entity);
  return { ...view, fields: view.fields.filter((field) => !hidden.includes(field)), links: view.links.filter((link) => access.canOpen(link.to)) };
}
