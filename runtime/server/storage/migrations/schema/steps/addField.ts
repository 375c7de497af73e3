import { sql } from 'kysely';
import type { ColumnStorage, MigrationStep } from '../../../../../shared/migrations/index.js';
import { getColumnType } from '../../getColumnType.js';
import type { StepContext, StepHandler, StepRisk } from '../MigrationPlan.js';
import { describeRisk } from '../convert/describeRisk.js';
import { findDuplicateRows, findRiskRows } from '../convert/findRiskRows.js';
import { applyBackfill } from '../convert/applyBackfill.js';
import { getBackfillSql, getSequenceSource, type Backfill } from '../convert/getBackfillSql.js';
import { getEntitySource, getFieldPointer } from '../convert/getFieldPointer.js';
import { countRows, readColumns } from '../convert/readColumns.js';
import type { Sql } from '../convert/sqlParts.js';
import { StepRefusal } from '../convert/StepRefusal.js';

type AddFieldStep = Extract<MigrationStep, { kind: 'addField' }>;

/**
 * A new field. Its column comes with the converge pass (with the schema default in every row); a required field on a
 * table with rows needs a value for each: the step's backfill (then the column is added here, filled), or the schema
 * default. Positions of an ordering field and a lifecycle's initial state come with the column too.
 */
export const addField: StepHandler<'addField'> = {
  async plan(step, context) {
    const summary = `add ${step.table}.${step.field}`;
    const analysis = await analyze(step, context);
    if (!analysis) return { summary, rows: 0, risks: [], notes: [`${step.table} is not in the store yet: it comes with the field`] };
    const { rows, exists, backfill } = analysis;
    const risks: StepRisk[] = [];
    const notes: string[] = [];
    const column = sql.ref(`${step.table}.${step.field}`);
    const subject = { entity: step.entity, fields: [step.field], source: getEntitySource(context, step.entity), pointer: getFieldPointer(context, step.entity, step.field), to: step.to };
    if (analysis.filledByStore) notes.push(analysis.filledByStore);
    else if (analysis.needsValue) {
      const found = await findRiskRows(context.database, step.table, exists ? sql`${column} is null` : sql`true`, sql`null`);
      const resolution = step.decision?.backfill !== undefined ? `filled with ${JSON.stringify(step.decision.backfill)} (backfill)` : backfill ? `filled with the field's schema default ${JSON.stringify(step.to.default)}` : null;
      if (found.count > 0) risks.push(describeRisk('missingValue', subject, found, resolution));
      if (found.count > 0 && step.decision?.backfill === undefined && backfill) notes.push(`rows get the field's schema default ${JSON.stringify(step.to.default)}`);
      for (const fields of analysis.uniqueSets) {
        const value = (name: string): Sql => (name === step.field ? (exists ? sql`coalesce(${column}, ${backfill!.sql})` : backfill!.sql) : sql.ref(`${step.table}.${name}`));
        const from = backfill!.sequence ? getSequenceSource(step.table, step.field, exists) : undefined;
        const duplicates = await findDuplicateRows(context.database, step.table, fields.map((name) => ({ name, value: value(name) })), from);
        const pointer = fields.length === 1 ? subject.pointer : `${subject.source}#/unique`;
        if (duplicates.count > 0) risks.push(describeRisk('duplicates', { ...subject, fields, pointer }, duplicates, null));
      }
    } else if (step.decision?.backfill !== undefined) notes.push('backfill unused: the field is not required');
    return { summary, rows, risks, notes };
  },

  async apply(step, context) {
    const analysis = await analyze(step, context);
    if (!analysis || analysis.filledByStore || !analysis.needsValue || !analysis.backfill) return;
    const { db, dialect } = context.database;
    // Without a backfill of its own the converge pass adds the column and fills the schema default; with one, it is done here.
    if (!analysis.exists) {
      if (step.decision?.backfill === undefined) return;
      await db.schema.alterTable(step.table).addColumn(step.field, getColumnType(dialect, step.to.storage)).execute();
    }
    await applyBackfill(context.database, step, analysis.backfill);
  },
};

interface Analysis {
  readonly rows: number;
  /** The column is in the store already (a kept column of that name, a step run twice). */
  readonly exists: boolean;
  /** Why the store fills every row itself (ordering positions, a lifecycle's initial state), or null. */
  readonly filledByStore: string | null;
  /** Required, with rows that lack a value. */
  readonly needsValue: boolean;
  readonly backfill: Backfill | null;
  readonly uniqueSets: readonly (readonly string[])[];
}

async function analyze(step: AddFieldStep, context: StepContext): Promise<Analysis | null> {
  const columns = await readColumns(context.database, step.table);
  if (!columns) return null;
  const entity = context.entities.find((candidate) => candidate.entity === step.entity);
  const field = entity?.fields.find((candidate) => candidate.name === step.field);
  const rows = await countRows(context.database, step.table, true);
  const exists = columns.has(step.field);
  const filledByStore =
    entity?.ordering?.field === step.field ? 'each row gets its position at the end of its scope' : field?.lifecycle ? `each row starts in state ${JSON.stringify(field.lifecycle.initial)}` : null;
  const needsValue = step.to.required === true && rows > 0;
  let backfill: Backfill | null = null;
  const value = step.decision?.backfill ?? (step.to.default === null ? undefined : step.to.default);
  if (needsValue && !filledByStore && value !== undefined) {
    const storages = new Map<string, ColumnStorage>(
      (entity?.fields ?? []).filter((candidate) => columns.has(candidate.name) && candidate.storage !== 'children').map((candidate) => [candidate.name, candidate.storage as ColumnStorage]),
    );
    const result = getBackfillSql(context.database.dialect, step.table, step.to, value, storages);
    const migrate = getFieldPointer(context, step.entity, step.field, 'migrate');
    if (typeof result === 'string') throw new StepRefusal(`${step.entity}.${step.field}: el backfill de ${migrate} no sirve: ${result}`, `${step.entity}.${step.field}: the backfill in ${migrate} does not fit: ${result}`);
    backfill = result;
    if (step.to.reference && !step.to.reference.many && result.reads.length === 0) {
      const target = context.entities.find((candidate) => candidate.entity === step.to.reference!.entity);
      const found = target && (await readColumns(context.database, target.table)) ? await sql`select 1 from ${sql.table(target.table)} where "_id" = ${String(value)}`.execute(context.database.db) : { rows: [] };
      if (found.rows.length === 0) {
        throw new StepRefusal(
          `${step.entity}.${step.field} (${migrate}): el backfill «${String(value)}» no es el _id de ningún registro de ${step.to.reference.entity}`,
          `${step.entity}.${step.field} (${migrate}): the backfill "${String(value)}" is the _id of no ${step.to.reference.entity} row`,
        );
      }
    }
  }
  const uniqueSets = backfill && (backfill.reads.length === 0 || backfill.sequence) ? (entity?.unique ?? []).filter((fields) => fields.includes(step.field) && fields.every((name) => name === step.field || columns.has(name))) : [];
  return { rows, exists, filledByStore: needsValue ? filledByStore : null, needsValue: needsValue && !filledByStore, backfill, uniqueSets };
}
