import { sql } from 'kysely';
import { getUniqueIndexName } from '../../getUniqueIndexName.js';
import type { StepHandler, StepRisk } from '../MigrationPlan.js';
import { describeRisk } from '../convert/describeRisk.js';
import { findDuplicateRows } from '../convert/findRiskRows.js';
import { getEntitySource, getFieldPointer } from '../convert/getFieldPointer.js';
import { countRows, readColumns } from '../convert/readColumns.js';

const key = (fields: readonly string[]) => fields.join('\0');

/**
 * The entity's unique sets changed. A new set over rows that already repeat a combination cannot be made, and no
 * decision gets through: the plan names those rows, to be fixed before the migration runs. A removed set's unique
 * index is dropped here (the converge pass only creates the sets the schema has).
 */
export const changeUnique: StepHandler<'changeUnique'> = {
  async plan(step, context) {
    const before = new Set(step.from.map(key));
    const after = new Set(step.to.map(key));
    const added = step.to.filter((fields) => !before.has(key(fields)));
    const removed = step.from.filter((fields) => !after.has(key(fields)));
    const describe = (fields: readonly string[]) => `[${fields.join(', ')}]`;
    const summary = `unique sets of ${step.table}: ${[...added.map((fields) => `+${describe(fields)}`), ...removed.map((fields) => `−${describe(fields)}`)].join(' ')}`;
    const columns = await readColumns(context.database, step.table);
    if (!columns) return { summary, rows: 0, risks: [], notes: [`${step.table} is not in the store yet: its unique indexes come with it`] };
    const risks: StepRisk[] = [];
    const notes: string[] = [];
    for (const fields of added) {
      const name = getUniqueIndexName(step.table, fields);
      // A column the store lacks is added empty: nulls never clash.
      if (!fields.every((field) => columns.has(field))) {
        notes.push(`unique index ${name} is created with its new columns`);
        continue;
      }
      const rows = await findDuplicateRows(
        context.database,
        step.table,
        fields.map((field) => ({ name: field, value: sql.ref(`${step.table}.${field}`) })),
      );
      const pointer = fields.length === 1 ? getFieldPointer(context, step.entity, fields[0]!) : `${getEntitySource(context, step.entity)}#/unique`;
      if (rows.count > 0) risks.push(describeRisk('duplicates', { entity: step.entity, fields, source: getEntitySource(context, step.entity), pointer }, rows, null));
      else notes.push(`unique index ${name} is created`);
    }
    for (const fields of removed) notes.push(`unique index ${getUniqueIndexName(step.table, fields)} is dropped`);
    return { summary, rows: await countRows(context.database, step.table, true), risks, notes };
  },

  async apply(step, context) {
    const after = new Set(step.to.map(key));
    for (const fields of step.from) {
      if (after.has(key(fields))) continue;
      await sql`drop index if exists ${sql.ref(getUniqueIndexName(step.table, fields))}`.execute(context.database.db);
    }
  },
};
