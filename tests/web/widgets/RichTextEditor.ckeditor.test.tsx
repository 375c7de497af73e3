// The real CKEditor 5 in jsdom (it starts there with a ResizeObserver stand-in): the configuration is one
// CKEditor accepts, its texts are Spanish, and images go through the signed upload adapter.
import { render, screen, waitFor } from '@testing-library/react';
import type { Editor } from 'ckeditor5';
import RichTextEditor from '../../../runtime/web/widgets/RichTextEditor.js';
import type { RichTextEditorProps } from '../../../runtime/web/widgets/RichTextEditor.js';

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const signature = {
  url: '/api/uploads-signed',
  fields: { key: 'content/foto.png', policy: 'cG9saWN5', signature: 'c2ln' },
  maxBytes: 4_000_000,
  expiresAt: '2026-11-22T09:00:00.000Z',
};

async function renderEditor(overrides: Partial<RichTextEditorProps> = {}) {
  const props: RichTextEditorProps = {
    id: 'root_descripcion',
    value: '<p>Hola <strong>mundo</strong></p>',
    label: 'Descripción',
    disabled: false,
    locale: 'es',
    apiBase: '/api',
    folder: 'content',
    onChange: vi.fn(),
    onFocus: vi.fn(),
    onBlur: vi.fn(),
    ...overrides,
  };
  const view = render(<RichTextEditor {...props} />);
  const editable = await waitFor(() => {
    const element = view.container.querySelector<HTMLElement & { ckeditorInstance?: Editor }>('.ck-editor__editable');
    if (!element?.ckeditorInstance) throw new Error('The editor has not started yet');
    return element;
  });
  return { ...view, props, editable, editor: editable.ckeditorInstance as Editor };
}

describe('RichTextEditor with CKEditor 5', () => {
  it('starts with the value, a Spanish toolbar with image upload and no media embed, and the field name on its editing area', async () => {
    const { editor, editable } = await renderEditor();
    expect(editor.getData()).toBe('<p>Hola <strong>mundo</strong></p>');
    expect(editable.getAttribute('aria-label')).toMatch(/^Descripción\b/);
    // RJSF focuses the form control with the field's id on an error: it hands the focus to the editor.
    const focusProxy = document.getElementById('root_descripcion') as HTMLInputElement;
    expect(focusProxy.tagName).toBe('INPUT');
    focusProxy.focus();
    await waitFor(() => expect(editor.editing.view.document.isFocused).toBe(true));
    for (const name of ['Negrita', 'Cursiva', 'Subrayado', 'Enlace', 'Lista con viñetas', 'Lista numerada', 'Bloque de cita', 'Insertar tabla', 'Subir imagen desde el ordenador']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: /medio/i })).toBeNull();
    expect(editor.plugins.has('MediaEmbed')).toBe(false);
    await editor.destroy();
  });

  it('reports the HTML after each change', async () => {
    const onChange = vi.fn();
    const { editor } = await renderEditor({ onChange });
    const paragraph = editor.model.document.getRoot()?.getChild(0);
    if (!paragraph) throw new Error('The editor has no paragraph');
    editor.model.change((writer) => writer.setSelection(paragraph, 'end'));
    editor.execute('insertText', { text: ' escrito' });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hola <strong>mundo escrito</strong></p>');
    editor.setData('<p>Texto <em>nuevo</em></p>');
    // CKEditor writes italics as <i>.
    expect(onChange).toHaveBeenLastCalledWith('<p>Texto <i>nuevo</i></p>');
  });

  it('uploads an image through the signature and shows it in the content at its uploadURL', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        calls.push([input, init]);
        if (input.startsWith('/api/get_signature_s3')) return new Response(JSON.stringify(signature), { status: 200 });
        return new Response(JSON.stringify({ uploadURL: '/api/uploads/content/foto-1.png' }), { status: 200 });
      }),
    );
    const onChange = vi.fn();
    const { editor } = await renderEditor({ value: '<p>Antes</p>', onChange });
    editor.execute('uploadImage', { file: [new File(['png'], 'foto.png', { type: 'image/png' })] });
    await waitFor(() => expect(editor.getData()).toContain('src="/api/uploads/content/foto-1.png"'));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/api/uploads/content/foto-1.png"'));
    expect(calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url.split('?')[0]}`)).toEqual(['GET /api/get_signature_s3', 'POST /api/uploads-signed']);
  });

  it("shows CKEditor's notification with the server's message when the upload fails, and drops the image", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Solo se permiten imágenes de hasta 4MB.' }), { status: 413 })),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { editor } = await renderEditor({ value: '<p>Antes</p>' });
    editor.execute('uploadImage', { file: [new File(['png'], 'foto.png', { type: 'image/png' })] });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Solo se permiten imágenes de hasta 4MB.'));
    await waitFor(() => expect(editor.getData()).toBe('<p>Antes</p>'));
  });

  it('is read-only while the field is disabled', async () => {
    const { editor } = await renderEditor({ disabled: true });
    expect(editor.isReadOnly).toBe(true);
  });
});
