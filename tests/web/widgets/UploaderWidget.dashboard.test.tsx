// The uploader with Uppy's real Dashboard (it draws in jsdom with a ResizeObserver stand-in): choose a
// file, name it, upload it, and find it in the list — what a user does, against a fake upload service.
import { act, screen, waitFor, within } from '@testing-library/react';
import { UploaderWidget } from '../../../runtime/web/widgets/UploaderWidget.js';
import { installFakeXhr } from './fakeXhr.js';
import type { FakeXhr } from './fakeXhr.js';
import { renderWidget } from './renderWidget.js';

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

let xhr: FakeXhr;
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  xhr = installFakeXhr();
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] !== 'string' || !args[0].startsWith('[Uppy]')) consoleError(...args);
  });
});
afterEach(() => {
  xhr.restore();
  vi.unstubAllGlobals();
});

async function openDashboard(user: ReturnType<typeof renderWidget>['user']) {
  await user.click(screen.getByRole('button', { name: 'Subir archivos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subir archivos' });
  await within(dialog).findByRole('button', { name: 'selecciona archivos' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]:not([webkitdirectory])');
  if (!input) throw new Error('The Dashboard has no file input');
  return { dialog, input };
}

describe('UploaderWidget with Uppy\'s Dashboard', () => {
  it('shows Spanish texts, the note, and accepts only the allowed types', async () => {
    const { user } = renderWidget(UploaderWidget);
    const { dialog, input } = await openDashboard(user);
    expect(dialog.textContent).toContain('Suelta archivos aquí o selecciona archivos');
    expect(within(dialog).getByText('Archivos permitidos: pdf, doc, docx, imágenes y texto plano. Peso máximo: 4MB.')).toBeTruthy();
    expect(input.getAttribute('accept')).toBe('.doc, .docx, application/pdf, image/*, text/plain');
  });

  it('uploads a file under the Nombre typed in its card, and lists it once done', async () => {
    xhr.setHandler((request) => {
      const file = request.entries.find(([name]) => name === 'file')?.[1] as File;
      return { status: 200, body: { uploadURL: `/api/uploads/deliveries/${file.name}`, name: file.name } };
    });
    const { user, onChange } = renderWidget(UploaderWidget, { value: [] });
    const { dialog, input } = await openDashboard(user);
    await user.upload(input, new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('1 archivo seleccionado')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Editar archivo factura.pdf' }));
    const name = await within(dialog).findByLabelText('Nombre');
    expect(name.getAttribute('placeholder')).toBe('Nombre del archivo');
    await user.clear(name);
    await user.type(name, 'Factura de marzo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await user.click(within(dialog).getByRole('button', { name: 'Subir 1 archivo' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [request] = xhr.requests;
    expect(request?.headers.folder).toBe('deliveries');
    expect(request?.entries.map(([field, value]) => [field, typeof value === 'string' ? value : value.name.replace(/-\d+\.pdf$/, '-<ms>.pdf')])).toEqual([
      ['name', 'Factura de marzo'],
      ['file', 'factura-<ms>.pdf'],
    ]);
    expect(await within(dialog).findByText('Completado')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Hecho' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const link = within(screen.getByRole('list', { name: 'Archivos subidos' })).getByRole('link', { name: 'Factura de marzo' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/uploads\/deliveries\/factura-\d+\.pdf$/);
  });

  it("refuses a file over 4MB with Uppy's message before sending anything", async () => {
    const { user } = renderWidget(UploaderWidget);
    const { dialog, input } = await openDashboard(user);
    await act(async () => {
      await user.upload(input, new File([new Uint8Array(4_000_001)], 'grande.pdf', { type: 'application/pdf' }));
    });
    // Uppy's informer, an alert inside the Dashboard.
    await waitFor(() =>
      expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent?.trim())).toContain('grande.pdf supera el peso máximo de 4MB.'),
    );
    expect(xhr.requests).toHaveLength(0);
  });

  it("shows the server's message on a failed file and leaves it out of the list", async () => {
    xhr.setHandler(() => ({ status: 415, body: { error: 'El contenido del archivo no coincide con su tipo.', field: 'file' } }));
    const { user, onChange } = renderWidget(UploaderWidget);
    const { dialog, input } = await openDashboard(user);
    await user.upload(input, new File(['no es pdf'], 'falso.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir 1 archivo' }));
    const progress = await within(dialog).findByRole('list', { name: 'Progreso de la subida' });
    await waitFor(() => expect(within(progress).getByRole('alert').textContent).toBe('El contenido del archivo no coincide con su tipo.'));
    expect(dialog.textContent).toContain('Error en la subida');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Archivos subidos' })).toBeNull();
  });
});
