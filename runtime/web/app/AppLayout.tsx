import { NavLink, Outlet, useLocation } from 'react-router';
import { useAdmin } from '../context/index.js';
import { getActiveMenuEntry } from './getActiveMenuEntry.js';

/** The shell around every page: the app title, the sidebar menu from `app.menu`, the current section and the page. */
export function AppLayout() {
  const { app, messages } = useAdmin();
  const { pathname } = useLocation();
  const section = getActiveMenuEntry(app.menu, pathname);
  return (
    <div className="layout">
      <aside className="sidebar">
        <div className="sidebar-brand">{app.title}</div>
        <nav aria-label={messages.mainMenu}>
          <ul className="sidebar-menu">
            {app.menu.map((entry) => (
              <li key={entry.route}>
                <NavLink to={entry.route} className={({ isActive }) => (isActive ? 'sidebar-link sidebar-link--active' : 'sidebar-link')}>
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <span className="topbar-title">{section ? section.label : app.title}</span>
        </header>
        <main className="content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
