import type { GridDefinition } from '../../shared/index.js';
import { getGridSearchPrefix } from './getGridSearchState.js';
import { GridSection } from './GridSection.js';

export interface GridPageProps {
  /** The page title (the first grid's). */
  readonly title: string;
  /** The grids of the page, in order; several when grids share a page. */
  readonly grids: readonly GridDefinition[];
}

/**
 * A grid route: each grid under its own heading (the first one's is the page's h1). Grids sharing a page
 * sit side by side when there is room and keep their URL state under their own prefix.
 */
export function GridPage({ title, grids }: GridPageProps) {
  return (
    <div className={grids.length > 1 ? 'page page--shared' : 'page'}>
      {grids.map((grid, index) => (
        <GridSection
          key={`${grid.entity}.${grid.name}`}
          grid={grid}
          title={index === 0 ? title : grid.title}
          level={index === 0 ? 1 : 2}
          prefix={getGridSearchPrefix(grid, grids.length)}
        />
      ))}
    </div>
  );
}
