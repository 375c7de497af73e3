import { useAdmin } from '../context/index.js';

export interface RouteErrorPageProps {
  /** What the page threw. */
  readonly error: unknown;
}

/** What a page shows when it throws while rendering (an unknown registry name, a broken route): the message, in place. */
export function RouteErrorPage({ error }: RouteErrorPageProps) {
  const { messages } = useAdmin();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <section className="page page--message" role="alert">
      <h1 className="page-title">{messages.unexpectedError}</h1>
      <pre className="route-error-detail">{detail}</pre>
    </section>
  );
}
