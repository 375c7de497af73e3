import type { ActionDefinition, ActionKind } from '../../shared/index.js';
import type { Messages } from '../i18n/index.js';

type NoticeKey = 'noticeSaved' | 'noticeDeleted' | 'noticeMoved' | 'noticeCreated' | 'noticeTransition' | 'noticeAssigned' | 'noticeUnassigned';

const NOTICE_BY_KIND: Partial<Record<ActionKind, NoticeKey>> = {
  delete: 'noticeDeleted',
  move: 'noticeMoved',
  insert: 'noticeCreated',
  inlineEdit: 'noticeSaved',
  transition: 'noticeTransition',
  assign: 'noticeAssigned',
  unassign: 'noticeUnassigned',
};

/** The notice after an action succeeds: its declared `success` text, else the catalog's for its kind. */
export function getSuccessNotice(action: ActionDefinition, messages: Pick<Messages, NoticeKey>): string {
  return action.success ?? messages[NOTICE_BY_KIND[action.kind] ?? 'noticeSaved'];
}

/** A move the server refused as a no-op (`{ moved: false, message }`): its message, else null. */
export function getUnmovedMessage(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { moved, message } = answer as { moved?: unknown; message?: unknown };
  return moved === false && typeof message === 'string' ? message : null;
}
