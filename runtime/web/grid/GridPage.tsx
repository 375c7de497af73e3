import type { GridDefinition } from '../../shared/index.js';
import { EntityGrid } from './EntityGrid.js';
import { useEntityGrid } from './useEntityGrid.js';

export interface GridPageProps {
  readonly grid: GridDefinition;
}

/** A grid route: the title and the grid, its state held by useEntityGrid. */
export function GridPage({ grid }: GridPageProps) {
  const state = useEntityGrid(grid);
  return (
    <section className="page">
      <header className="page-header">
        <h1 className="page-title">{grid.title}</h1>
      </header>
      <EntityGrid grid={grid} state={state} />
    </section>
  );
}
