import { Link } from 'react-router';
import { isWhenMet } from '../../shared/index.js';
import type { GridDefinition } from '../../shared/index.js';
import { getActionKind, isActionShown } from '../actions/index.js';
import { useRegistry } from '../context/index.js';
import { getLinkPath } from '../actions/getLinkPath.js';
import type { GridRow } from '../api/GridRow.js';
import { useGridScope } from '../context/GridScopeContext.js';

export interface GridRowActionsProps {
  readonly grid: GridDefinition;
  readonly row: GridRow;
}

/**
 * The last cell of a row: its links (templates filled from the route's params and the row; none when a value is missing) and its
 * row actions, each only on rows in the states its `when` names.
 */
export function GridRowActions({ grid, row }: GridRowActionsProps) {
  const { actions } = useRegistry();
  const { params, tab } = useGridScope();
  const values = { ...params, ...row };
  return (
    <span className="grid-row-actions">
      {grid.links.map((link) => {
        const path = isWhenMet(link.when, row) ? getLinkPath(link.to, values) : null;
        return path ? (
          <Link key={link.to} className="button button--small button--link" to={path}>
            {link.label}
          </Link>
        ) : null;
      })}
      {grid.actions.map((action, index) => {
        const entry = getActionKind(actions, action.kind);
        if (entry.slot !== 'row' || !isActionShown(action, tab) || !isWhenMet(action.when, row)) return null;
        const { Component } = entry;
        return <Component key={`${action.kind}-${index}`} action={action} grid={grid} row={row} />;
      })}
    </span>
  );
}
