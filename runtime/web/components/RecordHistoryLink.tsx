import { Link } from 'react-router';
import { useAccess, useAdmin } from '../context/index.js';
import { getRecordHistoryPath } from './getRecordHistoryPath.js';

export interface RecordHistoryLinkProps {
  readonly entity: string;
  readonly recordId: unknown;
}

/** 'Historial': the audit log of one record, on view and edit pages when the app has `recordHistoryRoute` and the user may open it. */
export function RecordHistoryLink({ entity, recordId }: RecordHistoryLinkProps) {
  const { app, messages } = useAdmin();
  const access = useAccess();
  const path = getRecordHistoryPath(app.recordHistoryRoute, entity, recordId);
  if (!path || !access.canOpen(path)) return null;
  return (
    <Link className="button" to={path}>
      {messages.recordHistory}
    </Link>
  );
}
