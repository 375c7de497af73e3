/** Row links and actions drawn as buttons before the rest go into one 'Más acciones' menu, on a wide screen. */
export const INLINE_ROW_ACTIONS = 2;

/** The screen width up to which every row action goes into the menu, so the row's own columns keep the width. */
export const NARROW_GRID_QUERY = '(max-width: 640px)';

/**
 * How many of a row's `count` links and actions stay buttons: all when they fit (a menu of one saves nothing), else
 * INLINE_ROW_ACTIONS, none on a narrow screen as soon as there are two (one menu button is narrower than two).
 */
export function getInlineRowActionCount(count: number, narrow: boolean): number {
  if (narrow) return count <= 1 ? count : 0;
  return count <= INLINE_ROW_ACTIONS + 1 ? count : INLINE_ROW_ACTIONS;
}
