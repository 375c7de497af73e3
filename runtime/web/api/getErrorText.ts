import type { Messages } from '../i18n/index.js';
import { NetworkError } from './NetworkError.js';

/** What a page shows for a failed request: the network sentence as it is, anything else after 'Ha ocurrido un error: '. */
export function getErrorText(error: Error, messages: Pick<Messages, 'errorPrefix'>): string {
  return error instanceof NetworkError ? error.message : messages.errorPrefix + error.message;
}
