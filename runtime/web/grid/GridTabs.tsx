import { Link } from 'react-router';
import type { GridTabsDefinition } from '../../shared/index.js';

export interface GridTabsProps {
  readonly tabs: GridTabsDefinition;
  /** The selected tab's URL value. */
  readonly selected: string | null;
  /** The search string that selects a tab. */
  readonly getSearch: (value: string) => string;
  /** Accessible name of the tab bar (the grid's title). */
  readonly label: string;
}

/** The tab bar above a split grid: one link per `tabs.options`, the selected one marked. */
export function GridTabs({ tabs, selected, getSearch, label }: GridTabsProps) {
  return (
    <div className="grid-tabs" role="tablist" aria-label={label}>
      {tabs.options.map((option) => {
        const isSelected = option.value === selected;
        return (
          <Link
            key={option.value}
            role="tab"
            aria-selected={isSelected}
            className={isSelected ? 'grid-tab grid-tab--selected' : 'grid-tab'}
            to={{ search: getSearch(option.value) }}
          >
            {option.label}
          </Link>
        );
      })}
    </div>
  );
}
