import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { GridTabOption } from './useEntityGrid.js';

export interface GridTabsProps {
  /** The tab bar (useEntityGrid's `tabs`: the declared tabs, and Otros when some rows are in none of them). */
  readonly tabs: readonly GridTabOption[];
  /** The selected tab's URL value. */
  readonly selected: string | null;
  /** The search string that selects a tab. */
  readonly getSearch: (value: string) => string;
  /** Accessible name of the tab bar (the grid's title). */
  readonly label: string;
  /** The selected tab's content: the grid. */
  readonly children: ReactNode;
}

// The keys of the ARIA tabs pattern and where each moves from tab `index` of `count`.
const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The tab bar above a split grid, after the ARIA tabs pattern: one link per tab (role="tab"), the
 * selected one the only Tab stop; Left/Right/Home/End select and focus another tab; the grid is the tabpanel.
 */
export function GridTabs({ tabs, selected, getSearch, label, children }: GridTabsProps) {
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const navigate = useNavigate();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const options = tabs;
  const selectedIndex = Math.max(0, options.findIndex((option) => option.value === selected));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const from = tabRefs.current.findIndex((tab) => tab === event.target);
    if (!move || from < 0) return;
    event.preventDefault();
    const to = move(from, options.length);
    void navigate({ search: getSearch(options[to]!.value) });
    tabRefs.current[to]?.focus();
  };

  return (
    <>
      <div className="grid-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {options.map((option, index) => {
          const isSelected = index === selectedIndex;
          return (
            <Link
              key={option.value}
              ref={(tab) => {
                tabRefs.current[index] = tab;
              }}
              id={`${baseId}-tab-${index}`}
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? 'grid-tab grid-tab--selected' : 'grid-tab'}
              to={{ search: getSearch(option.value) }}
            >
              {option.label}
            </Link>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${baseId}-tab-${selectedIndex}`}>
        {children}
      </div>
    </>
  );
}
