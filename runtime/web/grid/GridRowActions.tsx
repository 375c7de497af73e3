import { Link } from 'react-router';
import type { ReactElement } from 'react';
import { isWhenMet } from '../../shared/index.js';
import type { GridDefinition } from '../../shared/index.js';
import { getActionKind, isActionShown, useInlineEditContext } from '../actions/index.js';
import { useEntity, useRegistry } from '../context/index.js';
import { getLinkPath } from '../actions/getLinkPath.js';
import type { GridRow } from '../api/GridRow.js';
import { useGridScope } from '../context/GridScopeContext.js';
import { getInlineRowActionCount, NARROW_GRID_QUERY } from './getRowActionSplit.js';
import { GridRowActionsMenu } from './GridRowActionsMenu.js';
import { useMediaQuery } from './useMediaQuery.js';

export interface GridRowActionsProps {
  readonly grid: GridDefinition;
  readonly row: GridRow;
}

/**
 * The last cell of a row: its links (templates filled from the route's params and the row; none when a value is missing) and its
 * row actions, each only on rows in the states its `when` names. Past a few (getInlineRowActionCount), the rest go into
 * one 'Más acciones' menu, so the sticky column leaves the row's own columns in view; on a narrow screen all of them.
 */
export function GridRowActions({ grid, row }: GridRowActionsProps) {
  const { actions } = useRegistry();
  const { params, tab } = useGridScope();
  const entity = useEntity(grid.entity);
  const narrow = useMediaQuery(NARROW_GRID_QUERY);
  // A row in inline edit shows its Guardar and Cancelar beside its inputs, never inside a closed menu.
  const editing = useInlineEditContext()?.isEditing(row) ?? false;
  const values = { ...params, ...row };
  const items: ReactElement[] = [];
  for (const link of grid.links) {
    const path = isWhenMet(link.when, row) ? getLinkPath(link.to, values) : null;
    if (path)
      items.push(
        <Link key={`link-${link.to}`} className="button button--small button--link" to={path}>
          {link.label}
        </Link>,
      );
  }
  grid.actions.forEach((action, index) => {
    const entry = getActionKind(actions, action.kind);
    if (entry.slot !== 'row' || !isActionShown(action, tab) || !isWhenMet(action.when, row)) return;
    const { Component } = entry;
    items.push(<Component key={`${action.kind}-${index}`} action={action} grid={grid} row={row} />);
  });
  const inline = editing ? items.length : getInlineRowActionCount(items.length, narrow);
  const label = entity.labelField ? row[entity.labelField] : null;
  return (
    <span className="grid-row-actions">
      {items.slice(0, inline)}
      {inline < items.length ? (
        <GridRowActionsMenu rowLabel={typeof label === 'string' || typeof label === 'number' ? String(label) : null}>{items.slice(inline)}</GridRowActionsMenu>
      ) : null}
    </span>
  );
}
