// The uploader and rich-text widgets inside an RJSF form, with Uppy's Dashboard and CKEditor for real:
// what RJSF hands them (an array value, ui:options, a string value) and what the form submits.
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Editor } from 'ckeditor5';
import { AdminContext } from '../../../runtime/web/context/index.js';
import { RichTextWidget } from '../../../runtime/web/widgets/RichTextWidget.js';
import { UploaderWidget } from '../../../runtime/web/widgets/UploaderWidget.js';
import { installFakeXhr } from './fakeXhr.js';
import type { FakeXhr } from './fakeXhr.js';
import { createWidgetContext } from './renderWidget.js';

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    descripcion: { type: 'string', title: 'Descripción', minLength: 1 },
    uploads: {
      type: 'array',
      title: 'Comprobantes y archivos',
      default: [],
      items: {
        type: 'object',
        properties: { name: { type: 'string', minLength: 1 }, url: { type: 'string', pattern: '^/api/uploads/' } },
        required: ['name', 'url'],
      },
    },
  },
  required: ['descripcion'],
};

const uiSchema: UiSchema = {
  descripcion: { 'ui:widget': 'richText', 'ui:options': { folder: 'content' } },
  uploads: { 'ui:widget': 'uploader', 'ui:options': { folder: 'deliveries' } },
};

let xhr: FakeXhr;
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  xhr = installFakeXhr();
});
afterEach(() => {
  xhr.restore();
  vi.unstubAllGlobals();
});

describe('the uploader and rich-text widgets in an RJSF form', () => {
  it('submits the uploaded files and the HTML; an empty required text shows its error and takes the focus', async () => {
    xhr.setHandler(() => ({ status: 200, body: { uploadURL: '/api/uploads/deliveries/acta-1.pdf', name: 'acta-1.pdf' } }));
    const submitted = vi.fn();
    const user = userEvent.setup();
    render(
      <AdminContext.Provider value={createWidgetContext()}>
        <Form
          schema={schema}
          uiSchema={uiSchema}
          validator={validator}
          widgets={{ uploader: UploaderWidget, richText: RichTextWidget }}
          onSubmit={(event) => submitted(event.formData)}
          noHtml5Validate
          showErrorList={false}
          focusOnFirstError
          onError={() => {}}
        />
      </AdminContext.Provider>,
    );
    const editable = await waitFor(
      () => {
        const element = document.querySelector<HTMLElement & { ckeditorInstance?: Editor }>('.ck-editor__editable');
        if (!element?.ckeditorInstance) throw new Error('The editor has not started yet');
        return element;
      },
      { timeout: 8000 },
    );

    await user.click(screen.getByRole('button', { name: 'Subir archivos' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'selecciona archivos' }, { timeout: 8000 });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF'], 'acta.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir 1 archivo' }));
    await within(dialog).findByText('Completado');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByRole('link', { name: 'acta.pdf' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(editable);

    act(() => editable.ckeditorInstance?.setData('<p>Acta de <strong>entrega</strong></p>'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({
      descripcion: '<p>Acta de <strong>entrega</strong></p>',
      uploads: [{ name: 'acta.pdf', url: '/api/uploads/deliveries/acta-1.pdf' }],
    });
  });
});
