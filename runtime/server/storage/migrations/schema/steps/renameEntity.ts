// An entity renamed (its table too, when the name changes it): the table is renamed in place, so every row keeps its
// values, and what admin-gen built on it follows: indexes and keys (renamed on PostgreSQL, rebuilt under the new name by
// the converge on SQLite), link tables, counts (renamed, not recounted), the search table (rebuilt by the converge),
// other tables' foreign keys (the engines follow a rename) and the audit log's entries (shown under the new name).
import { sql } from 'kysely';
import { messages } from '../../../../messages.js';
import { dropSearchTable } from '../../migrateListStorage.js';
import { getReferenceTableName } from '../../migrateReferenceTables.js';
import { SYSTEM_TABLES } from '../../migrateSystemTables.js';
import type { StepHandler } from '../MigrationPlan.js';
import { dropOwnedTriggers } from '../dropOwnedTriggers.js';
import { countRows, hasTable, quoteName, readIndexes, readLinkTables } from '../readCatalog.js';
import { renameLinkTable } from '../renameLinkTable.js';
import { renamePostgresNames } from '../renamePostgresNames.js';
import { renameCountRows, restoreCountTriggers } from '../restoreCountTriggers.js';

// Index names admin-gen gives (plain, unique, list, trigram, shortened): SQLite cannot rename them, so they go and the converge makes them again.
const OWN_INDEX = /(?:_idx|_key|__list|__trgm|_[0-9a-f]{12})$/;

export const renameEntity: StepHandler<'renameEntity'> = {
  async plan(step, { database, sources }) {
    const summary = step.fromTable === step.toTable ? `rename ${step.from} → ${step.to}` : `rename ${step.from} → ${step.to} (table ${step.fromTable} → ${step.toTable})`;
    if (!(await hasTable(database, step.fromTable))) {
      return { summary, rows: 0, risks: [], notes: [`table ${step.fromTable} is not in the store: nothing to rename`] };
    }
    const rows = await countRows(database, step.fromTable);
    if (step.fromTable === step.toTable || !(await hasTable(database, step.toTable))) return { summary, rows, risks: [], notes: [`every row keeps its values (a rename in place)`] };
    const source = sources.get(step.to) ?? `schemas/${step.to}.json`;
    const taken = await countRows(database, step.toTable);
    const text = messages.migrationTableTaken(step.from, step.to, source, step.toTable, taken);
    return {
      summary,
      rows,
      risks: [
        {
          code: 'nameTaken',
          count: taken,
          examples: [],
          resolution: null,
          ...text,
          way: `give the entity another table ("table" in ${source}), or drop table ${step.toTable} after checking its rows (kept data of a removed entity: admin-gen migrate apply --drop)`,
        },
      ],
      notes: [],
    };
  },

  async apply(step, { database }) {
    const { fromTable, toTable } = step;
    if (fromTable !== toTable && (await hasTable(database, fromTable))) {
      if (await hasTable(database, toTable)) throw new Error(`renameEntity ${step.from} → ${step.to}: table ${toTable} exists already`);
      // Name-bound objects of the old table go first: its triggers (counts, search, links) and its search table.
      await dropOwnedTriggers(database, fromTable);
      await dropSearchTable(database, fromTable);
      await sql.raw(`alter table ${quoteName(fromTable)} rename to ${quoteName(toTable)}`).execute(database.db);
      for (const link of await readLinkTables(database, `${fromTable}__`)) {
        const field = link.slice(fromTable.length + 2);
        if (getReferenceTableName({ table: fromTable }, { field }) === link) await renameLinkTable(database, toTable, { table: fromTable, field }, { table: toTable, field });
        else await sql.raw(`drop table ${quoteName(link)}`).execute(database.db);
      }
      if (database.dialect === 'postgres') await renamePostgresNames(database, toTable, { fromTable });
      else {
        for (const index of await readIndexes(database, toTable)) {
          if (index.name.startsWith(`${fromTable}_`) && OWN_INDEX.test(index.name)) await sql.raw(`drop index ${quoteName(index.name)}`).execute(database.db);
        }
      }
      await renameCountRows(database, { table: fromTable }, { table: toTable });
      await restoreCountTriggers(database, toTable);
    }
    if (step.from !== step.to && (await hasTable(database, SYSTEM_TABLES.auditLog))) {
      await sql`update ${sql.table(SYSTEM_TABLES.auditLog)} set entity = ${step.to} where entity = ${step.from}`.execute(database.db);
    }
  },
};
