import { sql } from 'kysely';
import type { ColumnStorage, FieldDecision, FieldModel, MigrationStep } from '../../../../../shared/migrations/index.js';
import type { Database } from '../../../Database.js';
import { getColumnType } from '../../getColumnType.js';
import type { StepContext, StepHandler, StepRisk } from '../MigrationPlan.js';
import { applyBackfill } from '../convert/applyBackfill.js';
import { getBackfillSql, getSequenceSource, type Backfill } from '../convert/getBackfillSql.js';
import { getArrayWithoutDanglingSql, getDanglingIdsSql, getDanglingSql } from '../convert/getDanglingSql.js';
import { describeField, describeRisk, type RiskSubject } from '../convert/describeRisk.js';
import { dropDerivedObjects } from '../convert/dropDerivedObjects.js';
import { getFieldChange, type FieldChange } from '../convert/getFieldChange.js';
import { findDuplicateRows, findRiskRows } from '../convert/findRiskRows.js';
import { getEntitySource, getFieldPointer } from '../convert/getFieldPointer.js';
import { getValueProblem } from '../convert/getValueProblem.js';
import { getValueKind } from '../convert/getValueKind.js';
import { countRows, readColumns } from '../convert/readColumns.js';
import { getConvertingColumn, replaceColumn } from '../convert/replaceColumn.js';
import { isDistinct, type Sql } from '../convert/sqlParts.js';
import { StepRefusal } from '../convert/StepRefusal.js';

type ChangeFieldStep = Extract<MigrationStep, { kind: 'changeField' }>;

/**
 * A field's type, format, enum, maxLength, required-ness or reference changed: the plan counts the rows each change
 * puts at risk (one query each), apply converts the column (in place, or into a new column of the new type) under the
 * step's decision, then clears dangling ids and backfills missing values.
 */
export const changeField: StepHandler<'changeField'> = {
  async plan(step, context) {
    const summary = `change ${step.table}.${step.field}: ${describeModel(step.from)} → ${describeModel(step.to)}`;
    const analysis = await analyze(step, context);
    if (!analysis) return { summary, rows: 0, risks: [], notes: [`${step.table}.${step.field} is not in the store yet: nothing to convert`] };
    const { database, change, decision } = analysis;
    const risks: StepRisk[] = [];
    const notes: string[] = [];
    const subject: RiskSubject = { entity: step.entity, fields: [step.field], source: getEntitySource(context, step.entity), pointer: getFieldPointer(context, step.entity, step.field), from: step.from, to: step.to };
    const add = async (code: StepRisk['code'], condition: Sql, value: Sql, resolution: string | null, extra: Partial<RiskSubject> = {}, json = false) => {
      const rows = await findRiskRows(database, step.table, condition, value, { json });
      // A taken name stops the step even over an empty column; other risks are rows.
      if (rows.count > 0 || code === 'nameTaken') risks.push(describeRisk(code, { ...subject, ...extra }, rows, resolution));
    };
    const replaced = getReplacement(decision);

    if (analysis.keepAsTaken) await add('nameTaken', sql`${sql.ref(`${step.table}.${decision.keepAs!}`)} is not null`, sql.ref(`${step.table}.${decision.keepAs!}`), null, { target: decision.keepAs! });
    if (!change.conversion.identity) {
      await add('unconvertible', change.unconvertible, change.text, replaced);
      notes.push(
        change.conversion.converts
          ? `${describeModel(step.from)} → ${describeModel(step.to)}: values that convert without change are converted in place`
          : `no automatic conversion from ${describeModel(step.from)} to ${describeModel(step.to)}: every stored value is the decision's`,
      );
    }
    if (analysis.checks.enum) await add('notInEnum', change.notInEnum, change.text, decision.keep ? 'rows keep their values (keep: true)' : replaced);
    if (analysis.checks.maxLength) await add('tooLong', change.tooLong, change.text, decision.keep ? 'rows keep their texts (keep: true)' : replaced);
    if (analysis.reference) {
      const { condition, targetEntity, targetTable, many } = analysis.reference;
      const ids = getDanglingIdsSql(database.dialect, change.newValue, targetTable, many);
      await add('dangling', condition, ids, decision.setNull ? (many ? 'missing ids leave their arrays (setNull)' : 'missing ids become null (setNull)') : null, { target: targetEntity }, many);
    }
    if (analysis.missing) {
      const { condition, backfill } = analysis.missing;
      const resolution = decision.backfill !== undefined ? `filled with ${JSON.stringify(decision.backfill)} (backfill)` : backfill ? `filled with the field's schema default ${JSON.stringify(step.to.default)}` : null;
      await add('missingValue', condition, sql`null`, resolution);
      if (decision.backfill === undefined && backfill) notes.push(`rows without a value get the field's schema default ${JSON.stringify(step.to.default)}`);
    }
    const backfill = analysis.missing?.backfill ?? null;
    // With a backfill, the rows without a value count with the value it gives them (numbered, for a sequence).
    const fieldValue = backfill ? sql`coalesce(${change.newValue}, ${backfill.sql})` : change.newValue;
    for (const fields of analysis.uniqueSets) {
      const rows = await findDuplicateRows(
        database,
        step.table,
        fields.map((name) => ({ name, value: name === step.field ? fieldValue : sql.ref(`${step.table}.${name}`) })),
        backfill?.sequence ? getSequenceSource(step.table, step.field, true) : undefined,
      );
      if (rows.count > 0) risks.push(describeRisk('duplicates', { ...subject, fields, pointer: getUniquePointer(context, step.entity, fields) }, rows, null));
    }
    if (decision.keepAs !== undefined) notes.push(`every old value is kept in column ${step.table}.${decision.keepAs} (dropped only by migrate apply --drop)`);
    if (risks.length === 0 && change.conversion.identity && !analysis.checks.enum && !analysis.checks.maxLength && !analysis.missing && !analysis.reference) {
      notes.push('no stored value changes');
    }
    return { summary, rows: analysis.rows, risks, notes };
  },

  async apply(step, context) {
    try {
      await applyChange(step, context);
    } catch (error) {
      if (error instanceof StepRefusal) throw error;
      const message = error instanceof Error ? error.message : String(error);
      const where = getFieldPointer(context, step.entity, step.field);
      throw new StepRefusal(`no se pudo convertir ${step.entity}.${step.field} (${where}): ${message}`, `could not convert ${step.entity}.${step.field} (${where}): ${message}`);
    }
  },
};

async function applyChange(step: ChangeFieldStep, context: StepContext): Promise<void> {
  const analysis = await analyze(step, context);
  if (!analysis) return;
  const { database, change, decision } = analysis;
  const { db, dialect } = database;
  const { table, field, from, to } = step;
  const column = sql.ref(`${table}.${field}`);
  const where = getFieldPointer(context, step.entity, step.field);
  if (analysis.keepAsTaken) throw new StepRefusal(`${step.entity}.${field} (${where}): la columna «${decision.keepAs}» ya existe`, `${step.entity}.${field} (${where}): column "${decision.keepAs}" exists already`);

  const replace = getColumnType(dialect, from.storage) !== getColumnType(dialect, to.storage);
  if (replace) await assertReplaceable(database, step, where, analysis.columns);
  if (replace || getValueKind(from) !== getValueKind(to)) await dropDerivedObjects(database, table, field);
  const keepAs = decision.keepAs ?? null;
  if (replace) {
    await replaceColumn(database, table, field, getColumnType(dialect, to.storage), change.newValue, keepAs);
  } else {
    if (keepAs !== null) {
      await db.schema.alterTable(table).addColumn(keepAs, getColumnType(dialect, from.storage)).execute();
      await sql`update ${sql.table(table)} set ${sql.ref(keepAs)} = ${column}`.execute(db);
    }
    if (!change.unchanged) await sql`update ${sql.table(table)} set ${sql.ref(field)} = ${change.newValue} where ${column} is not null and ${isDistinct(dialect, change.newValue, column)}`.execute(db);
  }
  if (analysis.reference && decision.setNull) {
    const { targetTable, many } = analysis.reference;
    const value = many ? getArrayWithoutDanglingSql(dialect, column, targetTable) : sql`null`;
    await sql`update ${sql.table(table)} set ${sql.ref(field)} = ${value} where ${getDanglingSql(dialect, column, targetTable, many, { table, field })}`.execute(db);
  }
  if (analysis.missing?.backfill) await applyBackfill(database, step, analysis.missing.backfill);
}

interface Analysis {
  readonly database: Database;
  readonly decision: FieldDecision;
  readonly columns: ReadonlyMap<string, string>;
  readonly rows: number;
  readonly change: FieldChange;
  readonly checks: { readonly enum: boolean; readonly maxLength: boolean };
  readonly keepAsTaken: boolean;
  readonly reference: { readonly condition: Sql; readonly targetEntity: string; readonly targetTable: string | null; readonly many: boolean } | null;
  readonly missing: { readonly condition: Sql; readonly backfill: Backfill | null } | null;
  /** The entity's unique sets holding the field, checked when a decision may give rows one value. */
  readonly uniqueSets: readonly (readonly string[])[];
}

/** What the step means for this store: null when its column is not there yet (the converge pass makes it). */
async function analyze(step: ChangeFieldStep, context: StepContext): Promise<Analysis | null> {
  const { database } = context;
  const { entity: entityName, table, field, from, to } = step;
  const decision = step.decision ?? {};
  const where = getFieldPointer(context, entityName, field);
  const refuse = (es: string, en: string): never => {
    throw new StepRefusal(`${entityName}.${field} (${where}): ${es}`, `${entityName}.${field} (${where}): ${en}`);
  };
  if (field === '_id') refuse('el _id de un registro no cambia de tipo', "a row's _id does not change type");
  const columns = await readColumns(database, table);
  if (!columns || !columns.has(field)) return null;
  const entity = context.entities.find((candidate) => candidate.entity === entityName);

  const migrate = getFieldPointer(context, entityName, field, 'migrate');
  const checkValue = (value: FieldDecision['default'], what: string) => {
    const problem = value === undefined ? null : getValueProblem(to, value);
    if (problem) refuse(`${what} en ${migrate} no cabe en el campo nuevo (${problem})`, `${what} in ${migrate} does not fit the new field: ${problem}`);
  };
  for (const [key, value] of Object.entries(decision.map ?? {})) {
    checkValue(value, `map["${key}"]`);
    if (from.storage === 'json' && !isJson(key)) refuse(`la clave de map «${key}» no es JSON`, `map key "${key}" is not JSON (the field stored JSON)`);
  }
  checkValue(decision.default, 'default');
  if (decision.keepAs !== undefined && (decision.keepAs === field || entity?.fields.some((candidate) => candidate.name === decision.keepAs) || decision.keepAs === getConvertingColumn(field))) {
    refuse(`keepAs «${decision.keepAs}» es el nombre de un campo`, `keepAs "${decision.keepAs}" is the name of a field`);
  }

  const kindChanged = getValueKind(from) !== getValueKind(to);
  const checks = {
    enum: to.enum !== undefined && (kindChanged || from.enum === undefined || from.enum.some((value) => !to.enum!.includes(value))),
    maxLength: to.maxLength !== undefined && to.storage === 'text' && (kindChanged || from.maxLength === undefined || to.maxLength < from.maxLength),
  };
  const change = getFieldChange(database.dialect, table, field, from, to, decision, checks);
  // A map or default may give rows a value they did not have: it may name a missing row, repeat a unique value, or be null.
  const rewrites = Object.keys(decision.map ?? {}).length > 0 || decision.default !== undefined;

  let reference: Analysis['reference'] = null;
  if (to.reference && (!from.reference || from.reference.entity !== to.reference.entity || rewrites || kindChanged)) {
    const target = context.entities.find((candidate) => candidate.entity === to.reference!.entity);
    if (!target) refuse(`la entidad ${to.reference.entity} a la que apunta no existe`, `the entity it refers to, ${to.reference.entity}, does not exist`);
    const targetTable = (await readColumns(database, target!.table)) ? target!.table : null;
    const condition = getDanglingSql(database.dialect, change.newValue, targetTable, to.reference.many, change.unchanged ? { table, field } : undefined);
    reference = { condition, targetEntity: to.reference.entity, targetTable, many: to.reference.many };
  }

  let missing: Analysis['missing'] = null;
  if (to.required && (!from.required || rewrites || decision.keepAs !== undefined)) {
    // Rows left without a value: null already, mapped to null, or given a null default; a missing id cleared by setNull too.
    const defaultIsNull = decision.default === null || (decision.default === undefined && decision.keepAs !== undefined);
    let condition = sql`(${change.newValue} is null and not ${defaultIsNull ? sql`false` : change.toDefault})`;
    if (reference && decision.setNull && !reference.many) condition = sql`(${condition} or ${reference.condition})`;
    const value = decision.backfill ?? (to.default === null ? undefined : to.default);
    let backfill: Backfill | null = null;
    if (value !== undefined) {
      const storages = new Map<string, ColumnStorage>((entity?.fields ?? []).filter((candidate) => columns.has(candidate.name) && candidate.storage !== 'children').map((candidate) => [candidate.name, candidate.storage as ColumnStorage]));
      const result = getBackfillSql(database.dialect, table, to, value, storages);
      if (typeof result === 'string') refuse(`el backfill de ${migrate} no sirve: ${result}`, `the backfill in ${migrate} does not fit: ${result}`);
      backfill = result as Backfill;
      if (to.reference && !to.reference.many && backfill.reads.length === 0) await assertTargetExists(context, step, value, where);
    }
    missing = { condition, backfill };
  }

  // A map, a default or a backfill may give rows a value another row holds.
  const uniqueSets = rewrites || missing?.backfill ? (entity?.unique ?? []).filter((fields) => fields.includes(field) && fields.every((name) => columns.has(name))) : [];
  return {
    database,
    decision,
    columns,
    rows: await countRows(database, table, true),
    change,
    checks,
    keepAsTaken: decision.keepAs !== undefined && columns.has(decision.keepAs),
    reference,
    missing,
    uniqueSets,
  };
}

/** A constant backfill of a single reference must name a row that exists (the foreign key would refuse it later). */
async function assertTargetExists(context: StepContext, step: ChangeFieldStep, value: unknown, where: string): Promise<void> {
  const target = context.entities.find((candidate) => candidate.entity === step.to.reference!.entity)!;
  const found = (await readColumns(context.database, target.table))
    ? await sql`select 1 from ${sql.table(target.table)} where "_id" = ${String(value)}`.execute(context.database.db)
    : { rows: [] };
  if (found.rows.length === 0) {
    throw new StepRefusal(
      `${step.entity}.${step.field} (${where}): el backfill «${String(value)}» no es el _id de ningún registro de ${target.entity}`,
      `${step.entity}.${step.field} (${where}): the backfill "${String(value)}" is the _id of no ${target.entity} row`,
    );
  }
}

/** SQLite drops a column only when no foreign key of the table holds it (that key goes with a table rebuild). */
async function assertReplaceable(database: Database, step: ChangeFieldStep, where: string, columns: ReadonlyMap<string, string>): Promise<void> {
  if (columns.has(getConvertingColumn(step.field))) {
    throw new StepRefusal(`${step.entity}.${step.field} (${where}): la columna ${getConvertingColumn(step.field)} ya existe`, `${step.entity}.${step.field} (${where}): column ${getConvertingColumn(step.field)} exists already`);
  }
  if (database.dialect !== 'sqlite') return;
  const keys = await sql<{ from: string }>`select "from" from pragma_foreign_key_list(${step.table}) where "from" = ${step.field}`.execute(database.db);
  if (keys.rows.length > 0) {
    throw new StepRefusal(
      `${step.entity}.${step.field} (${where}): en SQLite la columna aún tiene la clave foránea de su referencia y no puede cambiar de tipo; quita la referencia en una migración anterior`,
      `${step.entity}.${step.field} (${where}): on SQLite the column still holds its reference's foreign key and cannot change type; remove the reference in an earlier migration`,
    );
  }
}

/** How values that do not fit get through, as the decision says (English), or null when it says nothing about them. */
function getReplacement(decision: FieldDecision): string | null {
  if (decision.default !== undefined) return `become ${JSON.stringify(decision.default)} (default)${decision.keepAs ? `, the old values kept in column ${decision.keepAs}` : ''}`;
  if (decision.keepAs !== undefined) return `kept in column ${decision.keepAs}, then null`;
  return null;
}

function describeModel(model: FieldModel): string {
  return `${describeField(model)}${model.enum ? ` enum ${JSON.stringify(model.enum)}` : ''}${model.maxLength !== undefined ? ` maxLength ${model.maxLength}` : ''}${model.required ? ' required' : ''}${model.reference ? ` → ${model.reference.entity}${model.reference.many ? '[]' : ''}` : ''}`;
}

function getUniquePointer(context: StepContext, entity: string, fields: readonly string[]): string {
  return fields.length === 1 ? getFieldPointer(context, entity, fields[0]!) : `${getEntitySource(context, entity)}#/unique`;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
