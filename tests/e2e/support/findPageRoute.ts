import { routes } from '../../../generated/index.js';
import { findPageRoute as findRoute } from '../../../runtime/web/context/getAccess.js';

export type PageRoute = (typeof routes)[number];

/** This site's generated page route for a concrete path, e.g. `/lessons/{category}` for `/lessons/abc` (the web app's own rule). */
export function findPageRoute(path: string): PageRoute | undefined {
  return findRoute(routes, path) ?? undefined;
}
