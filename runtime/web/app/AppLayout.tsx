import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAdmin } from '../context/index.js';
import { getErrorText } from '../api/index.js';
import { NoticeProvider } from '../notice/index.js';
import { useLogout, useSession } from '../session/index.js';
import { getActiveMenuEntry } from './getActiveMenuEntry.js';

/**
 * The shell around every page: the app title, the sidebar menu from `app.menu` (scrolling on its own when
 * long, the entry of the current section highlighted, nested pages included), the section, the signed-in
 * administrator's email with 'Cerrar sesión', and the page.
 */
export function AppLayout() {
  const { app, messages } = useAdmin();
  const { pathname } = useLocation();
  const { user } = useSession();
  const { logout, isPending: isLoggingOut, error: logoutError } = useLogout();
  const section = getActiveMenuEntry(app.menu, pathname);
  const activeLink = useRef<HTMLAnchorElement>(null);
  // Below 768 px the menu hides behind a button (styles.css); following a link closes it again.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  // A long menu scrolls on its own: bring the current section into view when it changes (jsdom has no scrollIntoView).
  // Only when it is out of the menu's view: Chromium's scrollIntoView also moves where the next Tab starts, which
  // would skip the skip link.
  useEffect(() => {
    const link = activeLink.current;
    const menu = link?.closest('nav');
    if (!link || !menu) return;
    const box = link.getBoundingClientRect();
    const view = menu.getBoundingClientRect();
    if (box.top < view.top || box.bottom > view.bottom) link.scrollIntoView?.({ block: 'nearest' });
  }, [section]);
  return (
    <NoticeProvider>
    <div className={menuOpen ? 'layout layout--menu-open' : 'layout'}>
      <a className="skip-link" href="#content">
        {messages.skipToContent}
      </a>
      <aside className="sidebar">
        <div className="sidebar-brand">
          {app.title}
          <button
            type="button"
            className="button button--small sidebar-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {messages.menuButton}
          </button>
        </div>
        <nav id="main-menu" className="sidebar-nav" aria-label={messages.mainMenu}>
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
                    // The current page's own link changes no path, and closes the menu all the same.
                    onClick={() => setMenuOpen(false)}
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
          {user ? (
            <div className="topbar-user">
              {logoutError ? (
                <span className="topbar-error" role="alert">
                  {getErrorText(logoutError, messages)}
                </span>
              ) : null}
              <span className="topbar-email">{user.email}</span>
              <button type="button" className="button button--small" disabled={isLoggingOut} onClick={logout}>
                {messages.logout}
              </button>
            </div>
          ) : null}
        </header>
        <main id="content" className="content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
    </NoticeProvider>
  );
}
