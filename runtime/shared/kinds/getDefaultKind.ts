import type { DefaultRule, FieldFacts } from './FieldFacts.js';

/** The kind with the lowest-ranked default rule that holds for the field; null when none does. */
export function getDefaultKind<Kind extends string>(kinds: Readonly<Record<Kind, { readonly default: DefaultRule | null }>>, field: FieldFacts): Kind | null {
  let best: { kind: Kind; rank: number } | null = null;
  for (const kind of Object.keys(kinds) as Kind[]) {
    const rule = kinds[kind].default;
    if (rule && (best === null || rule.rank < best.rank) && rule.when(field)) best = { kind, rank: rule.rank };
  }
  return best?.kind ?? null;
}
