import { actionKinds, type ActionDefinition } from '../../shared/index.js';
import type { Messages } from '../i18n/index.js';

/** The catalog keys the action kinds' descriptors name as their notices; a key missing from the catalog fails tsc. */
type NoticeKey = NonNullable<(typeof actionKinds)[keyof typeof actionKinds]['notice']> | 'noticeSaved';

/** The notice after an action succeeds: its declared `success` text, else the catalog's for its kind (actionKinds' notice). */
export function getSuccessNotice(action: ActionDefinition, messages: Pick<Messages, NoticeKey>): string {
  return action.success ?? messages[actionKinds[action.kind].notice ?? 'noticeSaved'];
}

/** A move the server refused as a no-op (`{ moved: false, message }`): its message, else null. */
export function getUnmovedMessage(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { moved, message } = answer as { moved?: unknown; message?: unknown };
  return moved === false && typeof message === 'string' ? message : null;
}
