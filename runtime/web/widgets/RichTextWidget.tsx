import type { WidgetProps } from '@rjsf/utils';
import { Component, lazy, Suspense } from 'react';
import type { CSSProperties, ErrorInfo, ReactNode } from 'react';
import { useAdmin } from '../context/index.js';
import { getMessages } from '../i18n/index.js';
import './widgets.css';
import { readWidgetOptions, widgetKinds } from '../../shared/index.js';

// CKEditor is large: it loads in its own chunk, and only when a form draws a richText field.
const RichTextEditor = lazy(() => import('./RichTextEditor.js'));

/** The editing area's default height range (px) when the form's ui:options give none. */
export const RICH_TEXT_MIN_HEIGHT = widgetKinds.richText.options.minHeight.default;
export const RICH_TEXT_MAX_HEIGHT = widgetKinds.richText.options.maxHeight.default;

/**
 * The `richText` widget: an HTML string edited in CKEditor 5 (loaded on demand, a read-only textarea
 * with 'Cargando...' meanwhile), between ui:options minHeight and maxHeight px high, images uploaded
 * to ui:options.folder through the signed upload adapter.
 */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, disabled, readonly, label } = props;
  const { app, apiClient } = useAdmin();
  const texts = getMessages(app.locale);
  const html = typeof value === 'string' ? value : '';
  const own = readWidgetOptions('richText', options);
  const folder = own.folder ?? app.uploads.defaultFolder;
  const minHeight = own.minHeight ?? RICH_TEXT_MIN_HEIGHT;
  const maxHeight = Math.max(minHeight, own.maxHeight ?? RICH_TEXT_MAX_HEIGHT);
  // Custom properties are not in CSSProperties' keys; widgets.css reads them.
  const style = { '--rich-text-min-height': `${minHeight}px`, '--rich-text-max-height': `${maxHeight}px` } as CSSProperties;
  // Like RJSF's own inputs: an emptied field takes the emptyValue (undefined), so `required` catches it.
  const change = (next: string) => onChange(next === '' ? options.emptyValue : next);
  const locked = Boolean(disabled) || Boolean(readonly);

  const loading = (
    <>
      <textarea id={id} className="rich-text-fallback" value={html} readOnly aria-busy="true" aria-label={label} />
      <p className="rich-text-status" role="status">
        {texts.richTextLoading}
      </p>
    </>
  );
  const failed = (
    <>
      <textarea
        id={id}
        className="rich-text-fallback"
        value={html}
        readOnly={locked}
        aria-label={label}
        onChange={(event) => change(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <p className="rich-text-status" role="alert">
        {texts.richTextLoadFailed}
      </p>
    </>
  );

  return (
    <div className="rich-text-widget" style={style}>
      <EditorLoadBoundary fallback={failed}>
        <Suspense fallback={loading}>
          <RichTextEditor
            id={id}
            value={html}
            label={label}
            disabled={locked}
            locale={app.locale}
            apiBase={app.apiBase}
            getHeaders={apiClient.getSessionHeaders}
            folder={folder}
            onChange={change}
            onFocus={(next) => onFocus(id, next)}
            onBlur={(next) => onBlur(id, next)}
          />
        </Suspense>
      </EditorLoadBoundary>
    </div>
  );
}

interface EditorLoadBoundaryProps {
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/** When the editor's chunk cannot load (offline, a new deploy), the field stays editable as a textarea. */
class EditorLoadBoundary extends Component<EditorLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The rich-text editor could not be loaded.', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
