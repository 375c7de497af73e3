import { act, renderHook, waitFor } from '@testing-library/react';
import { getUploadedFiles, useUploader } from '../../../runtime/web/widgets/useUploader.js';
import type { UploadedFile, UseUploaderOptions } from '../../../runtime/web/widgets/useUploader.js';
import type { UploaderUppy } from '../../../runtime/web/widgets/createUppy.js';
import { installFakeXhr } from './fakeXhr.js';
import type { FakeXhr } from './fakeXhr.js';

const now = () => 1732262400000;
const uppyOptions = { id: 'uploader-test', endpoint: '/api/upload', folder: 'deliveries', maxBytes: 4_000_000, locale: 'es', now };

let xhr: FakeXhr;
beforeEach(() => {
  xhr = installFakeXhr();
  // Uppy logs each failed upload to the console; the tests below look at the failures themselves.
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] !== 'string' || !args[0].startsWith('[Uppy]')) consoleError(...args);
  });
});
afterEach(() => {
  xhr.restore();
});

function createFile(name: string, type: string, size = 10): File {
  return new File(['x'.repeat(size)], name, { type });
}

/** Renders the hook with a controlled value: onChange stores the list and re-renders, like RJSF. */
async function renderUploader(initial: unknown = [], options: Partial<UseUploaderOptions['uppyOptions']> = {}) {
  let value = initial;
  const onChange = vi.fn((files: UploadedFile[]) => {
    value = files;
    view.rerender();
  });
  const view = renderHook(() => useUploader({ value, onChange, uppyOptions: { ...uppyOptions, ...options } }));
  expect(view.result.current.uppy).toBeNull();
  act(() => view.result.current.open());
  await waitFor(() => expect(view.result.current.uppy).not.toBeNull());
  const uppy = view.result.current.uppy as UploaderUppy;
  return { ...view, uppy, onChange, value: () => value };
}

/** Adds a file the way the Dashboard does (inside act: Uppy's state feeds the hook's progress list). */
function addFile(uppy: UploaderUppy, name: string, type: string, options: { size?: number; source?: string; meta?: string } = {}): string {
  let id = '';
  act(() => {
    id = uppy.addFile({ name, type, data: createFile(name, type, options.size), ...(options.source ? { source: options.source } : {}) });
    if (options.meta !== undefined) uppy.setFileMeta(id, { name: options.meta });
  });
  return id;
}

async function upload(uppy: UploaderUppy) {
  await act(async () => {
    await uppy.upload();
  });
}

describe('useUploader', () => {
  it('restricts files to 4,000,000 bytes, shown as 4MB', async () => {
    const { uppy } = await renderUploader();
    expect(uppy.opts.restrictions.maxFileSize).toBe(4_000_000);
    expect(() => addFile(uppy, 'grande.pdf', 'application/pdf', { size: 4_000_001 })).toThrow('grande.pdf supera el peso máximo de 4MB.');
    expect(() => addFile(uppy, 'justo.pdf', 'application/pdf', { size: 4_000_000 })).not.toThrow();
  });

  it('accepts doc, docx, PDF, any image and plain text, and nothing else', async () => {
    const { uppy } = await renderUploader();
    expect(uppy.opts.restrictions.allowedFileTypes).toEqual(['.doc', '.docx', 'application/pdf', 'image/*', 'text/plain']);
    const accepted: [string, string][] = [
      ['carta.doc', 'application/msword'],
      ['carta.docx', ''],
      ['factura.pdf', 'application/pdf'],
      ['foto.png', 'image/png'],
      ['foto.webp', 'image/webp'],
      ['nota.txt', 'text/plain'],
    ];
    for (const [name, type] of accepted) expect(() => addFile(uppy, name, type)).not.toThrow();
    for (const [name, type] of [
      ['programa.exe', 'application/x-msdownload'],
      ['hoja.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['pagina.html', 'text/html'],
    ]) {
      expect(() => addFile(uppy, name as string, type as string)).toThrow(
        'Solo puedes subir archivos pdf, doc, docx, imágenes y texto plano.',
      );
    }
  });

  it('posts each file to the endpoint with the folder header, the name field, then the renamed file', async () => {
    const { uppy } = await renderUploader([], { folder: 'content' });
    addFile(uppy, 'factura.pdf', 'application/pdf', { meta: 'Factura de marzo' });
    await upload(uppy);
    expect(xhr.requests).toHaveLength(1);
    const [request] = xhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/upload');
    expect(request?.headers.folder).toBe('content');
    expect(request?.entries.map(([name]) => name)).toEqual(['name', 'file']);
    expect(request?.entries[0]?.[1]).toBe('Factura de marzo');
    const part = request?.entries[1]?.[1];
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('factura-1732262400000.pdf');
    expect((part as File).type).toBe('application/pdf');
  });

  it("sends the session's CSRF header, read when the file is sent", async () => {
    let token = 'tok-1';
    const { uppy } = await renderUploader([], { getHeaders: () => ({ 'X-CSRF-Token': token }) });
    token = 'tok-2';
    addFile(uppy, 'factura.pdf', 'application/pdf');
    await upload(uppy);
    expect(xhr.requests[0]?.headers['X-CSRF-Token']).toBe('tok-2');
    expect(xhr.requests[0]?.headers.folder).toBe('deliveries');
  });

  it('renames files of one batch a millisecond apart, so equal names never collide', async () => {
    const { uppy } = await renderUploader();
    addFile(uppy, 'factura.pdf', 'application/pdf', { size: 10, source: 'a' });
    addFile(uppy, 'factura.pdf', 'application/pdf', { size: 20, source: 'b' });
    await upload(uppy);
    const names = xhr.requests.map((request) => (request.entries.find(([name]) => name === 'file')?.[1] as File).name).sort();
    expect(names).toEqual(['factura-1732262400000.pdf', 'factura-1732262400001.pdf']);
  });

  it('appends the successful uploads to the list: the typed name, else the file name, and the uploadURL', async () => {
    const existing = [{ name: 'anterior.pdf', url: '/api/uploads/deliveries/anterior-1.pdf' }];
    xhr.setHandler((request) => {
      const file = request.entries.find(([name]) => name === 'file')?.[1] as File;
      return { status: 200, body: { uploadURL: `/api/uploads/deliveries/${file.name}`, name: file.name } };
    });
    const { uppy, onChange, result } = await renderUploader(existing);
    addFile(uppy, 'factura.pdf', 'application/pdf', { meta: '  Factura de marzo  ' });
    addFile(uppy, 'foto.png', 'image/png', { meta: '' });
    await upload(uppy);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([
      ...existing,
      { name: 'Factura de marzo', url: '/api/uploads/deliveries/factura-1732262400000.pdf' },
      { name: 'foto.png', url: '/api/uploads/deliveries/foto-1732262400001.png' },
    ]);
    expect(result.current.files).toHaveLength(3);
  });

  it('leaves failed uploads out of the list, with the server message on the file and no retry', async () => {
    xhr.setHandler((request) => {
      const file = request.entries.find(([name]) => name === 'file')?.[1] as File;
      return file.name.startsWith('malo')
        ? { status: 415, body: { error: 'El tipo de archivo no está permitido.', field: 'file' } }
        : { status: 200, body: { uploadURL: `/api/uploads/deliveries/${file.name}` } };
    });
    const { uppy, onChange, result } = await renderUploader();
    const bad = addFile(uppy, 'malo.pdf', 'application/pdf');
    addFile(uppy, 'bueno.pdf', 'application/pdf');
    await act(async () => {
      await uppy.upload().catch(() => undefined);
    });
    expect(xhr.requests).toHaveLength(2);
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'bueno.pdf', url: '/api/uploads/deliveries/bueno-1732262400001.pdf' }]);
    expect(uppy.getFile(bad).error).toBe('El tipo de archivo no está permitido.');
    await waitFor(() =>
      expect(result.current.uploads.find((item) => item.id === bad)).toMatchObject({ name: 'malo.pdf', error: 'El tipo de archivo no está permitido.' }),
    );
  });

  it('names a failure without a server message by its status, in Spanish', async () => {
    xhr.setHandler(() => ({ status: 500 }));
    const { uppy, onChange } = await renderUploader();
    const id = addFile(uppy, 'a.pdf', 'application/pdf');
    await act(async () => {
      await uppy.upload().catch(() => undefined);
    });
    expect(uppy.getFile(id).error).toBe('La solicitud ha fallado (código 500).');
    expect(xhr.requests).toHaveLength(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names a request that got no answer in Spanish', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      xhr.setHandler(() => ({ status: 0 }));
      const { uppy, onChange } = await renderUploader();
      const id = addFile(uppy, 'a.pdf', 'application/pdf');
      let done: Promise<unknown> = Promise.resolve();
      act(() => {
        done = uppy.upload().catch(() => undefined);
      });
      // Uppy repeats a request that never reached the server three times, 0.3 s, 0.6 s and 1.2 s apart.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
        await done;
      });
      expect(xhr.requests).toHaveLength(4);
      expect(uppy.getFile(id).error).toBe('No se pudo conectar con el servidor para subir el archivo.');
      expect(onChange).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects an answer without uploadURL instead of listing a file without an address', async () => {
    xhr.setHandler(() => ({ status: 200, body: { name: 'x' } }));
    const { uppy, onChange } = await renderUploader();
    const id = addFile(uppy, 'a.pdf', 'application/pdf');
    await act(async () => {
      await uppy.upload().catch(() => undefined);
    });
    expect(uppy.getFile(id).error).toBe('El servidor no devolvió la dirección del archivo subido.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('appends a second batch to the first one', async () => {
    let count = 0;
    xhr.setHandler(() => {
      count += 1;
      return { status: 200, body: { uploadURL: `/api/uploads/deliveries/${count}` } };
    });
    const { uppy, value } = await renderUploader();
    addFile(uppy, 'uno.pdf', 'application/pdf');
    await upload(uppy);
    addFile(uppy, 'dos.pdf', 'application/pdf');
    await upload(uppy);
    expect(value()).toEqual([
      { name: 'uno.pdf', url: '/api/uploads/deliveries/1' },
      { name: 'dos.pdf', url: '/api/uploads/deliveries/2' },
    ]);
    // The first file was sent once, under its first stamped name.
    expect(xhr.requests).toHaveLength(2);
  });

  it('removes one entry of the list', async () => {
    const files = [
      { name: 'a.pdf', url: '/api/uploads/deliveries/a.pdf' },
      { name: 'b.pdf', url: '/api/uploads/deliveries/b.pdf' },
      { name: 'c.pdf', url: '/api/uploads/deliveries/c.pdf' },
    ];
    const { result, onChange } = await renderUploader(files);
    act(() => result.current.remove(1));
    expect(onChange).toHaveBeenLastCalledWith([files[0], files[2]]);
    expect(result.current.files).toEqual([files[0], files[2]]);
  });

  it('loads Uppy only when first opened', () => {
    const view = renderHook(() => useUploader({ value: [], onChange: vi.fn(), uppyOptions }));
    expect(view.result.current.isOpen).toBe(false);
    expect(view.result.current.uppy).toBeNull();
  });

  it('opens and closes; closing keeps the list, drops uploaded files from Uppy and keeps the failed ones', async () => {
    xhr.setHandler((request) => {
      const file = request.entries.find(([name]) => name === 'file')?.[1] as File;
      return file.name.startsWith('malo') ? { status: 400, body: { error: 'Archivo inválido.' } } : { status: 200, body: { uploadURL: '/api/uploads/deliveries/b' } };
    });
    const { uppy, result, value } = await renderUploader();
    expect(result.current.isOpen).toBe(true);
    const bad = addFile(uppy, 'malo.pdf', 'application/pdf');
    addFile(uppy, 'bueno.pdf', 'application/pdf');
    await act(async () => {
      await uppy.upload().catch(() => undefined);
    });
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    expect(value()).toEqual([{ name: 'bueno.pdf', url: '/api/uploads/deliveries/b' }]);
    expect(uppy.getFiles().map((file) => file.id)).toEqual([bad]);
  });

  it('destroys its Uppy instance when unmounted', async () => {
    const { uppy, unmount } = await renderUploader();
    const destroy = vi.spyOn(uppy, 'destroy');
    unmount();
    expect(destroy).toHaveBeenCalled();
  });
});

describe('getUploadedFiles', () => {
  const cases: [string, { given: unknown; want: UploadedFile[] }][] = [
    ['undefined is an empty list', { given: undefined, want: [] }],
    ['a non-list is an empty list', { given: 'x', want: [] }],
    ['entries keep name and url only', { given: [{ name: 'a', url: '/u/a', extra: 1 }], want: [{ name: 'a', url: '/u/a' }] }],
    ['malformed entries are left out', { given: [null, { name: 'a' }, { name: 'b', url: '/u/b' }, 3], want: [{ name: 'b', url: '/u/b' }] }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(getUploadedFiles(given)).toEqual(want);
  });
});
