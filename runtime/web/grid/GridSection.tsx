import { useId } from 'react';
import type { GridDefinition } from '../../shared/index.js';
import { EntityGrid } from './EntityGrid.js';
import { GridColumnChooser } from './GridColumnChooser.js';
import { GridHiddenFilters } from './GridHiddenFilters.js';
import { getHiddenFilters } from './getHiddenFilters.js';
import { GridViewsMenu } from './GridViewsMenu.js';
import { useEntityGrid } from './useEntityGrid.js';
import { useSavedViews } from './useSavedViews.js';

export interface GridSectionProps {
  readonly grid: GridDefinition;
  /** The heading text: the page title for the first grid, the grid's title for the others. */
  readonly title: string;
  /** 1 for the page's first grid (its heading is the page's), 2 for the grids after it. */
  readonly level: 1 | 2;
  /** Prefix of the grid's search parameters. */
  readonly prefix: string;
}

/** One grid of a page under its heading, its state held by useEntityGrid, its saved views and columns by useSavedViews. */
export function GridSection({ grid, title, level, prefix }: GridSectionProps) {
  // Saved views and the column chooser: the page size the list reads, the columns drawn (and exported).
  const views = useSavedViews(grid, prefix);
  const state = useEntityGrid(views.listGrid, { prefix });
  const headingId = useId();
  // A filter typed before its column was hidden still narrows the list: said, not silently kept.
  const hidden = getHiddenFilters(grid, views.shownGrid.columns.map((column) => column.field), state.filters);
  const clearHidden = () => state.clearFilters(hidden.map((column) => column.field));
  // Shown after the columns already shown, in the order the user gave them.
  const showHidden = () =>
    views.setColumns((current) => {
      const shown = current ?? grid.columns.map((column) => column.field);
      return [...shown, ...hidden.map((column) => column.field).filter((field) => !shown.includes(field))];
    });
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="grid-section" aria-labelledby={headingId}>
      <header className="page-header">
        <Heading id={headingId} className={level === 1 ? 'page-title' : 'page-title page-title--section'}>
          {title}
        </Heading>
      </header>
      <EntityGrid
        grid={views.shownGrid}
        state={state}
        exportColumns={views.state.columns}
        notice={<GridHiddenFilters columns={hidden} onClear={clearHidden} onShow={showHidden} />}
        tools={
          <>
            <GridColumnChooser grid={grid} columns={views.state.columns} onChange={views.setColumns} />
            <GridViewsMenu views={views} />
          </>
        }
      />
    </section>
  );
}
