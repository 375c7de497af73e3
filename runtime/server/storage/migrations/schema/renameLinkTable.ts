// A many-reference's link table follows its owner's table or field rename: renamed in place, its links kept.
import { sql } from 'kysely';
import type { Database } from '../../Database.js';
import { fitIdentifier } from '../../common/fitIdentifier.js';
import { getReferenceTableName, getReferenceTargetIndexName, getReferenceTriggerNames, REFERENCE_TABLE_COLUMNS } from '../migrateReferenceTables.js';
import { dropTrigger, hasTable, quoteName } from './readCatalog.js';

interface LinkOwner {
  readonly table: string;
  readonly field: string;
}

/**
 * Drops the triggers that fill the old link table (they name it and its field; the converge makes the new ones on the
 * owner, now `ownerTable`), then renames the table and its index and key. A new name already taken drops the old
 * table instead: the converge fills the one it finds.
 */
export async function renameLinkTable(database: Database, ownerTable: string, from: LinkOwner, to: LinkOwner): Promise<void> {
  const oldLink = getReferenceTableName(from, from);
  const newLink = getReferenceTableName(to, to);
  for (const trigger of getReferenceTriggerNames(database.dialect, oldLink)) await dropTrigger(database, ownerTable, trigger);
  if (!(await hasTable(database, oldLink)) || oldLink === newLink) return;
  if (await hasTable(database, newLink)) {
    await sql.raw(`drop table ${quoteName(oldLink)}`).execute(database.db);
    return;
  }
  await sql.raw(`alter table ${quoteName(oldLink)} rename to ${quoteName(newLink)}`).execute(database.db);
  const oldIndex = getReferenceTargetIndexName(from, from);
  const newIndex = getReferenceTargetIndexName(to, to);
  if (database.dialect === 'postgres') {
    await sql.raw(`alter index if exists ${quoteName(oldIndex)} rename to ${quoteName(newIndex)}`).execute(database.db);
    await sql.raw(`alter table ${quoteName(newLink)} rename constraint ${quoteName(fitIdentifier(`${oldLink}_pkey`))} to ${quoteName(fitIdentifier(`${newLink}_pkey`))}`).execute(database.db);
    return;
  }
  // SQLite renames no index: the one by referenced id is made again under its new name.
  await sql.raw(`drop index if exists ${quoteName(oldIndex)}`).execute(database.db);
  await sql.raw(`create index ${quoteName(newIndex)} on ${quoteName(newLink)} (${REFERENCE_TABLE_COLUMNS.target}, ${REFERENCE_TABLE_COLUMNS.owner})`).execute(database.db);
}
