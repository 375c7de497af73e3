/** `/authors/{_id}` → `/authors/:_id` (Fastify's parameter syntax). */
export function toRoutePath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}
