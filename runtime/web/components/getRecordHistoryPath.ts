import { fillTemplate } from '../../shared/index.js';

/**
 * The history page of one record: `app.recordHistoryRoute` (`/history/{entity}/{recordId}`) filled in; null when
 * the app has no history route or the record has no id yet.
 */
export function getRecordHistoryPath(route: string | null | undefined, entity: string, recordId: unknown): string | null {
  if (!route || recordId === null || recordId === undefined || recordId === '') return null;
  if (typeof recordId !== 'string' && typeof recordId !== 'number') return null;
  try {
    return fillTemplate(route, { entity, recordId: String(recordId) });
  } catch {
    // A route naming other placeholders cannot be filled from a record page.
    return null;
  }
}
