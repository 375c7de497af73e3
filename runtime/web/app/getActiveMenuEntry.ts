import type { MenuEntry } from '../../shared/index.js';

/**
 * The menu entry a path belongs to: the longest entry route (without its `?query`) that is the path or a
 * parent of it, so `/contents/abc` highlights Contenidos and only one entry is ever active.
 */
export function getActiveMenuEntry(menu: readonly MenuEntry[], pathname: string): MenuEntry | null {
  let best: MenuEntry | null = null;
  let bestLength = -1;
  for (const entry of menu) {
    const route = (entry.route.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
    const matches = pathname === route || pathname.startsWith(`${route}/`) || (route === '' && pathname === '/');
    if (matches && route.length > bestLength) {
      best = entry;
      bestLength = route.length;
    }
  }
  return best;
}
