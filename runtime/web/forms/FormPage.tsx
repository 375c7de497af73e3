import Form from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { FormDefinition } from '../../shared/index.js';
import { useAdmin } from '../context/index.js';
import { createErrorTransformer, createFormValidator } from './createFormValidator.js';
import { createStringTranslator } from './createStringTranslator.js';
import { useEntityForm } from './useEntityForm.js';
import type { FormData } from './useEntityForm.js';
import { checkUiSchemaWidgets, getDefaultWidgets } from './widgetRegistry.js';

export interface FormPageProps {
  readonly form: FormDefinition;
}

const widgets = getDefaultWidgets();

/** A form route: RJSF over the entity schema restricted to `form.fields`, errors beside each field, Guardar to submit. */
export function FormPage({ form }: FormPageProps) {
  const { app, messages } = useAdmin();
  const { schema, formData, onChange, extraErrors, formError, isLoading, loadError, isSubmitting, submit } = useEntityForm(form);
  const validator = useMemo(() => createFormValidator(app.locale), [app.locale]);
  const transformErrors = useMemo(() => createErrorTransformer(messages), [messages]);
  const translateString = useMemo(() => createStringTranslator(messages), [messages]);
  const uiSchema = useMemo<UiSchema>(() => {
    checkUiSchemaWidgets(form.uiSchema, widgets);
    return {
      ...form.uiSchema,
      'ui:submitButtonOptions': { submitText: isSubmitting ? messages.saving : messages.save, props: { disabled: isSubmitting } },
    };
  }, [form.uiSchema, isSubmitting, messages]);

  return (
    <section className="page">
      <header className="page-header">
        <h1 className="page-title">{form.title}</h1>
      </header>
      {isLoading ? <p className="page-status">{messages.loading}</p> : null}
      {loadError ? (
        <p className="page-error" role="alert">
          {messages.errorPrefix + loadError.message}
        </p>
      ) : null}
      {!isLoading && !loadError ? (
        <div className="form-card">
          {formError ? (
            <p className="page-error" role="alert">
              {messages.errorPrefix + formError}
            </p>
          ) : null}
          <Form<FormData>
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            validator={validator}
            widgets={widgets}
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
    </section>
  );
}

// React.lazy loads a module's default export.
export default FormPage;
