import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { AppDefinition, EntityDefinition, FormValidatorsSource, PageRoute } from '../../shared/index.js';
import { createApiClient } from '../api/index.js';
import type { AdminContextValue } from '../context/index.js';
import { getMessages } from '../i18n/index.js';
import { getDefaultRegistry } from './getDefaultRegistry.js';
import type { WebRegistryOverrides } from '../registry/index.js';
import { AccessProvider } from './AccessProvider.js';
import { AppLayout } from './AppLayout.js';
import { EntityPage } from './EntityPage.js';
import { getPageDefinition } from './getPageDefinition.js';
import { HomeRedirect } from './HomeRedirect.js';
import { NotFoundPage } from './NotFoundPage.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { getSessionQueryKey, LoginRoute, SessionGate } from '../session/index.js';
import type { SessionInfo } from '../session/index.js';
import { toRouterPath } from './toRouterPath.js';

export interface AdminAppOptions {
  /** What generated/index.ts exports. */
  readonly app: AppDefinition;
  readonly entities: readonly EntityDefinition[];
  readonly routes: readonly PageRoute[];
  /**
   * What generated/validators/index.ts exports, or a function importing it (loaded with the first form): forms
   * validate without eval (CSP). Without it ajv compiles at runtime.
   */
  readonly formValidators?: FormValidatorsSource;
  /** Replacements for built-in cells, filters or action kinds. */
  readonly registry?: WebRegistryOverrides;
  /** Defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** Defaults to a client that retries a failed read once and does not refetch on window focus. */
  readonly queryClient?: QueryClient;
}

export interface AdminAppInstance {
  readonly context: AdminContextValue;
  /**
   * `/login`, and one layout route behind the session gate holding every page route, the `/` redirect and the 404;
   * each route's element catches what it throws (RouteErrorBoundary), so they suit <AdminRoutes> in any router.
   */
  readonly routeObjects: RouteObject[];
  readonly queryClient: QueryClient;
}

/** Builds the runtime from the generated model: context, route table and query client. Unknown route targets throw here. */
export function createAdminApp(options: AdminAppOptions): AdminAppInstance {
  const entities = new Map(options.entities.map((entity) => [entity.entity, entity]));
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } } });
  const sessionKey = getSessionQueryKey();
  const context: AdminContextValue = {
    app: options.app,
    entities,
    routes: options.routes,
    apiClient: createApiClient({
      apiBase: options.app.apiBase,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      // The session query is the token holder: login and GET /session fill it, logout and a 401 empty it.
      getCsrfToken: () => queryClient.getQueryData<SessionInfo | null>(sessionKey)?.csrfToken ?? null,
      onUnauthorized: () => queryClient.setQueryData(sessionKey, null),
      networkErrorMessage: getMessages(options.app.locale).networkError,
    }),
    messages: getMessages(options.app.locale),
    registry: getDefaultRegistry(options.registry),
    ...(options.formValidators ? { formValidators: options.formValidators } : {}),
  };
  // Every route's target is resolved once here, so a route naming nothing throws at start-up rather than on its page.
  for (const route of options.routes) getPageDefinition(entities, route);
  const pageRoutes: RouteObject[] = options.routes.map((route) => ({
    path: toRouterPath(route.path),
    // The key makes two routes of the same kind separate component trees, so no state leaks between pages.
    element: (
      <RouteErrorBoundary key={route.path}>
        <EntityPage route={route} />
      </RouteErrorBoundary>
    ),
  }));
  const routeObjects: RouteObject[] = [
    {
      path: '/login',
      element: (
        <RouteErrorBoundary>
          <LoginRoute />
        </RouteErrorBoundary>
      ),
    },
    {
      path: '/',
      element: (
        <RouteErrorBoundary>
          <SessionGate>
            <AccessProvider>
              <AppLayout />
            </AccessProvider>
          </SessionGate>
        </RouteErrorBoundary>
      ),
      children: [{ index: true, element: <HomeRedirect /> }, ...pageRoutes, { path: '*', element: <NotFoundPage /> }],
    },
  ];
  return { context, routeObjects, queryClient };
}
