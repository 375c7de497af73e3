import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { AdminContext } from '../context/index.js';
import { setDateLocale } from '../i18n/index.js';
import { createAdminApp } from './createAdminApp.js';
import type { AdminAppOptions } from './createAdminApp.js';

export interface AdminAppProps extends AdminAppOptions {
  /** Start in memory at these URLs instead of the browser location (tests, previews). */
  readonly initialEntries?: readonly string[];
}

/** The whole admin: providers, router and pages, built once from the generated model. */
export function AdminApp(props: AdminAppProps) {
  const [{ instance, router }] = useState(() => {
    const created = createAdminApp(props);
    setDateLocale(props.app.locale);
    const router = props.initialEntries
      ? createMemoryRouter(created.routeObjects, { initialEntries: [...props.initialEntries] })
      : createBrowserRouter(created.routeObjects);
    return { instance: created, router };
  });
  return (
    <StrictMode>
      <AdminContext.Provider value={instance.context}>
        <QueryClientProvider client={instance.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AdminContext.Provider>
    </StrictMode>
  );
}
