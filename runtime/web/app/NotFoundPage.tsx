import { Link } from 'react-router';
import { useAdmin } from '../context/index.js';

/** The Spanish 404 page for any path no route claims. */
export function NotFoundPage() {
  const { app, messages } = useAdmin();
  return (
    <section className="page page--message">
      <title>{`${messages.notFoundTitle} · ${app.title}`}</title>
      <h1 className="page-title">{messages.notFoundTitle}</h1>
      <p>{messages.notFoundText}</p>
      <Link className="button button--primary" to="/">
        {messages.backHome}
      </Link>
    </section>
  );
}
