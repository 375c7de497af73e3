import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useAdmin } from '../context/index.js';
import { NotFoundPage } from './NotFoundPage.js';

/** What a page shows when it throws while rendering (an unknown registry name, a broken route): the message, in place. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { messages } = useAdmin();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
  return (
    <section className="page page--message" role="alert">
      <h1 className="page-title">{messages.unexpectedError}</h1>
      <pre className="route-error-detail">{detail}</pre>
    </section>
  );
}
