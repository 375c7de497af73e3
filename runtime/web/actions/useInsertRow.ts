import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { fillTemplate } from '../../shared/index.js';
import type { ActionDefinition, FieldDefinition, GridDefinition } from '../../shared/index.js';
import { getErrorDetails } from '../api/index.js';
import { getRuleErrors, hasRuleErrors } from '../api/getRuleErrors.js';
import type { ErrorDetails } from '../api/index.js';
import { getInitialFieldValue } from '../editors/FieldInput.js';
import { useApiClient, useEntity, useMessages } from '../context/index.js';
import { getColumnField } from '../editors/getColumnField.js';
import { useGridScope } from '../context/GridScopeContext.js';
import { getParamValues } from './getParamValues.js';
import { getActionRequest } from './useRowAction.js';
import { getRequestBody } from './getRequestBody.js';
import { getSuccessNotice } from './getSuccessNotice.js';
import { useNotify } from '../notice/index.js';
import { getTypedValues } from './getTypedValues.js';
import { useInvalidateLists } from './useInvalidateLists.js';

export interface UseInsertRowResult {
  /** The fields of the grid's editable columns, in column order. */
  readonly fields: readonly FieldDefinition[];
  readonly values: Readonly<Record<string, unknown>>;
  readonly setValue: (field: string, value: unknown) => void;
  /** The server's messages by field, shown beside each input. */
  readonly fieldErrors: ErrorDetails['fieldErrors'];
  /** A message that names no field. */
  readonly formError: string | null;
  readonly isPending: boolean;
  /** Posts the values; on success the inputs clear and the grid refetches. */
  readonly submit: () => void;
}

const noErrors: ErrorDetails = { fieldErrors: {}, formError: null };

/**
 * The insert row's controller: values of the editable columns, the create request and the server's 400
 * messages. Fields named like a route param (a lesson's `content` on `/lessons/{content}`) start with,
 * and are sent with, the param's value.
 */
export function useInsertRow(action: ActionDefinition, grid: GridDefinition): UseInsertRowResult {
  const request = getActionRequest(action, grid);
  const apiClient = useApiClient();
  const entity = useEntity(request.entity);
  const gridEntity = useEntity(grid.entity);
  const { params } = useGridScope();
  const invalidate = useInvalidateLists();
  const notify = useNotify();
  const messages = useMessages();
  const fields = useMemo(
    () => grid.columns.filter((column) => column.editable).map((column) => getColumnField(gridEntity, column)),
    [grid.columns, gridEntity],
  );
  const paramValues = useMemo(() => getParamValues(entity.fields, params), [entity.fields, params]);
  const initialValues = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.name, paramValues[field.name] ?? getInitialFieldValue(field)])),
    [fields, paramValues],
  );
  const [values, setValues] = useState<Readonly<Record<string, unknown>>>(initialValues);
  const [errors, setErrors] = useState<ErrorDetails>(noErrors);

  const mutation = useMutation({
    mutationFn: (typed: Record<string, unknown>) =>
      apiClient.request(request.method, fillTemplate(request.path, { ...params, ...typed }), {
        body: getRequestBody(request.body, entity, paramValues, typed),
      }),
    onSuccess: async () => {
      setValues(initialValues);
      setErrors(noErrors);
      await invalidate();
      notify(getSuccessNotice(action, messages));
    },
    onError: (error) => setErrors(getErrorDetails(error)),
  });
  const { mutate } = mutation;

  const setValue = useCallback((field: string, value: unknown) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // The message goes once the user edits the field it was about.
    setErrors((previous) => {
      if (!previous.fieldErrors[field]) return previous;
      const { [field]: _removed, ...rest } = previous.fieldErrors;
      return { ...previous, fieldErrors: rest };
    });
  }, []);

  const submit = useCallback(() => {
    const typed = getTypedValues(fields, values);
    // The rules across fields, judged with the grid's route values before anything is sent (the server judges them again).
    const broken = getRuleErrors(entity, { ...paramValues, ...typed }, fields.map((field) => field.name));
    if (hasRuleErrors(broken)) setErrors(broken);
    else mutate(typed);
  }, [mutate, fields, values, entity, paramValues]);

  return {
    fields,
    values,
    setValue,
    fieldErrors: errors.fieldErrors,
    formError: errors.formError,
    isPending: mutation.isPending,
    submit,
  };
}
