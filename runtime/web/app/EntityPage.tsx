import { useMemo } from 'react';
import type { PageRoute } from '../../shared/index.js';
import { useAccess, useAdmin } from '../context/index.js';
import { LazyFormPage } from '../forms/index.js';
import { GridPage } from '../grid/index.js';
import { ViewPage } from '../views/index.js';
import { getPageDefinition } from './getPageDefinition.js';
import { NotPermittedPage } from './NotPermittedPage.js';

export interface EntityPageProps {
  readonly route: PageRoute;
}

/** Draws a route's page by kind with the parts the user may see (none: 'No permitido'), the document title set to the page's. */
export function EntityPage({ route }: EntityPageProps) {
  const { app, entities } = useAdmin();
  const access = useAccess();
  const page = useMemo(() => {
    const parts = access.getShownParts(route);
    return parts.length === 0 ? null : getPageDefinition(entities, parts === route.parts ? route : { ...route, parts });
  }, [access, route, entities]);
  if (!page) return <NotPermittedPage />;
  return (
    <>
      <title>{`${page.title} · ${app.title}`}</title>
      {page.kind === 'grid' ? (
        <GridPage title={page.title} grids={page.grids.map((part) => part.grid)} />
      ) : page.kind === 'form' ? (
        <LazyFormPage form={page.form} />
      ) : (
        <ViewPage view={page.view} />
      )}
    </>
  );
}
