/** Computed fields in an order where each comes after the computed fields it reads, or the first cycle found among them. */
export type ComputedOrder = { readonly order: readonly string[] } | { readonly cycle: readonly string[] };

/**
 * Orders computed fields by what they read (`reads`: field → the fields its expression names, computed or not): a
 * depth-first walk in declaration order, so a field's inputs are computed before it. A cycle is answered as the
 * path that closes it (`a → b → a` as ['a', 'b', 'a']).
 */
export function sortComputedFields(reads: ReadonlyMap<string, readonly string[]>): ComputedOrder {
  const order: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): readonly string[] | null => {
    if (done.has(name)) return null;
    const open = path.indexOf(name);
    if (open >= 0) return [...path.slice(open), name];
    path.push(name);
    for (const input of reads.get(name) ?? []) {
      if (!reads.has(input)) continue;
      const cycle = visit(input);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    order.push(name);
    return null;
  };
  for (const name of reads.keys()) {
    const cycle = visit(name);
    if (cycle) return { cycle };
  }
  return { order };
}
