import type { GridDefinition } from '../../shared/index.js';
import { getGridSearchPrefix } from './getGridSearchState.js';
import { GridSection } from './GridSection.js';

export interface GridPageProps {
  /** The page title: the grid's, or for a shared page its own (app.json `pages`) or the first grid's. */
  readonly title: string;
  /** The grids of the page, in order; several when grids share a page. */
  readonly grids: readonly GridDefinition[];
}

/**
 * A grid route: each grid under its own heading. When the page title is the first grid's title, that
 * heading is the page's h1; a shared page with a title of its own draws it as the h1 above h2 grid
 * headings. Grids sharing a page sit side by side when there is room and keep their URL state under
 * their own prefix.
 */
export function GridPage({ title, grids }: GridPageProps) {
  const ownTitle = grids[0]?.title !== title;
  const sections = grids.map((grid, index) => {
    const isPageHeading = index === 0 && !ownTitle;
    return (
      <GridSection
        key={`${grid.entity}.${grid.name}`}
        grid={grid}
        title={isPageHeading ? title : grid.title}
        level={isPageHeading ? 1 : 2}
        prefix={getGridSearchPrefix(grid, grids)}
      />
    );
  });
  if (grids.length <= 1 && !ownTitle) return <div className="page">{sections}</div>;
  return (
    <div className="page">
      {ownTitle ? (
        <header className="page-header">
          <h1 className="page-title">{title}</h1>
        </header>
      ) : null}
      <div className={grids.length > 1 ? 'page-grids page-grids--shared' : 'page-grids'}>{sections}</div>
    </div>
  );
}
