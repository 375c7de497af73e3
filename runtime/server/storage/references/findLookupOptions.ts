import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { formatLabel, getLabelFields, getTreeParentField, isLabelTemplate, TREE_PATH_SEPARATOR, type EntityDefinition, type FieldDefinition, type LookupOption, type LookupResult, type GridDefinition, type ReferenceDefinition } from '../../../shared/index.js';
import { chunk } from '../common/chunk.js';
import type { StoreSchema } from '../Database.js';
import type { StoreEngine } from '../StoreEngine.js';
import { getFoldedColumn, type FoldedColumn } from '../lists/FoldedColumn.js';
import { getListStorage } from '../lists/getListStorage.js';
import { getTitleRank, getTitleRankSql } from '../lists/getTitleRank.js';
import { getFoldedContains, getTextContains } from '../lists/getTextContains.js';
import { fromStoredValue } from '../rows/readRow.js';
import type { EntityRegistry } from '../../model/index.js';
import { formatTemplateLabels } from './addReferenceLabels.js';
import { getReferenceScope } from './getReferenceScope.js';

/** A search (`q` from `offset`, `limit` rows) or the rows of given ids. */
export type LookupQuery = { readonly ids: readonly string[] } | { readonly q: string | undefined; readonly offset: number; readonly limit: number };

/** A tree deeper than this is cut (a cycle in the data must not loop forever). */
const MAX_TREE_DEPTH = 50;
const IN_LIST_SIZE = 500;

/** The fields a reference's lookup reads from the referenced entity. */
export interface LookupSource {
  readonly target: EntityDefinition;
  /** The field options are ordered by: the display field, or a label template's first field that is no reference. */
  readonly display: FieldDefinition;
  /** A label template `display` (its fields read, its references labelled, `q` sought in its text fields); null for a field name. */
  readonly template: { readonly display: string; readonly fields: readonly FieldDefinition[]; readonly registry: EntityRegistry } | null;
  readonly secondary: FieldDefinition | null;
  /** The target's field naming its parent row when the target is a tree. */
  readonly parent: string | null;
  /** The display field's folded key when the target's lists keep one (case- and accent-insensitive, indexed); else null. */
  readonly folded: FoldedColumn | null;
  /** The reference's declared `where` on the target: a search offers only the rows the field may hold. */
  readonly scope: readonly Expression<SqlBool>[];
}

/**
 * The referenced entity's fields for a reference's lookup; throws naming the reference when one is unknown. The
 * display field's folded key (kept by the store for the target's sorted or searched text fields) serves the search.
 */
export function getLookupSource(reference: ReferenceDefinition, target: EntityDefinition, allGrids: readonly GridDefinition[], engine: StoreEngine, registry: EntityRegistry): LookupSource {
  const field = (name: string) => {
    const found = target.fields.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`Reference ${reference.field} → ${target.entity} names unknown field "${name}".`);
    return found;
  };
  const scope = getReferenceScope(reference, target, engine.dialect);
  const common = { target, secondary: reference.secondary ? field(reference.secondary) : null, parent: getTreeParentField(target), scope };
  if (isLabelTemplate(reference.display)) {
    const fields = getLabelFields(reference.display).map(field);
    const own = fields.find((candidate) => !target.references.some((other) => other.field === candidate.name));
    if (!own) throw new Error(`Reference ${reference.field} → ${target.entity}: label template ${JSON.stringify(reference.display)} names no field of its own to order by.`);
    return { ...common, display: own, template: { display: reference.display, fields, registry }, folded: null };
  }
  const display = field(reference.display);
  const storage = getListStorage(target, allGrids);
  const folded = getFoldedColumn(target, storage, display.name, engine, null);
  return { ...common, display, template: null, folded };
}

/**
 * The options a picker offers: rows whose label contains `q` (the list text filter's test), by label then _id,
 * one more read than asked to know whether a next page exists; or the rows of `ids` in their order. `reached`: only
 * the target's rows the user reaches (on the alias `t`).
 */
export async function findLookupOptions(db: Kysely<StoreSchema>, source: LookupSource, query: LookupQuery, reached: Expression<SqlBool> | null = null): Promise<LookupResult> {
  const { target, display, secondary, parent } = source;
  const columns = ['_id', ...getLabelColumns(source), ...(secondary ? [secondary.name] : []), ...(parent ? [parent] : [])];
  // `t`: the alias a row scope's condition names (the user's row filters on the target); the other columns stay unqualified.
  const select = () =>
    db
      .selectFrom(`${target.table} as t`)
      .select([...new Set(columns)])
      .$if(reached !== null, (builder) => builder.where(reached!));
  if ('ids' in query) {
    const ids = [...new Set(query.ids)];
    const rows: StoredRow[] = ids.length === 0 ? [] : await select().where('_id', 'in', ids).execute();
    const byId = new Map<string, StoredRow>(rows.map((row) => [String(row._id), row]));
    const found = ids.map((id) => byId.get(id)).filter((row): row is StoredRow => row !== undefined);
    return { data: await toOptions(db, source, found), nextOffset: null };
  }
  const column = sql.ref(display.name);
  const { folded } = source;
  // The list text filter's test: on the folded key when the store keeps one, else case-insensitive on the column.
  const condition = !query.q ? null : folded ? getFoldedContains(folded, query.q) : source.template ? getTemplateContains(source, query.q) : getTextContains(display, column, query.q);
  // The list's order: an enum by its titles, text by the folded key (Spanish order) or case-insensitive, then as
  // written, then _id for stable pages.
  const rank = getTitleRank(display);
  const key = rank ? sql.raw(`(${getTitleRankSql(rank, 't')})`) : folded ? folded.column : display.storage === 'text' ? sql`lower(${column})` : column;
  const rows: StoredRow[] = await select()
    .$if(condition !== null, (builder) => builder.where(condition!))
    .$if(source.scope.length > 0, (builder) => builder.where((eb) => eb.and([...source.scope])))
    .orderBy(sql`${key} asc`)
    .orderBy(sql`${column} asc`)
    .orderBy('_id', 'asc')
    .limit(query.limit + 1)
    .offset(query.offset)
    .execute();
  const page = rows.slice(0, query.limit);
  return { data: await toOptions(db, source, page), nextOffset: rows.length > query.limit ? query.offset + query.limit : null };
}

type StoredRow = Readonly<Record<string, unknown>>;

/** The columns a label reads: the display field, or a template's fields. */
function getLabelColumns(source: LookupSource): string[] {
  return source.template ? source.template.fields.map((field) => field.name) : [source.display.name];
}

/**
 * `q` in any text field of a label template (each the list text filter's test) or in the label of a reference it names
 * (the referenced rows whose display field contains it); a template with neither matches every row.
 */
function getTemplateContains(source: LookupSource, q: string): Expression<SqlBool> | null {
  const { target, template } = source;
  const conditions = (template?.fields ?? []).flatMap((field) => {
    const reference = target.references.find((candidate) => candidate.field === field.name);
    if (!reference) return field.storage === 'text' ? [getTextContains(field, sql.ref(field.name), q)] : [];
    const referenced = template!.registry.get(reference.entity);
    const display = referenced.fields.find((candidate) => candidate.name === reference.display);
    if (!display || display.storage !== 'text') return [];
    return [sql<SqlBool>`${sql.ref(`t.${field.name}`)} in (select r._id from ${sql.table(referenced.table)} as r where ${getTextContains(display, sql.ref(`r.${display.name}`), q)})`];
  });
  if (conditions.length === 0) return null;
  return conditions.length === 1 ? conditions[0]! : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

async function toOptions(db: Kysely<StoreSchema>, source: LookupSource, rows: readonly StoredRow[]): Promise<LookupOption[]> {
  const { display, secondary, parent, template } = source;
  const templated = template ? await formatTemplateLabels(db, template.registry, source.target, template.display, rows) : [];
  const labels = new Map(rows.map((row, index) => [String(row._id), templated[index] ?? null]));
  // Ancestors read for a tree's path have no references labelled: their template is filled from their own fields.
  const labelOf = (row: StoredRow) => (template ? (labels.get(String(row._id)) ?? formatLabel(template.display, source.target, row, template.registry.dateDisplay)) : getText(display, row)) ?? String(row._id);
  const paths = parent ? await getTreePaths(db, source, parent, rows, labelOf) : null;
  return rows.map((row) => {
    const id = String(row._id);
    const second = secondary ? getText(secondary, row) : null;
    const tree = paths?.get(id);
    return { id, label: labelOf(row), ...(second !== null && { secondary: second }), ...(tree !== undefined && { path: tree.path, ancestors: tree.ancestors }) };
  });
}

/** A stored value as text, null when empty. */
function getText(field: FieldDefinition, row: StoredRow): string | null {
  const value = fromStoredValue(field.storage, row[field.name]);
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Each row's path (ancestors' labels and its own, root first) and its ancestors' ids, reading missing ancestors level by level. */
async function getTreePaths(
  db: Kysely<StoreSchema>,
  source: LookupSource,
  parent: string,
  rows: readonly StoredRow[],
  labelOf: (row: StoredRow) => string,
): Promise<Map<string, { readonly path: string; readonly ancestors: string[] }>> {
  const known = new Map<string, StoredRow>(rows.map((row) => [String(row._id), row]));
  let missing = parentsOf(rows, parent, known);
  for (let depth = 0; missing.length > 0 && depth < MAX_TREE_DEPTH; depth++) {
    const found: StoredRow[] = [];
    for (const part of chunk(missing, IN_LIST_SIZE)) {
      found.push(...(await db.selectFrom(source.target.table).select([...new Set(['_id', ...getLabelColumns(source), parent])]).where('_id', 'in', part).execute()));
    }
    for (const row of found) known.set(String(row._id), row);
    missing = parentsOf(found, parent, known);
  }
  const paths = new Map<string, { readonly path: string; readonly ancestors: string[] }>();
  for (const row of rows) {
    const labels = [labelOf(row)];
    const ancestors: string[] = [];
    const seen = new Set([String(row._id)]);
    let up = row[parent];
    while (up !== null && up !== undefined && !seen.has(String(up)) && known.has(String(up))) {
      const ancestor = known.get(String(up))!;
      seen.add(String(up));
      labels.unshift(labelOf(ancestor));
      ancestors.unshift(String(up));
      up = ancestor[parent];
    }
    paths.set(String(row._id), { path: labels.join(TREE_PATH_SEPARATOR), ancestors });
  }
  return paths;
}

function parentsOf(rows: readonly StoredRow[], parent: string, known: ReadonlyMap<string, StoredRow>): string[] {
  const ids = rows.map((row) => row[parent]).filter((id): id is string | number => id !== null && id !== undefined && !known.has(String(id)));
  return [...new Set(ids.map(String))];
}
