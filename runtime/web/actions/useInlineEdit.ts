import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { fillTemplate } from '../../shared/index.js';
import type { ActionDefinition, FieldDefinition, GridDefinition } from '../../shared/index.js';
import { getErrorDetails } from '../api/index.js';
import { getRuleErrors, hasRuleErrors } from '../api/getRuleErrors.js';
import type { ErrorDetails } from '../api/index.js';
import { useAdmin, useApiClient, useEntity } from '../context/index.js';
import { useNotify } from '../notice/index.js';
import { getColumnField } from '../editors/getColumnField.js';
import { getRowId } from '../api/GridRow.js';
import type { GridRow } from '../api/GridRow.js';
import { useGridScope } from '../context/GridScopeContext.js';
import { getConflictLines, type ConflictLine } from './getConflictLines.js';
import { getRequestBody } from './getRequestBody.js';
import { getRequestVersion } from './getRequestVersion.js';
import { getSuccessNotice } from './getSuccessNotice.js';
import { getTypedValues } from './getTypedValues.js';
import { useInvalidateLists } from './useInvalidateLists.js';
import { useVersionConflict } from './useVersionConflict.js';
import { getActionRequest } from './useRowAction.js';

export interface UseInlineEditResult {
  /** The fields of the grid's editable columns. */
  readonly fields: readonly FieldDefinition[];
  /** The id of the row whose cells are inputs, or null. */
  readonly editingRowId: string | null;
  readonly isEditing: (row: GridRow) => boolean;
  readonly values: Readonly<Record<string, unknown>>;
  readonly setValue: (field: string, value: unknown) => void;
  readonly fieldErrors: ErrorDetails['fieldErrors'];
  readonly formError: string | null;
  readonly isPending: boolean;
  /** Turns a row's editable cells into inputs holding its values (leaving any other row). */
  readonly start: (row: GridRow) => void;
  readonly cancel: () => void;
  /** Sends the values; on success the row leaves edit mode and the grid refetches. */
  readonly save: () => void;
  /** The save was refused because someone changed the row meanwhile (412): the fields they changed, for ConflictDialog. */
  readonly conflictLines: readonly ConflictLine[] | null;
  /** Drops the typed values and edits the row as it is now. */
  readonly reload: () => void;
  /** Saves the typed values over the row as it is now (at its version). */
  readonly overwrite: () => void;
  /** Closes the conflict and keeps editing. */
  readonly dismissConflict: () => void;
}

const noErrors: ErrorDetails = { fieldErrors: {}, formError: null };

/**
 * The inline edit controller of a grid: one row at a time, its typed values, the update request (at the version of the
 * row the edit started from) and its 400s; a 412 keeps the typed values for the conflict dialog.
 */
export function useInlineEdit(action: ActionDefinition, grid: GridDefinition): UseInlineEditResult {
  const request = getActionRequest(action, grid);
  const apiClient = useApiClient();
  const entity = useEntity(grid.entity);
  const requestEntity = useEntity(request.entity);
  const { params } = useGridScope();
  const invalidate = useInvalidateLists();
  const notify = useNotify();
  const { app, messages } = useAdmin();
  const fields = useMemo(
    () => grid.columns.filter((column) => column.editable).map((column) => getColumnField(entity, column)),
    [grid.columns, entity],
  );
  const [editing, setEditing] = useState<GridRow | null>(null);
  const [values, setValues] = useState<Readonly<Record<string, unknown>>>({});
  const [errors, setErrors] = useState<ErrorDetails>(noErrors);
  const { conflict, catchConflict, clearConflict } = useVersionConflict<Record<string, unknown>>();

  const mutation = useMutation({
    // The row the edit started from names the version the change is made on.
    mutationFn: ({ row, typed }: { row: GridRow; typed: Record<string, unknown> }) =>
      apiClient.request(request.method, fillTemplate(request.path, { ...params, ...row }), {
        body: getRequestBody(request.body, requestEntity, row, typed),
        version: getRequestVersion(requestEntity, request, row),
      }),
    onSuccess: async () => {
      await invalidate();
      setEditing(null);
      setErrors(noErrors);
      notify(getSuccessNotice(action, messages));
    },
    onError: async (error, { typed }) => {
      if (!catchConflict(error, typed)) setErrors(getErrorDetails(error));
      await invalidate();
    },
  });
  const { mutate } = mutation;

  const start = useCallback(
    (row: GridRow) => {
      setEditing(row);
      setValues(Object.fromEntries(fields.map((field) => [field.name, row[field.name] ?? null])));
      setErrors(noErrors);
    },
    [fields],
  );

  const cancel = useCallback(() => {
    setEditing(null);
    setErrors(noErrors);
  }, []);

  const setValue = useCallback((field: string, value: unknown) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  const save = useCallback(() => {
    if (!editing) return;
    const typed = getTypedValues(fields, values);
    // The rules across fields, judged over the row before anything is sent (the server judges them again).
    const broken = getRuleErrors(requestEntity, { ...editing, ...typed }, fields.map((field) => field.name), editing);
    if (hasRuleErrors(broken)) setErrors(broken);
    else mutate({ row: editing, typed });
  }, [editing, mutate, fields, values, requestEntity]);

  const reload = useCallback(() => {
    if (!conflict) return;
    clearConflict();
    start(conflict.current);
  }, [conflict, clearConflict, start]);

  const overwrite = useCallback(() => {
    if (!conflict) return;
    clearConflict();
    // The typed values over the row as it is now, at its version: the other fields keep what the other person saved.
    setEditing(conflict.current);
    mutate({ row: conflict.current, typed: conflict.pending });
  }, [conflict, clearConflict, mutate]);

  const conflictLines = useMemo(
    () => (conflict && editing ? getConflictLines(requestEntity, fields.map((field) => field.name), editing, conflict.current, conflict.pending, { messages, locale: app.locale, dateDisplay: app.dateDisplay }) : null),
    [conflict, editing, requestEntity, fields, messages, app.locale, app.dateDisplay],
  );

  const editingRowId = editing ? getRowId(editing) : null;
  const isEditing = useCallback((row: GridRow) => editingRowId !== null && getRowId(row) === editingRowId, [editingRowId]);

  return {
    fields,
    editingRowId,
    isEditing,
    values,
    setValue,
    fieldErrors: errors.fieldErrors,
    formError: errors.formError,
    isPending: mutation.isPending,
    start,
    cancel,
    save,
    conflictLines,
    reload,
    overwrite,
    dismissConflict: clearConflict,
  };
}
