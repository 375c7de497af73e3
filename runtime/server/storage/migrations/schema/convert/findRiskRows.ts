import { sql } from 'kysely';
import type { Database } from '../../../Database.js';
import type { Sql } from './sqlParts.js';

/** Rows at risk: how many, and the first few in `_id` order with a value each. */
export interface RiskRows {
  readonly count: number;
  readonly examples: readonly { readonly id: string; readonly value: unknown }[];
}

/** How many examples a risk shows. */
export const RISK_EXAMPLES = 5;

/**
 * One scan of the table: the rows meeting `condition` are gathered once (a materialized CTE, so the planner picks its
 * best join for them rather than an index walk meant for the first few), then counted, and the first few by `_id`
 * come back. Neither engine reads a row twice nor sends more than those.
 */
export async function findRiskRows(database: Database, table: string, condition: Sql, value: Sql, options: { readonly json?: boolean } = {}): Promise<RiskRows> {
  const result = await sql<{ id: string; value: unknown; total: number | string }>`with "at_risk" as materialized (select "_id" as id, ${value} as value from ${sql.table(table)} where ${condition})
    select id, value, (select count(*) from "at_risk") as total from "at_risk" order by id limit ${sql.lit(RISK_EXAMPLES)}`.execute(database.db);
  // JSON comes back as text from both engines (written differently): parsed, the examples are the same values.
  const read = (stored: unknown) => (options.json && typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored);
  return { count: Number(result.rows[0]?.total ?? 0), examples: result.rows.map((row) => ({ id: String(row.id), value: read(row.value) })) };
}

/**
 * Rows that share a combination of values with another row (rows with a null among them never clash): how many, and
 * the first few by `_id` with their values. One partitioned window over the table; what repeats is kept, counted and
 * its first few sent. `from`: the table as the values read it (a sequence backfill's numbered rows: getSequenceSource).
 */
export async function findDuplicateRows(database: Database, table: string, values: readonly { readonly name: string; readonly value: Sql }[], from: Sql = sql.table(table)): Promise<RiskRows> {
  const keys = values.map((entry, index) => sql`${entry.value} as ${sql.ref(`v${index}`)}`);
  const partition = sql.join(values.map((entry) => entry.value));
  const notNull = sql.join(
    values.map((entry) => sql`${entry.value} is not null`),
    sql` and `,
  );
  const names = sql.join(values.map((_, index) => sql.ref(`v${index}`)));
  const result = await sql<Record<string, unknown>>`with "repeated" as materialized (select id, ${names} from (
      select "_id" as id, ${sql.join(keys)}, count(*) over (partition by ${partition}) as repeats from ${from} where ${notNull}
    ) as "combinations" where repeats > 1)
    select id, ${names}, (select count(*) from "repeated") as total from "repeated" order by id limit ${sql.lit(RISK_EXAMPLES)}`.execute(database.db);
  return {
    count: Number(result.rows[0]?.total ?? 0),
    examples: result.rows.map((row) => ({ id: String(row.id), value: Object.fromEntries(values.map((entry, index) => [entry.name, row[`v${index}`]])) })),
  };
}
