// The texts of the uploader and rich-text widgets, Spanish with English beside it, like the runtime's catalog
// (i18n/messages.ts); kept apart so these widgets can be added without touching the shared catalog.

const es = {
  uploaderOpen: 'Subir comprobantes o archivos',
  uploaderTitle: 'Subir comprobantes o archivos',
  uploaderNote: 'Archivos permitidos: pdf, doc, docx, imágenes y texto plano. Peso máximo: {size}.',
  uploaderNameLabel: 'Nombre',
  uploaderNamePlaceholder: 'Nombre del archivo',
  uploaderFileTypes: 'Solo puedes subir archivos pdf, doc, docx, imágenes y texto plano.',
  uploaderTooLarge: '%{file} supera el peso máximo de {size}.',
  uploaderProgressLabel: 'Progreso de la subida',
  uploaderUploaded: 'Subido',
  uploaderNetworkError: 'No se pudo conectar con el servidor para subir el archivo.',
  uploaderBadResponse: 'El servidor no devolvió la dirección del archivo subido.',
  uploaderListLabel: 'Archivos subidos',
  uploaderRemoveLabel: 'Quitar {name}',
  uploaderRemove: 'Quitar',
  uploaderClose: 'Cerrar',
  uploaderLoadFailed: 'No se pudo cargar el cargador de archivos.',
  richTextLoading: 'Cargando...',
  richTextLoadFailed: 'No se pudo cargar el editor; puedes escribir el HTML directamente.',
  imageUploadFailed: 'No se pudo subir la imagen.',
} as const;

/** A key of the widgets' texts. */
export type WidgetMessageKey = keyof typeof es;

/** One language's widget texts; every language has every key. */
export type WidgetMessages = Readonly<Record<WidgetMessageKey, string>>;

const en: WidgetMessages = {
  uploaderOpen: 'Upload vouchers or files',
  uploaderTitle: 'Upload vouchers or files',
  uploaderNote: 'Allowed files: pdf, doc, docx, images and plain text. Maximum size: {size}.',
  uploaderNameLabel: 'Name',
  uploaderNamePlaceholder: 'File name',
  uploaderFileTypes: 'You can only upload pdf, doc, docx, image and plain text files.',
  uploaderTooLarge: '%{file} exceeds the maximum size of {size}.',
  uploaderProgressLabel: 'Upload progress',
  uploaderUploaded: 'Uploaded',
  uploaderNetworkError: 'Could not reach the server to upload the file.',
  uploaderBadResponse: 'The server did not return the address of the uploaded file.',
  uploaderListLabel: 'Uploaded files',
  uploaderRemoveLabel: 'Remove {name}',
  uploaderRemove: 'Remove',
  uploaderClose: 'Close',
  uploaderLoadFailed: 'The file uploader could not be loaded.',
  richTextLoading: 'Loading...',
  richTextLoadFailed: 'The editor could not be loaded; you can write the HTML directly.',
  imageUploadFailed: 'The image could not be uploaded.',
};

export const widgetMessages: Readonly<Record<'es' | 'en', WidgetMessages>> = { es, en };

/** The widget texts for a locale such as `es` or `es-EC`; Spanish unless the language is English. */
export function getWidgetMessages(locale: string): WidgetMessages {
  return locale.toLowerCase().split('-')[0] === 'en' ? widgetMessages.en : widgetMessages.es;
}

/** True when the app's locale is English (Uppy and CKEditor then keep their own English texts). */
export function isEnglishLocale(locale: string): boolean {
  return locale.toLowerCase().split('-')[0] === 'en';
}
