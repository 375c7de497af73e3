import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSchemaUtils } from '@rjsf/utils';
import type { CustomValidator, ErrorSchema, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fillTemplate } from '../../shared/index.js';
import type { EntityDefinition, FormDefinition } from '../../shared/index.js';
import { getErrorDetails, getListQueryKey } from '../api/index.js';
import type { ErrorDetails } from '../api/index.js';
import { getConflictLines, type ConflictLine } from '../actions/getConflictLines.js';
import { getRequestBody } from '../actions/getRequestBody.js';
import { getRequestVersion } from '../actions/getRequestVersion.js';
import { useVersionConflict } from '../actions/useVersionConflict.js';
import { useAdmin, useApiClient, useEntity, useFormValidatorFunctions } from '../context/index.js';
import { useNotify } from '../notice/index.js';
import type { GridRow } from '../api/GridRow.js';
import { useEntityRecord } from '../views/index.js';
import { createFormValidator, createPrecompiledFormValidator } from './createFormValidator.js';
import { createKeptValueValidator } from './createKeptValueValidator.js';
import { createRuleValidator } from './createRuleValidator.js';
import { getExtraErrors } from './getExtraErrors.js';
import { getValueAtPath } from '../../shared/index.js';
import { getFieldPath } from './getFieldPath.js';
import { getFormData, getFormSchema } from './getFormSchema.js';
import { getOrderedValue } from './getOrderedValue.js';
import { withComputedValues, withoutComputedValues } from './withComputedValues.js';
import { usePrefill } from './usePrefill.js';

export type FormData = Record<string, unknown>;

export interface UseEntityFormResult {
  readonly entity: EntityDefinition;
  /** The record an edit form loaded (widgets read its `$labels`); null for create forms and while loading. */
  readonly record: GridRow | null;
  readonly schema: RJSFSchema;
  /**
   * The generator's precompiled validator of `schema` when the app supplied one, else ajv compiling at runtime; on an
   * edit form it lets the record's unchanged values stand (createKeptValueValidator).
   */
  readonly validator: ValidatorType;
  /** What the form shows: the user's values once they type, the loaded record's before. */
  readonly formData: FormData;
  /** The fields still holding their stored value though the current rules refuse it (saved as it is unless changed). */
  readonly keptFields: readonly string[];
  readonly onChange: (formData: FormData) => void;
  /** RJSF's customValidate: the entity's rules across fields, each broken one's sentence beside its field. */
  readonly customValidate: CustomValidator<FormData>;
  /** The server's per-field messages as RJSF extraErrors; undefined when there are none. */
  readonly extraErrors: ErrorSchema | undefined;
  /** A server message that names no field. */
  readonly formError: string | null;
  /** True while an edit form's record loads. */
  readonly isLoading: boolean;
  readonly loadError: Error | null;
  readonly isSubmitting: boolean;
  readonly submit: (formData: FormData) => void;
  /** The save was refused because someone changed the record since it was loaded (412): the fields they changed, for ConflictDialog. */
  readonly conflictLines: readonly ConflictLine[] | null;
  /** Drops what the user typed and shows the record as it is now. */
  readonly reload: () => void;
  /** Saves what the user typed over the record as it is now (at its version). */
  readonly overwrite: () => void;
  /** Closes the conflict and keeps the form as it is. */
  readonly dismissConflict: () => void;
}

const noErrors: ErrorDetails = { fieldErrors: {}, formError: null };

export interface UseEntityFormOptions {
  /** Turns RJSF's data into what is submitted (FormPage: each widget's getSubmitValue). */
  readonly prepare?: (data: FormData, schema: RJSFSchema) => FormData;
  /** What a create form starts with besides the schema's defaults (the user's own row-filter values, drawn read-only). */
  readonly fill?: Readonly<FormData>;
}

/**
 * A form page's controller: loads the record (edit forms), keeps what the user typed, submits it form-encoded
 * (see encodeFormBody) to `form.submit` at the version of the record the user began editing (If-Match), maps a 400's
 * `details` to the fields (nested paths such as `address.phone` included), keeps a 412 for the conflict dialog
 * (reload, or overwrite at the version it names), and on success goes to `form.redirect`.
 */
export function useEntityForm(form: FormDefinition, options: UseEntityFormOptions = {}): UseEntityFormResult {
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const apiClient = useApiClient();
  const entity = useEntity(form.entity);
  const schema = useMemo(() => getFormSchema(entity, form), [entity, form]);
  const { fill } = options;
  const { app: { locale, dateDisplay }, messages, entities } = useAdmin();
  const notify = useNotify();
  const validateFns = useFormValidatorFunctions(form.entity, form.name);
  // Under the server's CSP (script-src 'self', no unsafe-eval) only the precompiled validator can run.
  const schemaValidator = useMemo(
    () => (validateFns ? createPrecompiledFormValidator(validateFns, schema, locale) : createFormValidator(locale)),
    [validateFns, schema, locale],
  );
  const { record, isLoading, error: loadError, setRecord } = useEntityRecord(form.entity, form.load, params);
  const submitEntity = useEntity(form.submit.entity);
  const [typed, setTyped] = useState<FormData | null>(null);
  // The record as it was when the user began to type: the version a save is made on, even if the record is read again meanwhile.
  const [base, setBase] = useState<GridRow | null>(null);
  const edited = base ?? record;
  const { conflict, catchConflict, clearConflict } = useVersionConflict<FormData>();
  const [errors, setErrors] = useState<ErrorDetails>(noErrors);
  // RJSF's schema defaults filled in here: a form handed data without them reports its defaulted data from its
  // constructor, during render, and that echo landing after a submit's validation reads as a change of every defaulted
  // field (an object's checkboxes), which clears their errors. Handed its own defaults, the form reports nothing.
  const getShown = useCallback(
    (row: GridRow | null) =>
      createSchemaUtils(schemaValidator, schema).getDefaultFormState(schema, form.load === null ? { ...getFormData(row, form), ...fill } : getFormData(row, form)) as FormData,
    [schemaValidator, schema, form, fill],
  );
  const initial = useMemo(() => getShown(record), [getShown, record]);
  // Computed fields follow what the user types, computed as the server will store them.
  const formData = useMemo(() => withComputedValues(entity, entities, form.fields, typed ?? initial, record), [entity, entities, form.fields, typed, initial, record]);
  // A record saved under an older, looser schema opens and saves: what it holds is judged again only once changed.
  const validator = useMemo(() => createKeptValueValidator(schemaValidator, record ? initial : null), [schemaValidator, record, initial]);
  const keptFields = useMemo(() => validator.getKeptFields(formData, schema), [validator, formData, schema]);

  const mutation = useMutation({
    // `on`: the record the save is made on (its version goes as If-Match): the edited one, or the row a 412 answered.
    mutationFn: ({ data: shown, on }: { data: FormData; on: GridRow | null }) => {
      const data = withoutComputedValues(entity, shown);
      const values = { ...params, ...record, ...data };
      const { submit } = form;
      const prepared = options.prepare ? options.prepare(data, schema) : data;
      const fields = getOrderedValue(prepared, schema) as FormData;
      const body = submit.body === 'fields' ? fields : getRequestBody(submit.body, entity, record ?? {}, fields);
      return apiClient.request<FormData | null>(submit.method, fillTemplate(submit.path, values), { body, encoding: 'form', version: getRequestVersion(submitEntity, submit, on) });
    },
    onSuccess: async (saved, { data }) => {
      setErrors(noErrors);
      notify(messages.noticeSaved);
      await Promise.all([
        // Every list: a saved record's label may show in other entities' reference cells.
        queryClient.invalidateQueries({ queryKey: getListQueryKey() }),
        queryClient.invalidateQueries({ queryKey: ['record', form.entity] }),
      ]);
      navigate(fillTemplate(form.redirect, { ...params, ...record, ...data, ...saved }));
    },
    onError: (error, { data }) => {
      if (!catchConflict(error, data)) setErrors(getErrorDetails(error));
    },
  });
  const { mutate } = mutation;
  const submitForm = useCallback((data: FormData) => mutate({ data, on: edited }), [mutate, edited]);

  const reload = useCallback(() => {
    if (!conflict) return;
    clearConflict();
    setRecord(conflict.current);
    setTyped(null);
    setBase(null);
    setErrors(noErrors);
  }, [conflict, clearConflict, setRecord]);

  const overwrite = useCallback(() => {
    if (!conflict) return;
    clearConflict();
    setBase(conflict.current);
    mutate({ data: conflict.pending, on: conflict.current });
  }, [conflict, clearConflict, mutate]);

  // Both rows as the form shows them (schema defaults filled in), so a default the other save wrote down is no change.
  const conflictLines = useMemo(
    () =>
      conflict && edited
        ? getConflictLines(entity, form.fields, { ...edited, ...getShown(edited) }, { ...conflict.current, ...getShown(conflict.current) }, conflict.pending, { messages, locale, dateDisplay })
        : null,
    [conflict, edited, entity, form.fields, messages, locale, dateDisplay, getShown],
  );

  // A row chosen in a reference with `prefill` fills the form's fields from it, once its row is read.
  const prefill = usePrefill(entity, form, useCallback((change) => setTyped((current) => (current ? (change(current) as FormData) : current)), []));
  const onChange = useCallback(
    (next: FormData) => {
      setTyped(next);
      prefill(formData, next);
      setBase((previous) => previous ?? record);
      // A server message goes once the value at its path changes; the others stay until the next submit.
      setErrors((previous) => {
        const changed = Object.keys(previous.fieldErrors).filter((field) => {
          const path = getFieldPath(field);
          return !isSameValue(getValueAtPath(next, path), getValueAtPath(formData, path));
        });
        if (changed.length === 0) return previous;
        const fieldErrors = Object.fromEntries(Object.entries(previous.fieldErrors).filter(([field]) => !changed.includes(field)));
        return { ...previous, fieldErrors };
      });
    },
    [formData, record, prefill],
  );

  const extraErrors = useMemo(
    () => (Object.keys(errors.fieldErrors).length > 0 ? getExtraErrors(errors.fieldErrors) : undefined),
    [errors.fieldErrors],
  );
  const customValidate = useMemo(() => createRuleValidator(entity, form.fields, record), [entity, form.fields, record]);

  return {
    entity,
    record,
    schema,
    validator,
    formData,
    keptFields,
    onChange,
    customValidate,
    extraErrors,
    formError: errors.formError,
    isLoading,
    loadError,
    isSubmitting: mutation.isPending,
    submit: submitForm,
    conflictLines,
    reload,
    overwrite,
    dismissConflict: clearConflict,
  };
}

function isSameValue(a: unknown, b: unknown): boolean {
  // Form values are JSON data; the same text is the same value.
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
