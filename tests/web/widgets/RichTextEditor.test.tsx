import { render } from '@testing-library/react';
import type { Editor, EditorConfig, EventInfo, FileLoader, PluginConstructor } from 'ckeditor5';
import esTranslations from 'ckeditor5/translations/es.js';
import RichTextEditor from '../../../runtime/web/widgets/RichTextEditor.js';
import type { RichTextEditorProps } from '../../../runtime/web/widgets/RichTextEditor.js';

// CKEditor's editing view needs layout jsdom lacks: the React component is replaced by a stand-in that
// keeps the props it was given, and the configuration is checked as CKEditor would receive it.
const ckeditor = vi.hoisted(() => ({ props: null as null | Record<string, unknown> }));
vi.mock('@ckeditor/ckeditor5-react', () => ({
  CKEditor: (props: Record<string, unknown>) => {
    ckeditor.props = props;
    return <div data-testid="ckeditor" />;
  },
}));

const props: RichTextEditorProps = {
  id: 'root_descripcion',
  value: '<p>Hola</p>',
  label: 'Descripción',
  disabled: false,
  locale: 'es',
  apiBase: '/api',
  folder: 'content',
  onChange: vi.fn(),
  onFocus: vi.fn(),
  onBlur: vi.fn(),
};

function renderEditor(overrides: Partial<RichTextEditorProps> = {}) {
  render(<RichTextEditor {...props} {...overrides} />);
  const received = ckeditor.props;
  if (!received) throw new Error('CKEditor was not drawn');
  return received as { config: EditorConfig; data: string; disabled: boolean; editor: unknown } & Record<string, unknown>;
}

function pluginNames(plugins: EditorConfig['plugins']): string[] {
  return (plugins ?? []).map((plugin) => (typeof plugin === 'string' ? plugin : ((plugin as { pluginName?: string }).pluginName ?? '')));
}

describe('RichTextEditor', () => {
  it("is CKEditor's ClassicEditor under the GPL licence with its listed plugins, and no media embed", async () => {
    const { ClassicEditor } = await import('ckeditor5');
    const received = renderEditor();
    expect(received.editor).toBe(ClassicEditor);
    expect(received.config.licenseKey).toBe('GPL');
    expect(pluginNames(received.config.plugins)).toEqual([
      'Essentials',
      'Paragraph',
      'Heading',
      'Bold',
      'Italic',
      'Underline',
      'Link',
      'List',
      'BlockQuote',
      'Table',
      'TableToolbar',
      'Image',
      'ImageUpload',
      'ImageToolbar',
      'ImageCaption',
      'ImageStyle',
    ]);
    expect(pluginNames(received.config.plugins)).not.toContain('MediaEmbed');
    const toolbar = received.config.toolbar as { items: string[] };
    expect(toolbar.items).toContain('uploadImage');
    expect(toolbar.items).not.toContain('mediaEmbed');
  });

  it('speaks Spanish, names its editing area after the field, and starts from the value', () => {
    const received = renderEditor();
    expect(received.config.language).toBe('es');
    expect(received.config.translations).toEqual([esTranslations]);
    expect(received.config.root).toEqual({ label: 'Descripción' });
    expect(received.data).toBe('<p>Hola</p>');
    expect(received.disabled).toBe(false);
  });

  it('keeps English for an English app', () => {
    const received = renderEditor({ locale: 'en' });
    expect(received.config.language).toBe('en');
    expect(received.config.translations).toBeUndefined();
  });

  it('hands the editor the signed upload adapter for the field folder', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'Carpeta desconocida.' }), { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    try {
      const received = renderEditor({ getHeaders: () => ({ 'X-CSRF-Token': 'editor-token' }) });
      const [plugin] = (received.config.extraPlugins ?? []) as PluginConstructor[];
      const fileRepository: { createUploadAdapter?: (loader: FileLoader) => { upload: () => Promise<unknown> } } = {};
      const editor = { plugins: { get: (name: string) => (name === 'FileRepository' ? fileRepository : null) } };
      (plugin as unknown as (editor: unknown) => void)(editor);
      const loader = { file: Promise.resolve(new File(['png'], 'foto.png', { type: 'image/png' })), uploadTotal: null, uploaded: 0 };
      const adapter = fileRepository.createUploadAdapter?.(loader as unknown as FileLoader);
      await expect(adapter?.upload()).rejects.toBe('Carpeta desconocida.');
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toMatch(/^\/api\/get_signature_s3\?fileName=foto-\d+\.png&contentType=image%2Fpng&folder=content$/);
      expect((init.headers as Record<string, string>).folder).toBe('content');
      expect((init.headers as Record<string, string>)['X-CSRF-Token']).toBe('editor-token');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("propagates the editor's HTML on change, focus and blur", () => {
    const onChange = vi.fn();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const received = renderEditor({ onChange, onFocus, onBlur });
    const editor = { getData: () => '<p>Nuevo</p>' } as unknown as Editor;
    const event = {} as EventInfo;
    (received.onChange as (event: EventInfo, editor: Editor) => void)(event, editor);
    (received.onFocus as (event: EventInfo, editor: Editor) => void)(event, editor);
    (received.onBlur as (event: EventInfo, editor: Editor) => void)(event, editor);
    expect(onChange).toHaveBeenCalledWith('<p>Nuevo</p>');
    expect(onFocus).toHaveBeenCalledWith('<p>Nuevo</p>');
    expect(onBlur).toHaveBeenCalledWith('<p>Nuevo</p>');
  });

  it('passes a locked field as disabled', () => {
    expect(renderEditor({ disabled: true }).disabled).toBe(true);
  });
});
