import { sql, type Transaction } from 'kysely';
import { parseDemoTemplate, type DemoPlaceholder } from '../../shared/demo/index.js';
import type { EntityDefinition } from '../../shared/index.js';
import type { EntityRegistry } from '../model/index.js';
import type { StoreDialect, StoreSchema } from '../storage/index.js';

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
  trx: Transaction<StoreSchema>,
  dialect: StoreDialect,
  entities: readonly EntityDefinition[],
  registry: EntityRegistry,
  refilled: ReadonlySet<string>,
): Promise<void> {
  for (const entity of entities) {
    for (const { field, aggregate } of getDemoAggregates(entity)) {
      if (!refilled.has(entity.entity) && !refilled.has(aggregate.entity)) continue;
      const source = registry.get(aggregate.entity);
      const summed = sql`sum(${sql.ref(`counted.${aggregate.value ?? '_id'}`)})`;
      const value =
        aggregate.kind === 'count' ? sql`count(*)` : dialect === 'postgres' ? sql`coalesce(round(${summed}::numeric, 2), 0)` : sql`coalesce(round(${summed}, 2), 0)`;
      await sql`update ${sql.table(entity.table)} set ${sql.ref(field)} = (select ${value} from ${sql.table(source.table)} as counted
        where ${sql.ref(`counted.${aggregate.field}`)} = ${sql.table(entity.table)}.${sql.ref(aggregate.own)})`.execute(trx);
    }
  }
}
