import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  BlockQuote,
  Bold,
  ClassicEditor,
  Essentials,
  Heading,
  Image,
  ImageCaption,
  ImageStyle,
  ImageToolbar,
  ImageUpload,
  Italic,
  Link,
  List,
  Paragraph,
  Table,
  TableToolbar,
  Underline,
} from 'ckeditor5';
import type { Editor, EditorConfig } from 'ckeditor5';
import esTranslations from 'ckeditor5/translations/es.js';
import 'ckeditor5/ckeditor5.css';
import { useMemo, useRef } from 'react';
import { createSignedUploadAdapter } from './createSignedUploadAdapter.js';
import { isEnglishLocale } from '../i18n/index.js';

export interface RichTextEditorProps {
  /** The field's id: RJSF's label and focus-on-first-error look for a form control with it. */
  readonly id: string;
  /** The HTML the editor starts with (and is set to when the form changes it). */
  readonly value: string;
  readonly label: string;
  readonly disabled: boolean;
  readonly locale: string;
  readonly apiBase: string;
  /** The session's headers (X-CSRF-Token) the image uploads carry. */
  readonly getHeaders?: () => Readonly<Record<string, string>>;
  /** Folder of the uploaded images (ui:options.folder). */
  readonly folder: string;
  readonly onChange: (html: string) => void;
  readonly onFocus: (html: string) => void;
  readonly onBlur: (html: string) => void;
}

/**
 * CKEditor 5's ClassicEditor (GPL) with the plugins listed below, Spanish texts and images uploaded through
 * the signed upload adapter; this module and CKEditor load in their own chunk (see RichTextWidget).
 */
export default function RichTextEditor({
  id,
  value,
  label,
  disabled,
  locale,
  apiBase,
  getHeaders,
  folder,
  onChange,
  onFocus,
  onBlur,
}: RichTextEditorProps) {
  const editorRef = useRef<Editor | null>(null);
  const config = useMemo<EditorConfig>(() => {
    const english = isEnglishLocale(locale);
    // A function plugin, called with `new` when the editor starts (so not an arrow function), once FileRepository can take the adapter.
    function SignedUploadAdapter(editor: Editor): void {
      editor.plugins.get('FileRepository').createUploadAdapter = (loader) =>
        createSignedUploadAdapter(loader, getHeaders ? { apiBase, folder, locale, getHeaders } : { apiBase, folder, locale });
    }
    return {
      licenseKey: 'GPL',
      plugins: [
        Essentials,
        Paragraph,
        Heading,
        Bold,
        Italic,
        Underline,
        Link,
        List,
        BlockQuote,
        Table,
        TableToolbar,
        Image,
        ImageUpload,
        ImageToolbar,
        ImageCaption,
        ImageStyle,
      ],
      extraPlugins: [SignedUploadAdapter],
      toolbar: {
        items: [
          'undo',
          'redo',
          '|',
          'heading',
          '|',
          'bold',
          'italic',
          'underline',
          '|',
          'link',
          'bulletedList',
          'numberedList',
          'blockQuote',
          'insertTable',
          'uploadImage',
        ],
        shouldNotGroupWhenFull: false,
      },
      image: {
        toolbar: ['imageStyle:inline', 'imageStyle:block', 'imageStyle:side', '|', 'toggleImageCaption', 'imageTextAlternative'],
      },
      table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
      link: { defaultProtocol: 'https://' },
      language: english ? 'en' : 'es',
      ...(english ? {} : { translations: [esTranslations] }),
      root: { label },
    };
  }, [apiBase, getHeaders, folder, locale, label]);

  return (
    <>
      {/* The editing area is no form control: this one takes the label's click and RJSF's focus on error and hands them on. */}
      <input
        id={id}
        className="rich-text-focus"
        tabIndex={-1}
        aria-hidden="true"
        readOnly
        value=""
        onFocus={() => editorRef.current?.editing.view.focus()}
      />
      <CKEditor
        editor={ClassicEditor}
        config={config}
        data={value}
        disabled={disabled}
        onReady={(editor) => {
          editorRef.current = editor;
        }}
        onAfterDestroy={() => {
          editorRef.current = null;
        }}
        onChange={(_event, editor) => onChange(editor.getData())}
        onFocus={(_event, editor) => onFocus(editor.getData())}
        onBlur={(_event, editor) => onBlur(editor.getData())}
      />
    </>
  );
}
