import { Link } from 'react-router';
import { useAdmin } from '../context/index.js';

/** The Spanish page for a route the user's roles do not open (a direct visit or an old link). */
export function NotPermittedPage() {
  const { app, messages } = useAdmin();
  return (
    <section className="page page--message">
      <title>{`${messages.notPermittedTitle} · ${app.title}`}</title>
      <h1 className="page-title">{messages.notPermittedTitle}</h1>
      <p>{messages.notPermittedText}</p>
      <Link className="button button--primary" to="/">
        {messages.backHome}
      </Link>
    </section>
  );
}
