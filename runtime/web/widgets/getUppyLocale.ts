import type { Locale } from '@uppy/core/utils';
import en_US from '@uppy/locales/lib/en_US.js';
import es_ES from '@uppy/locales/lib/es_ES.js';
import { formatMessage } from '../i18n/formatMessage.js';
import { getSizeLabel } from './getSizeLabel.js';
import { getMessages, isEnglishLocale } from '../i18n/index.js';

// Keys Uppy 6's Dashboard and core use that the es_ES pack (5.2) does not translate yet, and wordings it gets wrong.
const spanishFixes: Locale['strings'] = {
  browseFiles: 'selecciona archivos',
  browseFolders: 'selecciona carpetas',
  dropHereOr: 'Suelta aquí o %{browse}',
  dataUploadedOfUnknown: '%{complete} de un total desconocido',
  failedToAddFiles: 'No se pudieron agregar los archivos',
  loadedXFiles: 'Se cargaron %{numFiles} archivos',
  aggregateExceedsSize: 'Seleccionaste %{size} en archivos, pero el máximo permitido es %{sizeAllowed}',
  pleaseWait: 'Espera, por favor',
  unnamed: 'Sin nombre',
};

/**
 * Uppy's texts for the app's locale: the es_ES pack (or en_US) with Uppy 6's missing keys, and the
 * restriction messages from the app's own messages (uploaderTooLarge, uploaderFileTypes), the size limit shown as '4MB' rather than Uppy's binary '3.8 MB'.
 */
export function getUppyLocale(locale: string, maxBytes: number): Locale {
  const english = isEnglishLocale(locale);
  const texts = getMessages(locale);
  const base = english ? en_US : es_ES;
  const size = getSizeLabel(maxBytes);
  return {
    pluralize: base.pluralize,
    strings: {
      ...base.strings,
      ...(english ? {} : spanishFixes),
      exceedsSize: formatMessage(texts.uploaderTooLarge, { size }),
      youCanOnlyUploadFileTypes: texts.uploaderFileTypes,
    },
  };
}
