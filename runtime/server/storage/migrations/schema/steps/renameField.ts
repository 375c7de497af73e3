// A field renamed: its column is renamed in place on both engines, so every value stays; its folded key column
// follows, and what was built on it: keys and indexes (renamed on PostgreSQL, rebuilt by the converge on SQLite), its
// link table, its value counts (renamed, not recounted), the search table (rebuilt by the converge when it holds the
// field) and the audit log's changes of that entity (shown under the new name).
import { sql } from 'kysely';
import { messages } from '../../../../messages.js';
import { getFoldColumn } from '../../../lists/getListStorage.js';
import { dropSearchTable, getSearchTable } from '../../migrateListStorage.js';
import { SYSTEM_TABLES } from '../../migrateSystemTables.js';
import { getValueCountTriggerNames } from '../../migrateValueCounts.js';
import type { Database } from '../../../Database.js';
import type { StepHandler } from '../MigrationPlan.js';
import { countRows, countValues, dropTrigger, hasTable, quoteName, readColumns } from '../readCatalog.js';
import { renameLinkTable } from '../renameLinkTable.js';
import { renamePostgresNames } from '../renamePostgresNames.js';
import { renameCountRows, restoreCountTriggers } from '../restoreCountTriggers.js';

export const renameField: StepHandler<'renameField'> = {
  async plan(step, { database, sources }) {
    const summary = `rename ${step.table}.${step.from} → ${step.to}`;
    const columns = await readColumns(database, step.table);
    if (!columns.has(step.from)) return { summary, rows: 0, risks: [], notes: [`column ${step.table}.${step.from} is not in the store: nothing to rename`] };
    const rows = await countRows(database, step.table);
    if (!columns.has(step.to)) return { summary, rows, risks: [], notes: ['every value is kept (a rename in place)'] };
    const source = sources.get(step.entity) ?? `schemas/${step.entity}.json`;
    const values = await countValues(database, step.table, step.to);
    const examples = await sql<{ id: string; value: unknown }>`select "_id" as id, ${sql.ref(step.to)} as value from ${sql.table(step.table)}
      where ${sql.ref(step.to)} is not null order by "_id" limit 3`.execute(database.db);
    return {
      summary,
      rows,
      risks: [
        {
          code: 'nameTaken',
          count: values,
          examples: examples.rows.map((row) => ({ id: String(row.id), value: row.value })),
          resolution: null,
          ...messages.migrationColumnTaken(step.entity, source, step.from, step.to, step.table, values),
          way: `give the field another name in ${source}, or drop column ${step.table}.${step.to} after checking its values (kept data of a removed field: admin-gen migrate apply --drop)`,
        },
      ],
      notes: [],
    };
  },

  async apply(step, { database }) {
    const { table, from, to } = step;
    const columns = await readColumns(database, table);
    if (from === to || !columns.has(from)) return;
    if (columns.has(to)) throw new Error(`renameField ${table}.${from} → ${to}: the column exists already`);
    // Triggers that name the field go first: its value counts, its link table's, the search table's when it holds the field.
    for (const trigger of getValueCountTriggerNames(database.dialect, table, from)) await dropTrigger(database, table, trigger);
    if ((await readColumns(database, getSearchTable(table))).has(getFoldColumn(from))) await dropSearchTable(database, table);
    await renameColumn(database, table, from, to);
    if (columns.has(getFoldColumn(from)) && !columns.has(getFoldColumn(to))) await renameColumn(database, table, getFoldColumn(from), getFoldColumn(to));
    await renameLinkTable(database, table, { table, field: from }, { table, field: to });
    await renamePostgresNames(database, table, { fromTable: table, column: { from, to } });
    await renameCountRows(database, { table, field: from }, { table, field: to });
    await restoreCountTriggers(database, table);
    if (await hasTable(database, SYSTEM_TABLES.auditLog)) await renameAuditKey(database, step.entity, from, to);
  },
};

async function renameColumn(database: Database, table: string, from: string, to: string): Promise<void> {
  await sql.raw(`alter table ${quoteName(table)} rename column ${quoteName(from)} to ${quoteName(to)}`).execute(database.db);
}

/** The entity's audit entries name the field by its new name in `changes` (its value moved, nothing else touched). */
async function renameAuditKey(database: Database, entity: string, from: string, to: string): Promise<void> {
  const audit = sql.table(SYSTEM_TABLES.auditLog);
  if (database.dialect === 'postgres') {
    await sql`update ${audit} set changes = (changes - ${from}::text) || jsonb_build_object(${to}::text, changes -> ${from}::text)
      where entity = ${entity} and jsonb_typeof(changes) = 'object' and jsonb_exists(changes, ${from}::text)`.execute(database.db);
    return;
  }
  const fromPath = `$.${JSON.stringify(from)}`;
  const toPath = `$.${JSON.stringify(to)}`;
  await sql`update ${audit} set changes = json_set(json_remove(changes, ${fromPath}), ${toPath}, json(json_extract(changes, ${fromPath})))
    where entity = ${entity} and json_valid(changes) and json_type(changes, ${fromPath}) is not null`.execute(database.db);
}
