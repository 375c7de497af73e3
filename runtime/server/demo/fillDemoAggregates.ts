import { parseDemoTemplate, type DemoPlaceholder } from '../../shared/demo/index.js';
import type { EntityDefinition } from '../../shared/index.js';
import type { EntityRegistry } from '../model/index.js';
import type { StoreTransaction } from '../storage/index.js';

type Aggregate = Extract<DemoPlaceholder, { kind: 'count' | 'sum' }>;

/** The demo fields whose template is one `{count:…}` or `{sum:…}`, with it parsed. */
function getDemoAggregates(entity: EntityDefinition): { field: string; aggregate: Aggregate }[] {
  return Object.entries(entity.demo?.fields ?? {}).flatMap(([field, template]) => {
    const { parts } = parseDemoTemplate(template);
    const [only] = parts;
    return parts.length === 1 && typeof only === 'object' && (only.kind === 'count' || only.kind === 'sum') ? [{ field, aggregate: only }] : [];
  });
}

/**
 * Sets each `{count:…}` and `{sum:…}` demo field with one UPDATE the database computes over the finished rows (a count of
 * the rows linked to each row, a total of its lines' prices), for the entities whose rows or whose
 * counted rows this seed wrote. Sums are rounded to cents, as a created row's `{sum:…}` is.
 */
export async function fillDemoAggregates(
  tx: StoreTransaction,
  entities: readonly EntityDefinition[],
  registry: EntityRegistry,
  refilled: ReadonlySet<string>,
): Promise<void> {
  for (const entity of entities) {
    for (const { field, aggregate } of getDemoAggregates(entity)) {
      if (!refilled.has(entity.entity) && !refilled.has(aggregate.entity)) continue;
      const source = registry.get(aggregate.entity);
      await tx.setAggregate(entity, field, { kind: aggregate.kind, source, field: aggregate.field, own: aggregate.own, value: aggregate.value ?? null });
    }
  }
}
