import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAdmin } from '../context/index.js';
import { getActiveMenuEntry } from './getActiveMenuEntry.js';

/**
 * The shell around every page: the app title, the sidebar menu from `app.menu` (scrolling on its own when
 * long, the entry of the current section highlighted, nested pages included), the section and the page.
 */
export function AppLayout() {
  const { app, messages } = useAdmin();
  const { pathname } = useLocation();
  const section = getActiveMenuEntry(app.menu, pathname);
  const activeLink = useRef<HTMLAnchorElement>(null);
  // A long menu scrolls on its own: bring the current section into view when it changes (jsdom has no scrollIntoView).
  useEffect(() => {
    activeLink.current?.scrollIntoView?.({ block: 'nearest' });
  }, [section]);
  return (
    <div className="layout">
      <aside className="sidebar">
        <div className="sidebar-brand">{app.title}</div>
        <nav className="sidebar-nav" aria-label={messages.mainMenu}>
          <ul className="sidebar-menu">
            {app.menu.map((entry) => {
              const active = entry === section;
              return (
                <li key={entry.route}>
                  <Link
                    ref={active ? activeLink : undefined}
                    to={entry.route}
                    className={active ? 'sidebar-link sidebar-link--active' : 'sidebar-link'}
                    aria-current={active ? 'page' : undefined}
                  >
                    {entry.label}
                  </Link>
                </li>
              );
            })}
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
