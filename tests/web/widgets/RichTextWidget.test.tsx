import { act, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { RichTextEditorProps } from '../../../runtime/web/widgets/RichTextEditor.js';

// CKEditor does not run in jsdom: a stand-in editor shows what it is given. Its module resolves only when
// the test opens the gate (vitest then keeps it), so the widget's loading state can be seen.
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  let promise = Promise.resolve();
  return {
    reset() {
      promise = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    wait: () => promise,
    open: () => open(),
  };
});

vi.mock('../../../runtime/web/widgets/RichTextEditor.js', async () => {
  await gate.wait();
  return {
    default: (props: RichTextEditorProps) => (
      <div data-testid="editor" data-id={props.id} data-folder={props.folder} data-api-base={props.apiBase} data-locale={props.locale} data-disabled={String(props.disabled)}>
        <textarea aria-label={`Editor: ${props.label}`} value={props.value} onChange={(event) => props.onChange(event.target.value)} />
        <button type="button" onClick={() => props.onBlur('<p>blur</p>')}>
          Salir
        </button>
      </div>
    ),
  };
});

// A fresh widget module per test, since React.lazy keeps the module it loaded once; the render helper
// is loaded again with it, so both see the same admin context module.
async function loadWidget() {
  vi.resetModules();
  gate.reset();
  const { RichTextWidget } = await import('../../../runtime/web/widgets/RichTextWidget.js');
  const { renderWidget } = await import('./renderWidget.js');
  const Widget: ComponentType<WidgetProps> = RichTextWidget;
  return { RichTextWidget: Widget, renderWidget };
}

async function openGate() {
  await act(async () => {
    gate.open();
    await gate.wait();
  });
}

describe('RichTextWidget', () => {
  it("shows a read-only textarea with the value and 'Cargando...' until the editor's chunk arrives", async () => {
    const { RichTextWidget, renderWidget } = await loadWidget();
    renderWidget(RichTextWidget, { id: 'root_descripcion', label: 'Descripción', value: '<p>Hola</p>' });
    const fallback = screen.getByRole('textbox', { name: 'Descripción' }) as HTMLTextAreaElement;
    expect(fallback.id).toBe('root_descripcion');
    expect(fallback.value).toBe('<p>Hola</p>');
    expect(fallback.readOnly).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Cargando...');

    await openGate();
    const editor = await screen.findByRole('textbox', { name: 'Editor: Descripción' });
    expect((editor as HTMLTextAreaElement).value).toBe('<p>Hola</p>');
    expect(screen.queryByText('Cargando...')).toBeNull();
  });

  it("passes the editor the field's id, the app's API base and locale, and the folder of ui:options", async () => {
    const { RichTextWidget, renderWidget } = await loadWidget();
    renderWidget(RichTextWidget, { id: 'root_descripcion', options: { folder: 'content' }, value: '' });
    await openGate();
    const editor = await screen.findByTestId('editor');
    expect(editor.dataset.id).toBe('root_descripcion');
    expect(editor.dataset.folder).toBe('content');
    expect(editor.dataset.apiBase).toBe('/api');
    expect(editor.dataset.locale).toBe('es');
  });

  it("uses the app's default upload folder when ui:options names none", async () => {
    const { RichTextWidget, renderWidget } = await loadWidget();
    renderWidget(RichTextWidget);
    await openGate();
    expect((await screen.findByTestId('editor')).dataset.folder).toBe('deliveries');
  });

  it('propagates the HTML the editor gives, and an emptied editor as no value', async () => {
    const { RichTextWidget, renderWidget } = await loadWidget();
    const { user, onChange, onBlur } = renderWidget(RichTextWidget, { id: 'root_descripcion', label: 'Descripción', value: '<p>a</p>' });
    await openGate();
    const editor = await screen.findByRole('textbox', { name: 'Editor: Descripción' });
    await user.type(editor, 'b');
    expect(onChange).toHaveBeenLastCalledWith('<p>a</p>b');
    await user.clear(editor);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(onBlur).toHaveBeenCalledWith('root_descripcion', '<p>blur</p>');
  });

  it('sets the editing area between ui:options minHeight and maxHeight, 200 and 400 px unless given', async () => {
    const { RichTextWidget, renderWidget } = await loadWidget();
    const { container } = renderWidget(RichTextWidget);
    const wrapper = container.querySelector<HTMLElement>('.rich-text-widget');
    expect(wrapper?.style.getPropertyValue('--rich-text-min-height')).toBe('200px');
    expect(wrapper?.style.getPropertyValue('--rich-text-max-height')).toBe('400px');
    await openGate();

    const second = await loadWidget();
    const other = second.renderWidget(second.RichTextWidget, { options: { minHeight: 120, maxHeight: 80 } });
    const otherWrapper = other.container.querySelector<HTMLElement>('.rich-text-widget');
    expect(otherWrapper?.style.getPropertyValue('--rich-text-min-height')).toBe('120px');
    // A maximum below the minimum would hide the text: it grows to the minimum.
    expect(otherWrapper?.style.getPropertyValue('--rich-text-max-height')).toBe('120px');
    await openGate();
  });

  it('passes a read-only field to the editor as disabled', async () => {
    const { RichTextWidget, renderWidget } = await loadWidget();
    renderWidget(RichTextWidget, { readonly: true });
    await openGate();
    expect((await screen.findByTestId('editor')).dataset.disabled).toBe('true');
  });

  it('keeps the field editable as a textarea when the editor cannot load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    vi.doMock('../../../runtime/web/widgets/RichTextEditor.js', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { RichTextWidget } = await import('../../../runtime/web/widgets/RichTextWidget.js');
      const { renderWidget } = await import('./renderWidget.js');
      const { user, onChange } = renderWidget(RichTextWidget, { label: 'Descripción', value: '<p>a</p>' });
      expect((await screen.findByRole('alert')).textContent).toBe('No se pudo cargar el editor; puedes escribir el HTML directamente.');
      const textarea = screen.getByRole('textbox', { name: 'Descripción' }) as HTMLTextAreaElement;
      expect(textarea.readOnly).toBe(false);
      await user.type(textarea, 'b');
      expect(onChange).toHaveBeenLastCalledWith('<p>a</p>b');
      expect(consoleError).toHaveBeenCalled();
    } finally {
      vi.doUnmock('../../../runtime/web/widgets/RichTextEditor.js');
    }
  });
});
