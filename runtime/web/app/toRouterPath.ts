/** Turns a page route template (`/authors/{_id}/edit`) into a react-router path (`/authors/:_id/edit`). */
export function toRouterPath(template: string): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}
