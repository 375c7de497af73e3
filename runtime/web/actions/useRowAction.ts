import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { actionKinds, fillTemplate, isWhenMet } from '../../shared/index.js';
import type { ActionDefinition, EndpointRef, GridDefinition } from '../../shared/index.js';
import { getErrorBody, getVersionConflict, NetworkError } from '../api/index.js';
import { useApiClient, useEntity, useMessages } from '../context/index.js';
import { getRowId } from '../api/GridRow.js';
import type { GridRow } from '../api/GridRow.js';
import { useGridScope } from '../context/GridScopeContext.js';
import { useNotify } from '../notice/index.js';
import { getRequestBody } from './getRequestBody.js';
import { getRequestVersion } from './getRequestVersion.js';
import { getSuccessNotice, getUnmovedMessage } from './getSuccessNotice.js';
import { useInvalidateLists } from './useInvalidateLists.js';

export type MoveDirection = 'up' | 'down';

export interface RunRowActionOptions {
  /** Fills `{direction}` of a move path. */
  readonly direction?: MoveDirection;
  /** Typed values that replace the row's in a 'fields' or 'row' body. */
  readonly values?: Readonly<Record<string, unknown>>;
}

export interface UseRowActionResult {
  /** True while this row's request (and the list refetch after it) runs. */
  readonly isPending: (row: GridRow) => boolean;
  /** Whether the action acts on the row (its `when`; grids draw it on no other row); on other rows trigger and run do nothing. */
  readonly isAllowed: (row: GridRow) => boolean;
  /** Asks for confirmation when the action has a confirm text (deletes always do), else runs at once. */
  readonly trigger: (row: GridRow, options?: RunRowActionOptions) => void;
  /** Sends the request now, without asking. */
  readonly run: (row: GridRow, options?: RunRowActionOptions) => void;
  /** The row waiting for its confirm dialog, or null. */
  readonly confirmingRow: GridRow | null;
  /** The confirmation text: the action's own, else the catalog's default. */
  readonly confirmText: string;
  readonly accept: () => void;
  readonly cancel: () => void;
}

interface RowActionVariables {
  readonly row: GridRow;
  readonly options: RunRowActionOptions;
}

/** Whether the action asks before running: with its own text, or because its kind always asks (a delete cannot be undone). */
function needsConfirm(action: ActionDefinition): boolean {
  return action.confirm !== null || actionKinds[action.kind].confirm === 'always';
}

/** The request of an action; throws naming the action when a kind that calls the API has none. */
export function getActionRequest(action: ActionDefinition, grid: GridDefinition): EndpointRef {
  if (!action.request) throw new Error(`Action "${action.kind}" of grid "${grid.name}" (entity "${grid.entity}") has no request.`);
  return action.request;
}

/**
 * A row action's controller (like ra-core's useDeleteController): per-row pending state, the `when`
 * guard, the confirm step, and the request with `fillTemplate(path, {...params, ...row, direction})` (a delete or
 * transition names the row's version: see getRequestVersion).
 * Success refetches every list on the page and shows the action's notice; failure shows the error alert
 * 'Ha ocurrido un error: ' + the response body as JSON, then refetches so the row shows the truth.
 */
export function useRowAction(action: ActionDefinition, grid: GridDefinition): UseRowActionResult {
  const request = getActionRequest(action, grid);
  const apiClient = useApiClient();
  // The endpoint may belong to another entity (assign on the link entity): its fields shape a 'fields' body.
  const entity = useEntity(request.entity);
  const messages = useMessages();
  const { params, afterAction } = useGridScope();
  const invalidateLists = useInvalidateLists();
  const refresh = (succeeded: boolean) => (afterAction ? afterAction(action, succeeded) : invalidateLists());
  const notify = useNotify();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState<RowActionVariables | null>(null);

  const setPending = useCallback((row: GridRow, pending: boolean) => {
    setPendingIds((previous) => {
      const next = new Set(previous);
      if (pending) next.add(getRowId(row));
      else next.delete(getRowId(row));
      return next;
    });
  }, []);

  const mutation = useMutation({
    mutationFn: ({ row, options }: RowActionVariables) => {
      const path = fillTemplate(request.path, { ...params, ...row, direction: options.direction });
      return apiClient.request(request.method, path, { body: getRequestBody(request.body, entity, row, options.values), version: getRequestVersion(entity, request, row) });
    },
    onMutate: ({ row }) => setPending(row, true),
    // Awaited, so the spinner stays until the grid shows the rows after the change.
    onSuccess: async (answer) => {
      await refresh(true);
      notify(getUnmovedMessage(answer) ?? getSuccessNotice(action, messages));
    },
    onError: async (error) => {
      // No answer, no body to quote: the network sentence; a row someone changed meanwhile (412), that sentence; any other answer keeps the error alert with its JSON.
      window.alert(error instanceof NetworkError ? error.message : getVersionConflict(error) ? messages.conflictAction : messages.errorPrefix + JSON.stringify(getErrorBody(error)));
      // The row may have changed meanwhile (a 409 on a record another user already changed): show what the server holds now.
      await refresh(false);
    },
    onSettled: (_data, _error, { row }) => setPending(row, false),
  });
  const { mutate } = mutation;

  const isAllowed = useCallback((row: GridRow) => isWhenMet(action.when, row), [action]);

  const run = useCallback(
    (row: GridRow, options: RunRowActionOptions = {}) => {
      if (isWhenMet(action.when, row)) mutate({ row, options });
    },
    [action, mutate],
  );

  const trigger = useCallback(
    (row: GridRow, options: RunRowActionOptions = {}) => {
      if (!isWhenMet(action.when, row)) return;
      if (needsConfirm(action)) setConfirming({ row, options });
      else mutate({ row, options });
    },
    [action, mutate],
  );

  const accept = useCallback(() => {
    if (!confirming) return;
    setConfirming(null);
    mutate(confirming);
  }, [confirming, mutate]);

  const cancel = useCallback(() => setConfirming(null), []);

  const isPending = useCallback((row: GridRow) => pendingIds.has(getRowId(row)), [pendingIds]);

  return {
    isPending,
    isAllowed,
    trigger,
    run,
    confirmingRow: confirming?.row ?? null,
    confirmText: action.confirm ?? messages.confirmDelete,
    accept,
    cancel,
  };
}
