import { routes } from '../../../generated/index.js';

export type PageRoute = (typeof routes)[number];

/** The generated page route whose template matches a concrete path, e.g. `/lessons/{category}` for `/lessons/abc`. */
export function findPageRoute(path: string): PageRoute | undefined {
  return routes.find((route) => new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
}
