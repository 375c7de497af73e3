import { useMemo } from 'react';
import { isWhenMet } from '../../shared/index.js';
import { useEntity, useRegistry } from '../context/index.js';
import type { GridRow } from '../api/GridRow.js';
import { GridScopeContext } from '../context/GridScopeContext.js';
import { getActionKind } from './actionRegistry.js';
import { getRecordActions, isRecordActionShown } from './getRecordActions.js';
import type { RecordAction } from './getRecordActions.js';
import { useRecordActionScope } from './useRecordActionScope.js';

export interface RecordActionsProps {
  readonly entity: string;
  readonly record: GridRow;
  readonly routeParams: Readonly<Record<string, string | undefined>>;
}

/** A view or edit page's transitions and delete: the grid's own registered buttons, drawn for this record when its state allows them. */
export function RecordActions({ entity, record, routeParams }: RecordActionsProps) {
  const definition = useEntity(entity);
  const actions = useMemo(() => getRecordActions(definition), [definition]);
  return (
    <>
      {actions
        .filter((item) => isRecordActionShown(item, record) && isWhenMet(item.action.when, record))
        .map((item, index) => (
          <RecordActionButton key={`${item.action.kind}-${index}`} item={item} record={record} routeParams={routeParams} />
        ))}
    </>
  );
}

function RecordActionButton({ item, record, routeParams }: { readonly item: RecordAction; readonly record: GridRow; readonly routeParams: RecordActionsProps['routeParams'] }) {
  const { actions } = useRegistry();
  const scope = useRecordActionScope(item.grid, record, routeParams);
  const entry = getActionKind(actions, item.action.kind);
  if (entry.slot !== 'row') return null;
  const { Component } = entry;
  return (
    <GridScopeContext.Provider value={scope}>
      <Component action={item.action} grid={item.grid} row={record} />
    </GridScopeContext.Provider>
  );
}
