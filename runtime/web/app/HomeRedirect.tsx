import { Navigate } from 'react-router';
import { useAdmin } from '../context/index.js';

/** `/` opens the first menu entry; an app without a menu shows its title. */
export function HomeRedirect() {
  const { app } = useAdmin();
  const first = app.menu[0];
  if (first) return <Navigate to={first.route} replace />;
  return (
    <section className="page">
      <h1 className="page-title">{app.title}</h1>
    </section>
  );
}
