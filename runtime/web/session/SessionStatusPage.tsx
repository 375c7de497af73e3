import { useMessages } from '../context/index.js';
import type { UseSessionResult } from './useSession.js';

export interface SessionStatusPageProps {
  readonly session: UseSessionResult;
}

/** What stands in for the app while the session is read ('Cargando...') or could not be read (a retry button). */
export function SessionStatusPage({ session }: SessionStatusPageProps) {
  const messages = useMessages();
  if (session.status !== 'error') {
    return (
      <p className="page-status session-status" role="status">
        {messages.loading}
      </p>
    );
  }
  return (
    <section className="page page--message" role="alert">
      <h1 className="page-title">{messages.sessionLoadFailed}</h1>
      {session.error ? <p>{session.error.message}</p> : null}
      <button type="button" className="button button--primary" onClick={session.retry}>
        {messages.retry}
      </button>
    </section>
  );
}
