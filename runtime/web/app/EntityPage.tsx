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
  const title = page.kind === 'grid' ? page.grid.title : page.kind === 'form' ? page.form.title : page.view.title;
  return (
    <>
      <title>{`${title} · ${app.title}`}</title>
      {page.kind === 'grid' ? <GridPage grid={page.grid} /> : page.kind === 'form' ? <LazyFormPage form={page.form} /> : <ViewPage view={page.view} />}
    </>
  );
}
