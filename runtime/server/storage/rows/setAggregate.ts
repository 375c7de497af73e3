import { sql, type Transaction } from 'kysely';
import type { EntityDefinition } from '../../../shared/index.js';
import type { StoreSchema } from '../Database.js';
import type { StoreEngine } from '../StoreEngine.js';

/** A field computed over other rows: how many point at the row, or the total of one of their fields. */
export interface Aggregate {
  readonly kind: 'count' | 'sum';
  /** The entity whose rows are counted or summed. */
  readonly source: EntityDefinition;
  /** The source's field holding the row's `own` value. */
  readonly field: string;
  readonly own: string;
  /** The summed field (a count counts rows). */
  readonly value: string | null;
}

/** Sets `field` of every row to its aggregate with one UPDATE the database computes; sums rounded to cents. */
export async function setAggregate(trx: Transaction<StoreSchema>, engine: StoreEngine, entity: EntityDefinition, field: string, aggregate: Aggregate): Promise<void> {
  const summed = sql`sum(${sql.ref(`counted.${aggregate.value ?? '_id'}`)})`;
  const value = aggregate.kind === 'count' ? sql`count(*)` : engine.roundCents(summed);
  await sql`update ${sql.table(entity.table)} set ${sql.ref(field)} = (select ${value} from ${sql.table(aggregate.source.table)} as counted
        where ${sql.ref(`counted.${aggregate.field}`)} = ${sql.table(entity.table)}.${sql.ref(aggregate.own)})`.execute(trx);
}
