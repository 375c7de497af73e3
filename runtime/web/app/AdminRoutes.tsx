import { useRoutes, type RouteObject } from 'react-router';

export interface AdminRoutesProps {
  /** createAdminApp's routeObjects. */
  readonly routes: RouteObject[];
}

/** The page of the current location, inside <BrowserRouter> or <MemoryRouter>. */
export function AdminRoutes({ routes }: AdminRoutesProps) {
  return useRoutes(routes);
}
