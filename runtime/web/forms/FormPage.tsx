import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import type { FormDefinition } from '../../shared/index.js';
import { RecordActions } from '../actions/index.js';
import { ConflictDialog, RecordHistoryLink } from '../components/index.js';
import { useAccess, useAdmin, useEntity } from '../context/index.js';
import { getErrorText } from '../api/index.js';
import { createErrorTransformer } from './createFormValidator.js';
import { createStringTranslator } from './createStringTranslator.js';
import type { AdminFormContext } from '../widgets/index.js';
import { getAccessUiSchema, getFormAccess, isHiddenFieldError, withoutUnsent } from './getFormAccess.js';
import { getFormUiSchema } from './getFormUiSchema.js';
import { getImageUiSchema } from './getImageUiSchema.js';
import { getKeptValueUiSchema } from './getKeptValueUiSchema.js';
import { getReferenceUiSchema } from './getReferenceUiSchema.js';
import { getSubmitData } from './getSubmitData.js';
import { useEntityForm } from './useEntityForm.js';
import type { FormData } from './useEntityForm.js';
import { getDefaultWidgets, getRjsfComponents } from './widgetRegistry.js';

export interface FormPageProps {
  readonly form: FormDefinition;
}

const registry = getDefaultWidgets();
const { widgets, fields } = getRjsfComponents(registry);

/**
 * A form route: RJSF over the entity schema restricted to `form.fields`, admin-gen's widgets, errors beside each field,
 * Guardar to submit, and on an edit form 'Historial' when the app keeps a record history and the grid's transitions and delete;
 * a save someone else overtook opens the conflict dialog. The user's roles hide fields, draw others read-only and keep
 * both out of the body (getFormAccess).
 */
export function FormPage({ form }: FormPageProps) {
  const { messages, app } = useAdmin();
  const params = useParams();
  const entityDefinition = useEntity(form.entity);
  // Reference fields without a named widget get the searchable pickers, image fields the image upload.
  const declaredUiSchema = useMemo(
    () => getImageUiSchema(entityDefinition, form.fields, getReferenceUiSchema(entityDefinition, form.fields, form.uiSchema)),
    [entityDefinition, form.fields, form.uiSchema],
  );
  const access = useAccess();
  const formAccess = useMemo(() => getFormAccess(access, entityDefinition, form.fields), [access, entityDefinition, form.fields]);
  // A new record lies inside the user's own rows: its row-filter fields show the value the server will give them.
  const fill = useMemo(
    () => Object.fromEntries(Object.entries(access.getCreateFill(entityDefinition.entity)).filter(([field]) => form.fields.includes(field))),
    [access, entityDefinition.entity, form.fields],
  );
  const prepare = useCallback(
    (data: FormData, schema: RJSFSchema) => withoutUnsent(getSubmitData(data, schema, declaredUiSchema, registry), formAccess),
    [declaredUiSchema, formAccess],
  );
  const { entity, record, schema, validator, formData, keptFields, onChange, customValidate, extraErrors, formError, isLoading, loadError, isSubmitting, submit, conflictLines, reload, overwrite, dismissConflict } =
    useEntityForm(form, { prepare, fill });
  const transformErrors = useMemo(() => {
    const transform = createErrorTransformer(messages, schema, app.locale);
    // A hidden field's errors (a required one the roles hide) could not be seen nor fixed: the server judges them.
    return (errors: Parameters<typeof transform>[0], ui?: Parameters<typeof transform>[1]) =>
      transform(errors.filter((error) => !isHiddenFieldError(error.property, formAccess)), ui);
  }, [messages, schema, app.locale, formAccess]);
  const translateString = useMemo(() => createStringTranslator(messages), [messages]);
  const formUiSchema = useMemo(() => getAccessUiSchema(getFormUiSchema(declaredUiSchema, registry), formAccess), [declaredUiSchema, formAccess]);
  const uiSchema = useMemo<UiSchema>(
    () => ({
      // A field still holding a stored value the current rules refuse says so, and that it saves as it is.
      ...getKeptValueUiSchema(formUiSchema, keptFields, messages.keptValueHint),
      'ui:submitButtonOptions': { submitText: isSubmitting ? messages.saving : messages.save, props: { disabled: isSubmitting } },
    }),
    [formUiSchema, keptFields, isSubmitting, messages],
  );
  const formContext = useMemo<AdminFormContext>(() => ({ entity, record }), [entity, record]);

  return (
    <section className="page">
      <header className="page-header">
        <h1 className="page-title">{form.title}</h1>
        {record ? (
          <div className="page-actions">
            <RecordHistoryLink entity={form.entity} recordId={record._id} />
            <RecordActions entity={form.entity} record={record} routeParams={params} />
          </div>
        ) : null}
      </header>
      {isLoading ? <p className="page-status">{messages.loading}</p> : null}
      {loadError ? (
        <p className="page-error" role="alert">
          {getErrorText(loadError, messages)}
        </p>
      ) : null}
      {!isLoading && !loadError ? (
        <div className="form-card">
          {formError ? (
            <p className="page-error" role="alert">
              {formError === messages.networkError ? formError : messages.errorPrefix + formError}
            </p>
          ) : null}
          <Form<FormData>
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            validator={validator}
            widgets={widgets}
            fields={fields}
            formContext={formContext}
            customValidate={customValidate}
            extraErrors={extraErrors}
            transformErrors={transformErrors}
            translateString={translateString}
            noHtml5Validate
            showErrorList={false}
            focusOnFirstError
            // The messages are drawn beside the fields; without a handler RJSF also logs them to the console.
            onError={() => {}}
            onChange={(event) => onChange(event.formData ?? {})}
            onSubmit={(event) => submit(event.formData ?? {})}
          />
        </div>
      ) : null}
      {conflictLines ? <ConflictDialog lines={conflictLines} onReload={reload} onOverwrite={overwrite} onClose={dismissConflict} /> : null}
    </section>
  );
}

// React.lazy loads a module's default export.
export default FormPage;
