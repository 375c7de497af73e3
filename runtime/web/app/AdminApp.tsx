import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { AdminContext } from '../context/index.js';
import { setDateLocale } from '../i18n/index.js';
import { AdminRoutes } from './AdminRoutes.js';
import { createAdminApp } from './createAdminApp.js';
import type { AdminAppOptions } from './createAdminApp.js';

export interface AdminAppProps extends AdminAppOptions {
  /** Start in memory at these URLs instead of the browser location (tests, previews). */
  readonly initialEntries?: readonly string[];
}

/** The whole admin: providers, router and pages, built once from the generated model. */
export function AdminApp(props: AdminAppProps) {
  const [instance] = useState(() => {
    setDateLocale(props.app.locale);
    return createAdminApp(props);
  });
  const routes = <AdminRoutes routes={instance.routeObjects} />;
  return (
    <StrictMode>
      <AdminContext.Provider value={instance.context}>
        <QueryClientProvider client={instance.queryClient}>
          {/* The declarative routers: the data router (loaders, actions, fetchers) is unused and weighs 14 kB of brotli. */}
          {props.initialEntries ? <MemoryRouter initialEntries={[...props.initialEntries]}>{routes}</MemoryRouter> : <BrowserRouter>{routes}</BrowserRouter>}
        </QueryClientProvider>
      </AdminContext.Provider>
    </StrictMode>
  );
}
