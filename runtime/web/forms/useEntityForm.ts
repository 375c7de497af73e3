import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSchemaUtils } from '@rjsf/utils';
import type { CustomValidator, ErrorSchema, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fillTemplate } from '../../shared/index.js';
import type { EntityDefinition, FormDefinition } from '../../shared/index.js';
import { getErrorDetails, getListQueryKey } from '../api/index.js';
import type { ErrorDetails } from '../api/index.js';
import { getRequestBody } from '../actions/getRequestBody.js';
import { useAdmin, useApiClient, useEntity, useFormValidatorFunctions } from '../context/index.js';
import { useNotify } from '../notice/index.js';
import type { GridRow } from '../api/GridRow.js';
import { useEntityRecord } from '../views/index.js';
import { createFormValidator, createPrecompiledFormValidator } from './createFormValidator.js';
import { createKeptValueValidator } from './createKeptValueValidator.js';
import { createRuleValidator } from './createRuleValidator.js';
import { getExtraErrors } from './getExtraErrors.js';
import { getValueAtPath } from '../widgets/getValueAtPath.js';
import { getFieldPath } from './getFieldPath.js';
import { getFormData, getFormSchema } from './getFormSchema.js';
import { getOrderedValue } from './getOrderedValue.js';

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
}

const noErrors: ErrorDetails = { fieldErrors: {}, formError: null };

export interface UseEntityFormOptions {
  /** Turns RJSF's data into what is submitted (FormPage: each widget's getSubmitValue). */
  readonly prepare?: (data: FormData, schema: RJSFSchema) => FormData;
}

/**
 * A form page's controller: loads the record (edit forms), keeps what the user typed, submits it form-encoded
 * (see encodeFormBody) to `form.submit`, maps a 400's `details` to the fields (nested paths such as
 * `address.phone` included), and on success goes to `form.redirect`.
 */
export function useEntityForm(form: FormDefinition, options: UseEntityFormOptions = {}): UseEntityFormResult {
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const apiClient = useApiClient();
  const entity = useEntity(form.entity);
  const schema = useMemo(() => getFormSchema(entity, form), [entity, form]);
  const { app: { locale }, messages } = useAdmin();
  const notify = useNotify();
  const validateFns = useFormValidatorFunctions(form.entity, form.name);
  // Under the server's CSP (script-src 'self', no unsafe-eval) only the precompiled validator can run.
  const schemaValidator = useMemo(
    () => (validateFns ? createPrecompiledFormValidator(validateFns, schema, locale) : createFormValidator(locale)),
    [validateFns, schema, locale],
  );
  const { record, isLoading, error: loadError } = useEntityRecord(form.entity, form.load, params);
  const [typed, setTyped] = useState<FormData | null>(null);
  const [errors, setErrors] = useState<ErrorDetails>(noErrors);
  // RJSF's schema defaults filled in here: a form handed data without them reports its defaulted data from its
  // constructor, during render, and that echo landing after a submit's validation reads as a change of every defaulted
  // field (an object's checkboxes), which clears their errors. Handed its own defaults, the form reports nothing.
  const initial = useMemo(
    () => createSchemaUtils(schemaValidator, schema).getDefaultFormState(schema, getFormData(record, form)) as FormData,
    [schemaValidator, schema, record, form],
  );
  const formData = typed ?? initial;
  // A record saved under an older, looser schema opens and saves: what it holds is judged again only once changed.
  const validator = useMemo(() => createKeptValueValidator(schemaValidator, record ? initial : null), [schemaValidator, record, initial]);
  const keptFields = useMemo(() => validator.getKeptFields(formData, schema), [validator, formData, schema]);

  const mutation = useMutation({
    mutationFn: (data: FormData) => {
      const values = { ...params, ...record, ...data };
      const { submit } = form;
      const prepared = options.prepare ? options.prepare(data, schema) : data;
      const fields = getOrderedValue(prepared, schema) as FormData;
      const body = submit.body === 'fields' ? fields : getRequestBody(submit.body, entity, record ?? {}, fields);
      return apiClient.request<FormData | null>(submit.method, fillTemplate(submit.path, values), { body, encoding: 'form' });
    },
    onSuccess: async (saved, data) => {
      setErrors(noErrors);
      notify(messages.noticeSaved);
      await Promise.all([
        // Every list: a saved record's label may show in other entities' reference cells.
        queryClient.invalidateQueries({ queryKey: getListQueryKey() }),
        queryClient.invalidateQueries({ queryKey: ['record', form.entity] }),
      ]);
      navigate(fillTemplate(form.redirect, { ...params, ...record, ...data, ...saved }));
    },
    onError: (error) => setErrors(getErrorDetails(error)),
  });
  const { mutate } = mutation;

  const onChange = useCallback(
    (next: FormData) => {
      setTyped(next);
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
    [formData],
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
    submit: mutate,
  };
}

function isSameValue(a: unknown, b: unknown): boolean {
  // Form values are JSON data; the same text is the same value.
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
