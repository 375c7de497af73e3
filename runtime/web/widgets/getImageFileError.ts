import { formatFileSize } from '../i18n/formatFileSize.js';
import { formatMessage } from '../i18n/formatMessage.js';
import type { Messages } from '../i18n/index.js';

/** Why a chosen file cannot be an image field's value, in the app's language ('pesa 5,2 MB; el máximo es 3,8 MB'); null when it can. */
export function getImageFileError(
  file: { readonly name: string; readonly type: string; readonly size: number },
  maxBytes: number,
  locale: string,
  messages: Pick<Messages, 'imageWrongType' | 'imageTooLarge'>,
): string | null {
  if (!file.type.startsWith('image/')) return formatMessage(messages.imageWrongType, { name: file.name });
  if (file.size > maxBytes) return formatMessage(messages.imageTooLarge, { name: file.name, size: formatFileSize(file.size, locale), max: formatFileSize(maxBytes, locale) });
  return null;
}
