import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ImageWidget } from '../../../runtime/web/widgets/index.js';
import { installFakeXhr } from './fakeXhr.js';
import type { FakeXhr } from './fakeXhr.js';
import { renderWidget, WIDGET_CSRF_TOKEN } from './renderWidget.js';

describe('ImageWidget', () => {
  let xhr: FakeXhr;
  beforeEach(() => {
    xhr = installFakeXhr();
  });
  afterEach(() => xhr.restore());

  it('uploads a chosen image to the upload service and shows its preview; Quitar empties the value', async () => {
    xhr.setHandler(() => ({ status: 200, body: { uploadURL: '/api/uploads/banners/foto-1.png', name: 'foto.png' } }));
    const rendered = renderWidget(ImageWidget, { label: 'Imagen grande', options: { folder: 'banners' } });
    const input = screen.getByLabelText('Subir imagen') as HTMLInputElement;
    await rendered.user.upload(input, new File(['png'], 'foto.png', { type: 'image/png' }));
    await waitFor(() => expect(rendered.onChange).toHaveBeenLastCalledWith('/api/uploads/banners/foto-1.png'));
    expect(xhr.requests[0]).toMatchObject({ method: 'POST', url: '/api/upload', headers: expect.objectContaining({ folder: 'banners', 'X-CSRF-Token': WIDGET_CSRF_TOKEN }) });
    const preview = (await screen.findByRole('img', { name: 'Vista previa: Imagen grande' })) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('/api/uploads/banners/foto-1.png');
    expect(screen.getByRole('button', { name: 'Cambiar imagen' })).toBeTruthy();
    await rendered.user.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(rendered.onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each([
    ['contrato.pdf', 'application/pdf', 4, 'El archivo «contrato.pdf» no es una imagen: elige un archivo PNG, JPEG, GIF o WebP.'],
    ['grande.png', 'image/png', 5_000_000, 'La imagen «grande.png» pesa 4,8 MB; el máximo es 3,8 MB.'],
  ])('refuses %s (%s, %i bytes) in Spanish beside the field, sends nothing and keeps the value', async (name, type, size, message) => {
    const file = new File([new Uint8Array(size)], name, { type });
    const rendered = renderWidget(ImageWidget, { value: '/demo/banner-1.svg', label: 'Imagen grande', app: { uploads: { folders: ['uploads'], defaultFolder: 'uploads', maxBytes: 4_000_000 } } });
    // A change event, not user.upload: the browser's file picker honours `accept`, a dropped or pasted file need not.
    fireEvent.change(screen.getByLabelText('Cambiar imagen'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(xhr.requests).toHaveLength(0);
    expect(rendered.onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Vista previa: Imagen grande' }).getAttribute('src')).toBe('/demo/banner-1.svg');
  });
});
