import { useAdmin } from '../context/index.js';
import { LazyFormPage } from '../forms/index.js';
import { GridPage } from '../grid/index.js';
import { ViewPage } from '../views/index.js';
import type { PageDefinition } from './getPageDefinition.js';

export interface EntityPageProps {
  readonly page: PageDefinition;
}

/** Draws a route's page by kind, with the document title set to the page's. */
export function EntityPage({ page }: EntityPageProps) {
  const { app } = useAdmin();
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
