import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AppDefinition, EntityDefinition, PageRoute } from '../../../runtime/shared/index.js';
import { AdminContext, AdminRoutes, createAdminApp, getSessionQueryKey } from '../../../runtime/web/index.js';
import type { SessionInfo, WebRegistryOverrides } from '../../../runtime/web/index.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { createFetchMock } from './createFetchMock.js';
import { createLocationProbe } from './createLocationProbe.js';
import type { FetchHandler } from './createFetchMock.js';
import { allEntities, getRoutes } from './fixtureRoutes.js';

export interface RenderAdminOptions {
  readonly registry?: WebRegistryOverrides;
  /** Replaces the fixture entities (to test a broken model); the routes follow them. */
  readonly entities?: readonly EntityDefinition[];
  /** Replaces the fixture app (a longer menu). */
  readonly app?: AppDefinition;
  /** Changes the routes derived from the entities (a shared page's own title). */
  readonly mapRoutes?: (routes: PageRoute[]) => PageRoute[];
  /**
   * The session the app starts with: signed in as TEST_SESSION by default (no GET /session is sent), null to
   * start signed out, 'fetch' to leave it to GET /session like a fresh page load.
   */
  readonly session?: SessionInfo | null | 'fetch';
  /** Answers the saved views' calls (`/api/views…`); default: no views, and any change refused. */
  readonly views?: FetchHandler;
}

/** No saved views: what a grid's views menu reads unless a test gives its own. */
const noViews: FetchHandler = (request) => (request.method === 'GET' ? { body: { data: [], defaultId: null } } : { status: 404, body: { error: 'No views here' } });

/** The session renderAdmin starts with unless told otherwise. */
export const TEST_SESSION: SessionInfo = { user: { id: 'u1', email: 'admin@example.com' }, csrfToken: 'test-csrf-token' };

/**
 * Renders the fixture app (tests/fixtures' entities and the web tests' own) at `url` the way <AdminApp>
 * does in memory, with a probe so tests can read the URL, and a query client that does not retry so failures
 * show at once.
 */
export function renderAdmin(url: string, handler: FetchHandler, options: RenderAdminOptions = {}) {
  const views = options.views ?? noViews;
  const fetchMock = createFetchMock((request) => (request.path === '/api/views' || request.path.startsWith('/api/views/') ? views(request) : handler(request)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const entities = options.entities ?? allEntities;
  const instance = createAdminApp({
    app: options.app ?? fixtureApp,
    entities,
    routes: options.mapRoutes ? options.mapRoutes(getRoutes(entities)) : getRoutes(entities),
    fetch: fetchMock.fetch,
    queryClient,
    ...(options.registry ? { registry: options.registry } : {}),
  });
  const session = options.session === undefined ? TEST_SESSION : options.session;
  if (session !== 'fetch') queryClient.setQueryData(getSessionQueryKey(), session);
  const probe = createLocationProbe();
  const user = userEvent.setup();
  const view = render(
    <AdminContext.Provider value={instance.context}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <probe.Probe />
          <AdminRoutes routes={instance.routeObjects} />
        </MemoryRouter>
      </QueryClientProvider>
    </AdminContext.Provider>,
  );
  return {
    ...view,
    user,
    /** The current URL. */
    location: probe.location,
    fetchMock,
    queryClient,
    /** The current URL's search parameters. */
    search: () => new URLSearchParams(probe.location().search),
    pathname: () => probe.location().pathname,
  };
}
