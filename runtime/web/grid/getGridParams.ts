import type { GridDefinition } from '../../shared/index.js';

/** The route params a grid declares (`grid.params`), picked from the router's; a missing one is left out. */
export function getGridParams(
  grid: GridDefinition,
  routeParams: Readonly<Record<string, string | undefined>>,
): Readonly<Record<string, string>> {
  const params: Record<string, string> = {};
  for (const name of grid.params) {
    const value = routeParams[name];
    if (value !== undefined) params[name] = value;
  }
  return params;
}
