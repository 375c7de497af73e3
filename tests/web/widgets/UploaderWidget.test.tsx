import { act, screen, waitFor, within } from '@testing-library/react';
import type { UploaderDashboardProps } from '../../../runtime/web/widgets/UploaderDashboard.js';
import type { UploaderUppy } from '../../../runtime/web/widgets/createUppy.js';
import { UploaderWidget } from '../../../runtime/web/widgets/UploaderWidget.js';
import { installFakeXhr } from './fakeXhr.js';
import type { FakeXhr } from './fakeXhr.js';
import { renderWidget, WIDGET_CSRF_TOKEN } from './renderWidget.js';

// Uppy's Dashboard needs layout (ResizeObserver) jsdom does not have: a stand-in shows the options it
// receives and hands the Uppy instance to the test, which adds files the way the Dashboard would.
const dashboard = vi.hoisted(() => ({ uppy: null as unknown, props: null as unknown }));
vi.mock('../../../runtime/web/widgets/UploaderDashboard.js', () => ({
  default: (props: UploaderDashboardProps) => {
    dashboard.uppy = props.uppy;
    dashboard.props = props;
    return (
      <div data-testid="dashboard">
        <p>{props.note}</p>
        <button type="button" onClick={props.onDone}>
          Hecho
        </button>
      </div>
    );
  },
}));

const files = [
  { name: 'Factura de marzo', url: '/api/uploads/deliveries/factura-1.pdf' },
  { name: 'foto.png', url: '/api/uploads/deliveries/foto-2.png' },
];

let xhr: FakeXhr;
beforeEach(() => {
  xhr = installFakeXhr();
  dashboard.uppy = null;
  dashboard.props = null;
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] !== 'string' || !args[0].startsWith('[Uppy]')) consoleError(...args);
  });
});
afterEach(() => {
  xhr.restore();
});

async function openModal(user: ReturnType<typeof renderWidget>['user']) {
  await user.click(screen.getByRole('button', { name: 'Subir archivos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subir archivos' });
  await within(dialog).findByTestId('dashboard');
  return dialog;
}

async function uploadThroughDashboard(...names: string[]) {
  const uppy = dashboard.uppy as UploaderUppy;
  await act(async () => {
    for (const name of names) uppy.addFile({ name, type: 'application/pdf', data: new File(['%PDF'], name, { type: 'application/pdf' }) });
    await uppy.upload().catch(() => undefined);
  });
}

describe('UploaderWidget', () => {
  it('lists the uploaded files as links, each with Quitar', async () => {
    const { user, onChange } = renderWidget(UploaderWidget, { value: files });
    const list = screen.getByRole('list', { name: 'Archivos subidos' });
    expect(within(list).getByRole('link', { name: 'Factura de marzo' }).getAttribute('href')).toBe('/api/uploads/deliveries/factura-1.pdf');
    expect(within(list).getByRole('link', { name: 'foto.png' }).getAttribute('href')).toBe('/api/uploads/deliveries/foto-2.png');

    const remove = within(list).getByRole('button', { name: 'Quitar Factura de marzo' });
    expect(remove.textContent).toContain('Quitar');
    await user.click(remove);
    expect(onChange).toHaveBeenLastCalledWith([files[1]]);
    expect(screen.queryByRole('link', { name: 'Factura de marzo' })).toBeNull();
  });

  it('opens the modal from its button with the Dashboard, the note and the Nombre field, and closes it with Cerrar', async () => {
    const { user } = renderWidget(UploaderWidget, { value: files });
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Subir archivos' });
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const dialog = await openModal(user);
    // A native modal <dialog>: the browser keeps Tab and clicks inside (checked in Chromium by tests/e2e/accessibility.test.ts).
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(within(dialog).getByText('Archivos permitidos: pdf, doc, docx, imágenes y texto plano. Peso máximo: 4MB.')).toBeTruthy();
    expect(dashboard.props).toMatchObject({ nameLabel: 'Nombre', namePlaceholder: 'Nombre del archivo' });

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it("names its button and modal by ui:options.buttonLabel (the delivery form's 'Subir comprobantes o archivos')", async () => {
    const { user } = renderWidget(UploaderWidget, { options: { buttonLabel: 'Subir comprobantes o archivos' } });
    expect(screen.queryByRole('button', { name: 'Subir archivos' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Subir comprobantes o archivos' }));
    expect(await screen.findByRole('dialog', { name: 'Subir comprobantes o archivos' })).toBeTruthy();
  });

  it('closes on Escape, focus back on its button, and on the Dashboard\'s Hecho', async () => {
    const { user } = renderWidget(UploaderWidget);
    await openModal(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subir archivos' }));

    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Hecho' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads to {apiBase}/upload with the folder of ui:options', async () => {
    const { user } = renderWidget(UploaderWidget, { options: { folder: 'content' } });
    await openModal(user);
    await uploadThroughDashboard('factura.pdf');
    expect(xhr.requests[0]?.url).toBe('/api/upload');
    expect(xhr.requests[0]?.headers.folder).toBe('content');
    expect(xhr.requests[0]?.headers['X-CSRF-Token']).toBe(WIDGET_CSRF_TOKEN);
  });

  it("uploads to the app's default folder when ui:options names none", async () => {
    const { user } = renderWidget(UploaderWidget, { app: { apiBase: '/backend/' } });
    await openModal(user);
    await uploadThroughDashboard('factura.pdf');
    expect(xhr.requests[0]?.url).toBe('/backend/upload');
    expect(xhr.requests[0]?.headers.folder).toBe('deliveries');
  });

  it('appends the successful uploads to the list, shows a progress bar per file, and keeps the list when closed', async () => {
    xhr.setHandler((request) => {
      const file = request.entries.find(([name]) => name === 'file')?.[1] as File;
      return file.name.startsWith('malo')
        ? { status: 413, body: { error: 'El archivo supera el peso máximo de 4MB.', field: 'file' } }
        : { status: 200, body: { uploadURL: `/api/uploads/deliveries/${file.name}`, name: file.name } };
    });
    const { user, onChange } = renderWidget(UploaderWidget, { value: [files[0]] });
    const dialog = await openModal(user);
    await uploadThroughDashboard('nuevo.pdf', 'malo.pdf');

    const progress = within(dialog).getByRole('list', { name: 'Progreso de la subida' });
    expect(within(progress).getByRole('progressbar', { name: 'nuevo.pdf' }).getAttribute('value')).toBe('100');
    expect(within(progress).getByText('Subido')).toBeTruthy();
    expect(within(progress).getByRole('progressbar', { name: 'malo.pdf' })).toBeTruthy();
    expect(within(progress).getByRole('alert').textContent).toContain('El archivo supera el peso máximo de 4MB.');

    expect(onChange).toHaveBeenCalledTimes(1);
    const [added] = onChange.mock.calls[0] as [{ name: string; url: string }[]];
    expect(added).toHaveLength(2);
    expect(added[1]?.name).toBe('nuevo.pdf');
    expect(added[1]?.url).toMatch(/^\/api\/uploads\/deliveries\/nuevo-\d+\.pdf$/);

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    const list = screen.getByRole('list', { name: 'Archivos subidos' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Factura de marzo', 'nuevo.pdf']);
    expect(within(list).queryByText('malo.pdf')).toBeNull();
  });

  it('shows Cargando... in the modal until Uppy has loaded', async () => {
    const { user } = renderWidget(UploaderWidget);
    await user.click(screen.getByRole('button', { name: 'Subir archivos' }));
    const dialog = screen.getByRole('dialog');
    // Either the loading text or, once the chunk is in, the Dashboard: never an empty modal.
    await waitFor(() => expect(within(dialog).queryByText('Cargando...') ?? within(dialog).queryByTestId('dashboard')).not.toBeNull());
    await within(dialog).findByTestId('dashboard');
  });

  it('disables its buttons when the field is read-only', () => {
    renderWidget(UploaderWidget, { value: files, readonly: true });
    expect((screen.getByRole('button', { name: 'Subir archivos' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Quitar foto.png' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
