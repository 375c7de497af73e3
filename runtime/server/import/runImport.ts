import {
  EXPORT_ID_COLUMN,
  IMPORT_AUDIT_ACTION,
  IMPORT_REPORT_LIMIT,
  isLabelTemplate,
  toImportAuditChanges,
  type ColumnDefinition,
  type EntityDefinition,
  type EntityPermission,
  type GridDefinition,
  type GridImportChildrenDefinition,
  type GridImportDefinition,
  type ImportChildCounts,
  type ImportError,
  type ImportReport,
  type ImportRow,
} from '../../shared/index.js';
import { createAuditEntry, isSameValue, writeAuditEntries, type AuditEntryInput } from '../audit/index.js';
import type { AdminUser } from '../auth/AdminUser.js';
import type { EntityValidator } from '../http/createEntityValidator.js';
import { HttpError } from '../http/HttpError.js';
import { createObjectId } from '../ids/createObjectId.js';
import { isHostileText } from '../http/findHostileText.js';
import { messages } from '../messages.js';
import { addServerFields, type EntityRegistry } from '../model/index.js';
import { assignGeneratedValues, findRowsByValues, readRow, readRowVersion, StaleVersionError, type Store } from '../storage/index.js';
import { findRowsByTemplateLabels } from './findRowsByTemplateLabels.js';
import { importCellKinds, type ImportCell } from './importCellKinds.js';
import { readImportFile, type ImportFileType } from './readImportFile.js';

/** What an import needs about its grid, besides the file. */
export interface ImportTarget {
  readonly entity: EntityDefinition;
  readonly grid: GridDefinition & { readonly import: GridImportDefinition };
  readonly store: Store;
  readonly registry: EntityRegistry;
  readonly validator: EntityValidator;
  /** The child entity of the grid's import `children`, with its validator (absent: the import declares none). */
  readonly children?: { readonly entity: EntityDefinition; readonly validator: EntityValidator };
}

/** Who imports what: the file, the list path's values, the user's permission on the entity (null: unrestricted). */
export interface ImportRequest {
  readonly file: Buffer;
  readonly type: ImportFileType;
  readonly dryRun: boolean;
  readonly fileName: string | null;
  readonly pathValues: Readonly<Record<string, unknown>>;
  readonly permission: EntityPermission | null;
  /** The values a created row takes to lie in the user's row filters (getRowFilterFill). */
  readonly rowFill: Readonly<Record<string, unknown>>;
  /** Whether an existing row lies in the user's row filters (absent: every row does). */
  readonly isReached?: (id: string) => Promise<boolean>;
  readonly user: AdminUser | null;
  /** The user's permission, row fill and reach on the child entity, as on the grid's (absent: no children). */
  readonly children?: Pick<ImportRequest, 'permission' | 'rowFill' | 'isReached'>;
}

/** A header mapped: the column it fills, or `_id`. */
interface MappedHeader {
  readonly index: number;
  readonly header: string;
  readonly column: ColumnDefinition | null;
}

/** A line read: its values by field (null: an empty cell), its reference labels by field, its `_id` if given. */
interface ReadLine {
  readonly line: number;
  readonly values: Record<string, unknown>;
  readonly labels: Map<string, readonly string[]>;
  /** Per reference field, per label, the ids of the rows it may name (several: ambiguous unless the row holds one already). */
  readonly candidates: Map<string, (readonly string[])[]>;
  id: string | null;
  failed: boolean;
}

interface PlannedCreate {
  readonly line: number;
  readonly record: Record<string, unknown>;
}

interface PlannedUpdate {
  readonly line: number;
  readonly id: string;
  readonly version: number;
  readonly before: Record<string, unknown>;
  readonly after: Record<string, unknown>;
  readonly changes: Record<string, unknown>;
}

const hasAction = (permission: EntityPermission | null, action: string) => permission === null || permission.actions.includes(action);

/**
 * Reads a file against a grid's import and reports what each line does; applies it when asked and no line has an
 * error: every create and update in one store transaction (all or none), each row audited, plus one `import` entry.
 * A line is judged as the API judges a body (the entity's validator, its rules, unique keys, references), by
 * the user's role (hidden and read-only columns, create and update grants, row filters); a row the file
 * leaves as it is is not written, so importing a file twice changes nothing the second time.
 */
export async function runImport(target: ImportTarget, request: ImportRequest): Promise<ImportReport> {
  const { entity, grid, store } = target;
  const spec = grid.import;
  const errors: ImportError[] = [];
  const lines = readImportFile(request.file, request.type);
  const fail = (line: number, column: string | null, field: string | null, error: string) => errors.push({ line, column, field, error });

  let headers: MappedHeader[] | null = null;
  let childHeaders: MappedHeader[] = [];
  const all: ReadLine[] = [];
  const childRead = new Map<number, ReadLine>();
  const childSpec = spec.children && target.children ? spec.children : null;
  try {
    for await (const { line, cells } of lines) {
      if (headers === null) {
        const failHeader = (column: string | null, error: string) => fail(line, column, null, error);
        const split = splitChildHeaders(childSpec, cells);
        // A misspelt child header lands among the parent's: its error lists the child's headers too.
        const childTitles = childSpec ? childSpec.columns.map((column) => `${childSpec.prefix}: ${column.title}`) : [];
        headers = mapHeaders(spec, split.own, request.permission, failHeader, childTitles);
        if (childSpec && split.child.some((cell) => cell !== null)) {
          childHeaders = mapHeaders(childSpec, split.child, request.children?.permission ?? null, failHeader).map((header) => ({ ...header, header: String(cells[header.index]).trim() }));
        }
        if (errors.length > 0) break;
        continue;
      }
      if (cells.every((cell) => cell === null)) continue;
      all.push(readLine(entity, headers, line, cells, fail));
      if (childHeaders.length > 0) childRead.set(line, readLine(target.children!.entity, childHeaders, line, cells, fail));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    fail(1, null, null, messages.importUnreadable(error instanceof Error ? error.message : String(error)));
  }
  if (headers === null && errors.length === 0) fail(1, null, null, messages.importEmptyFile());
  if (headers === null || errors.some((error) => error.line === 1)) return toReport(request.dryRun, false, all.length, errors, [], 0, 0, 0, childSpec && { created: 0, updated: 0, unchanged: 0 });

  const titles = new Map(headers.flatMap((header) => (header.column ? [[header.column.field, header.header] as const] : [])));
  const titleOf = (field: string) => titles.get(field) ?? field;
  const keepers = new Map(headers.flatMap((header) => (header.column && importCellKinds[header.column.cell].keeps ? [[header.column.field, importCellKinds[header.column.cell].keeps!] as const] : [])));
  const keyField = entity.fields.find((field) => field.name === spec.key)!;
  // With children, a parent spans the lines sharing its key: the first stands for them all.
  const groups = new Map<number, number[]>();
  const read = childSpec ? groupLines(all, spec.key, titleOf, fail, groups) : all;
  checkRepeats(read, spec.key, titleOf(spec.key), fail);
  await resolveReferences(target, read, titleOf, fail);

  // The rows the lines name, by key and by _id, read in bounded IN lists.
  const db = store.database.db;
  const keys = read.flatMap((line) => (line.values[spec.key] === null || line.values[spec.key] === undefined ? [] : [store.toStoredValue(keyField.storage, line.values[spec.key])]));
  const byKey = new Map((await findRowsByValues(db, entity, spec.key, keys)).map((row) => [String(row[spec.key]), row]));
  const ids = read.flatMap((line) => (line.id === null ? [] : [line.id]));
  const byId = new Map((await findRowsByValues(db, entity, '_id', ids)).map((row) => [String(row._id), row]));
  const taken = await getTakenValues(target, read, spec);

  const now = new Date();
  const creates: PlannedCreate[] = [];
  const updates: PlannedUpdate[] = [];
  const rows: ImportRow[] = [];
  let unchanged = 0;
  const pathFields = Object.keys(request.pathValues);
  for (const line of read) {
    if (line.failed) continue;
    const key = line.values[spec.key];
    const keyText = key === null || key === undefined ? null : (key as string | number);
    const before = errors.length;
    const keyed = keyText === null ? undefined : byKey.get(String(store.toStoredValue(keyField.storage, key)));
    const stored = line.id !== null ? byId.get(line.id) : keyed;
    if (line.id !== null && !stored) fail(line.line, EXPORT_ID_COLUMN, '_id', messages.importUnknownId(line.id, entity.label.one));
    else if (line.id !== null && keyed !== undefined && keyed._id !== line.id) {
      fail(line.line, titleOf(spec.key), spec.key, messages.importIdKeyMismatch(titleOf(spec.key)));
    }
    if (errors.length > before) continue;
    const current = stored ? readRow(entity, stored) : null;
    if (!pickReferences(target, line, current, titleOf, fail)) continue;
    for (const [name, held] of taken) {
      const value = line.values[name];
      if (value === null || value === undefined) continue;
      const storedValue = String(store.toStoredValue(entity.fields.find((field) => field.name === name)!.storage, value));
      const owner = held.rows.get(storedValue);
      const first = held.lines.get(storedValue);
      if (owner !== undefined && owner !== stored?._id) fail(line.line, titleOf(name), name, messages.importTakenValue(titleOf(name), String(value)));
      else if (first !== undefined) fail(line.line, titleOf(name), name, messages.importRepeatedKey(titleOf(name), String(value), first));
      else held.lines.set(storedValue, line.line);
    }
    if (errors.length > before) continue;

    if (stored && current) {
      const id = String(stored._id);
      if (pathFields.some((name) => String(stored[name]) !== String(request.pathValues[name])) || (request.isReached && !(await request.isReached(id)))) {
        fail(line.line, null, null, messages.importOutsideScope(entity.label.many.toLowerCase()));
        continue;
      }
      const changed = getChangedCells(line.values, current, keepers);
      if (changed.length === 0) {
        unchanged += 1;
        rows.push({ line: line.line, action: 'unchanged', _id: id, key: keyText });
        continue;
      }
      if (!hasAction(request.permission, 'update')) {
        fail(line.line, null, null, messages.importUpdateForbidden(entity.label.many.toLowerCase()));
        continue;
      }
      const after: Record<string, unknown> = { ...current };
      for (const [name, value] of changed) {
        if (value === null) delete after[name];
        else after[name] = value;
      }
      const details = target.validator.checkRecord(after, current);
      if (details.length > 0) {
        for (const detail of details) fail(line.line, detail.field ? titleOf(detail.field) : null, detail.field || null, detail.message);
        continue;
      }
      updates.push({ line: line.line, id, version: readRowVersion(stored), before: current, after, changes: store.writeRow(entity, Object.fromEntries(changed)) });
      rows.push({ line: line.line, action: 'update', _id: id, key: keyText });
      continue;
    }

    if (!hasAction(request.permission, 'create')) {
      fail(line.line, null, null, messages.importCreateForbidden(entity.label.many.toLowerCase()));
      continue;
    }
    const body: Record<string, unknown> = Object.fromEntries(Object.entries(line.values).filter(([, value]) => value !== null));
    const readOnlyPath: Record<string, unknown> = {};
    for (const name of pathFields) {
      if (entity.fields.find((field) => field.name === name)?.readOnly) readOnlyPath[name] = request.pathValues[name];
      else body[name] = request.pathValues[name];
    }
    Object.assign(body, request.rowFill);
    const details = target.validator.checkCreate(body);
    const record = details.length > 0 ? null : addServerFields(entity, { ...body, ...readOnlyPath }, now);
    if (record) {
      assignGeneratedValues(entity, [record]);
      details.push(...target.validator.checkRecord(record));
    }
    if (details.length > 0 || !record) {
      for (const detail of details) fail(line.line, detail.field ? titleOf(detail.field) : null, detail.field || null, detail.message);
      continue;
    }
    creates.push({ line: line.line, record });
    rows.push({ line: line.line, action: 'create', key: keyText });
  }

  let children: ChildPlan | null = null;
  if (childSpec) {
    const parentIds = new Map<number, string>(rows.flatMap((row) => (row._id === undefined ? [] : [[row.line, row._id] as const])));
    for (const create of creates) parentIds.set(create.line, String(create.record._id));
    children = await planChildren(target, request, childSpec, childHeaders, groups, childRead, parentIds, fail, now);
  }

  errors.sort((a, b) => a.line - b.line);
  const childCounts = children && { created: children.creates.length, updated: children.updates.length, unchanged: children.unchanged };
  if (request.dryRun || errors.length > 0) return toReport(request.dryRun, false, all.length, errors, rows, creates.length, updates.length, unchanged, childCounts);
  await apply(target, request, creates, updates, unchanged, now, children);
  const created = new Map(creates.map((create) => [create.line, String(create.record._id)]));
  const applied = rows.map((row) => (row.action === 'create' ? { ...row, _id: created.get(row.line) } : row));
  return toReport(false, true, all.length, errors, applied, creates.length, updates.length, unchanged, childCounts);
}

/** What an import does to the child rows: creates, updates, and how many it leaves as they are. */
interface ChildPlan {
  readonly creates: PlannedCreate[];
  readonly updates: PlannedUpdate[];
  unchanged: number;
}

type Fail = (line: number, column: string | null, field: string | null, error: string) => void;

/** The cells of the child's headers («Prefix: title», the prefix removed) apart from the parent's; null where the other's. */
function splitChildHeaders(spec: GridImportChildrenDefinition | null, cells: readonly ImportCell[]): { own: ImportCell[]; child: ImportCell[] } {
  const fold = (text: string) => text.trim().toLocaleLowerCase('es');
  const prefix = spec ? `${fold(spec.prefix)}:` : null;
  const own: ImportCell[] = [];
  const child: ImportCell[] = [];
  cells.forEach((cell, index) => {
    const text = cell === null ? '' : fold(String(cell));
    const isChild = prefix !== null && text.startsWith(prefix);
    own[index] = isChild ? null : cell;
    child[index] = isChild ? String(cell).trim().slice(prefix!.length).trim() : null;
  });
  return { own, child };
}

/**
 * The lines sharing a parent key, grouped under the first (groups: first line → its lines); the others' parent cells
 * must be the first's (else an error naming it). Returns the lines that stand for a parent: the firsts and the keyless.
 */
function groupLines(all: readonly ReadLine[], key: string, titleOf: (field: string) => string, fail: Fail, groups: Map<number, number[]>): ReadLine[] {
  const firsts = new Map<string, ReadLine>();
  const parents: ReadLine[] = [];
  for (const line of all) {
    const value = line.values[key];
    const first = value === null || value === undefined ? undefined : firsts.get(String(value));
    if (!first) {
      if (value !== null && value !== undefined) firsts.set(String(value), line);
      groups.set(line.line, [line.line]);
      parents.push(line);
      continue;
    }
    groups.get(first.line)!.push(line.line);
    if (line.failed || first.failed) continue;
    const fields = new Set([...Object.keys(first.values), ...Object.keys(line.values), ...first.labels.keys(), ...line.labels.keys()]);
    const differs = [...fields].find((field) => !isSameValue(first.values[field] ?? null, line.values[field] ?? null) || !isSameValue(first.labels.get(field) ?? null, line.labels.get(field) ?? null));
    if (differs !== undefined) fail(line.line, titleOf(differs), differs, messages.importParentMismatch(titleOf(differs), first.line));
    else if (line.id !== first.id) fail(line.line, EXPORT_ID_COLUMN, '_id', messages.importParentMismatch(EXPORT_ID_COLUMN, first.line));
  }
  return parents;
}

/**
 * Each group's child lines against its parent's stored children (matched by the child key, or `Prefix: _id`): judged
 * as the API judges the child's bodies (its validator, grants, row filters); a child key twice for one parent is an
 * error naming the first line; a line whose child cells are all empty is its parent's alone.
 */
async function planChildren(
  target: ImportTarget,
  request: ImportRequest,
  spec: GridImportChildrenDefinition,
  headers: readonly MappedHeader[],
  groups: ReadonlyMap<number, readonly number[]>,
  childRead: ReadonlyMap<number, ReadLine>,
  parentIds: ReadonlyMap<number, string>,
  fail: Fail,
  now: Date,
): Promise<ChildPlan> {
  const { store } = target;
  const { entity, validator } = target.children!;
  const childTarget: ImportTarget = { entity, grid: target.grid, store, registry: target.registry, validator };
  const plan: ChildPlan = { creates: [], updates: [], unchanged: 0 };
  const permission = request.children?.permission ?? null;
  const titles = new Map(headers.flatMap((header) => (header.column ? [[header.column.field, header.header] as const] : [])));
  const titleOf = (field: string) => titles.get(field) ?? `${spec.prefix}: ${field}`;
  const keepers = new Map(headers.flatMap((header) => (header.column && importCellKinds[header.column.cell].keeps ? [[header.column.field, importCellKinds[header.column.cell].keeps!] as const] : [])));
  const isEmpty = (line: ReadLine) => !line.failed && line.id === null && line.labels.size === 0 && Object.values(line.values).every((value) => value === null);
  const lines = [...childRead.values()].filter((line) => !isEmpty(line));
  if (lines.length === 0) return plan;
  await resolveReferences(childTarget, lines, titleOf, fail);
  const siblings = new Map<string, Record<string, unknown>[]>();
  for (const row of await findRowsByValues(store.database.db, entity, spec.parent, [...new Set(parentIds.values())])) {
    const parent = String(row[spec.parent]);
    siblings.set(parent, [...(siblings.get(parent) ?? []), row]);
  }
  const parentReadOnly = entity.fields.find((field) => field.name === spec.parent)?.readOnly ?? false;
  for (const [first, numbers] of groups) {
    const parentId = parentIds.get(first);
    if (parentId === undefined) continue;
    const seen = new Map<string, number>();
    for (const number of numbers) {
      const line = childRead.get(number);
      if (!line || line.failed || isEmpty(line)) continue;
      const key = line.values[spec.key];
      if ((key === null || key === undefined) && line.id === null) {
        fail(number, titleOf(spec.key), spec.key, messages.importEmptyKey(titleOf(spec.key)));
        continue;
      }
      if (key !== null && key !== undefined) {
        const earlier = seen.get(String(key));
        if (earlier !== undefined) {
          fail(number, titleOf(spec.key), spec.key, messages.importRepeatedKey(titleOf(spec.key), String(key), earlier));
          continue;
        }
        seen.set(String(key), number);
      }
      const candidates = siblings.get(parentId) ?? [];
      const stored = line.id !== null ? candidates.find((row) => String(row._id) === line.id) : candidates.find((row) => String(readRow(entity, row)[spec.key]) === String(key));
      if (line.id !== null && !stored) {
        fail(number, `${spec.prefix}: ${EXPORT_ID_COLUMN}`, '_id', messages.importUnknownId(line.id, entity.label.one));
        continue;
      }
      const current = stored ? readRow(entity, stored) : null;
      if (!pickReferences(childTarget, line, current, titleOf, fail)) continue;
      if (stored && current) {
        const id = String(stored._id);
        if (request.children?.isReached && !(await request.children.isReached(id))) {
          fail(number, null, null, messages.importOutsideScope(entity.label.many.toLowerCase()));
          continue;
        }
        const changed = getChangedCells(line.values, current, keepers);
        if (changed.length === 0) {
          plan.unchanged += 1;
          continue;
        }
        if (!hasAction(permission, 'update')) {
          fail(number, null, null, messages.importUpdateForbidden(entity.label.many.toLowerCase()));
          continue;
        }
        const after: Record<string, unknown> = { ...current };
        for (const [name, value] of changed) {
          if (value === null) delete after[name];
          else after[name] = value;
        }
        const details = validator.checkRecord(after, current);
        if (details.length > 0) {
          for (const detail of details) fail(number, detail.field ? titleOf(detail.field) : null, detail.field || null, detail.message);
          continue;
        }
        plan.updates.push({ line: number, id, version: readRowVersion(stored), before: current, after, changes: store.writeRow(entity, Object.fromEntries(changed)) });
        continue;
      }
      if (!hasAction(permission, 'create')) {
        fail(number, null, null, messages.importCreateForbidden(entity.label.many.toLowerCase()));
        continue;
      }
      const body: Record<string, unknown> = Object.fromEntries(Object.entries(line.values).filter(([, value]) => value !== null));
      if (!parentReadOnly) body[spec.parent] = parentId;
      Object.assign(body, request.children?.rowFill ?? {});
      const details = validator.checkCreate(body);
      const record = details.length > 0 ? null : addServerFields(entity, { ...body, [spec.parent]: parentId }, now);
      if (record) {
        assignGeneratedValues(entity, [record]);
        details.push(...validator.checkRecord(record));
      }
      if (details.length > 0 || !record) {
        for (const detail of details) fail(number, detail.field ? titleOf(detail.field) : null, detail.field || null, detail.message);
        continue;
      }
      plan.creates.push({ line: number, record });
    }
  }
  return plan;
}

// Rows written per statement batch: large enough to amortize, small enough for every engine's parameter limit.
const APPLY_CHUNK = 500;

/**
 * Every create and update in one transaction, each audited, then the import's own entry, all under one `job` id
 * (the history links the import's entry to its rows' entries as it links a bulk job's); a stale row undoes it all.
 */
async function apply(target: ImportTarget, request: ImportRequest, creates: readonly PlannedCreate[], updates: readonly PlannedUpdate[], unchanged: number, now: Date, children: ChildPlan | null): Promise<void> {
  const { entity, store, registry, grid } = target;
  try {
    const job = createObjectId(now);
    await store.transaction(async (tx) => {
      const audit: AuditEntryInput[] = [];
      const write = async (written: EntityDefinition, rowCreates: readonly PlannedCreate[], rowUpdates: readonly PlannedUpdate[]) => {
        for (let start = 0; start < rowCreates.length; start += APPLY_CHUNK) {
          const part = rowCreates.slice(start, start + APPLY_CHUNK);
          const records = part.map((create) => create.record);
          await tx.assertRecordsReferencesExist(written, part.map((create) => ({ values: create.record, prefix: `línea ${create.line}` })));
          await tx.fillGeneratedValues(written, records);
          await tx.insert(written, records);
          for (const record of records) audit.push({ ...createAuditEntry(written, 'create', null, record), job });
        }
        for (const update of rowUpdates) {
          await tx.update(written, update.id, update.changes, update.version);
          audit.push({ ...createAuditEntry(written, 'update', update.before, update.after), job });
        }
      };
      await write(entity, creates, updates);
      // Children after their parents: a new child refers to a parent this transaction created.
      if (children) await write(target.children!.entity, children.creates, children.updates);
      audit.push({
        entity,
        recordId: '',
        action: IMPORT_AUDIT_ACTION,
        job,
        changes: toImportAuditChanges({
          file: request.fileName ?? '',
          grid: grid.name,
          created: creates.length,
          updated: updates.length,
          unchanged,
          children: children && { entity: target.children!.entity.entity, created: children.creates.length, updated: children.updates.length, unchanged: children.unchanged },
        }),
      });
      await writeAuditEntries(tx.db, registry, request.user, audit, now);
    });
  } catch (error) {
    if (error instanceof StaleVersionError) throw new HttpError(409, messages.importStale());
    throw error;
  }
}

/** The headers mapped to the import's columns (a title or a field name, case aside, or `_id`); the key's column is required. */
function mapHeaders(
  spec: Pick<GridImportDefinition, 'key' | 'columns'>,
  cells: readonly ImportCell[],
  permission: EntityPermission | null,
  fail: (column: string | null, error: string) => void,
  otherTitles: readonly string[] = [],
): MappedHeader[] {
  const fold = (text: string) => text.trim().toLocaleLowerCase('es');
  const known = [...spec.columns.map((column) => column.title), EXPORT_ID_COLUMN, ...otherTitles];
  const mapped: MappedHeader[] = [];
  cells.forEach((cell, index) => {
    if (cell === null) return;
    const header = String(cell).trim();
    if (header === EXPORT_ID_COLUMN) {
      mapped.push({ index, header, column: null });
      return;
    }
    const column = spec.columns.find((candidate) => fold(candidate.title) === fold(header)) ?? spec.columns.find((candidate) => fold(candidate.field) === fold(header));
    if (!column) return fail(header, messages.importUnknownHeader(header, known));
    if (permission && (permission.hidden.includes(column.field) || permission.readOnly.includes(column.field))) return fail(header, messages.importHeaderNotWritable(header));
    if (mapped.some((other) => other.column?.field === column.field)) return fail(header, messages.importRepeatedHeader(header));
    mapped.push({ index, header, column });
  });
  if (!mapped.some((header) => header.column?.field === spec.key || header.column === null)) {
    fail(null, messages.importMissingKey(spec.columns.find((column) => column.field === spec.key)?.title ?? spec.key));
  }
  return mapped;
}

/** A line's cells read by their columns' kinds; a cell that cannot be read is an error naming its header. */
function readLine(entity: EntityDefinition, headers: readonly MappedHeader[], line: number, cells: readonly ImportCell[], fail: Fail): ReadLine {
  const result: ReadLine = { line, values: {}, labels: new Map(), candidates: new Map(), id: null, failed: false };
  for (const { index, header, column } of headers) {
    const cell = cells[index] ?? null;
    // The same refusal as the API's for a body's text (rejectHostileText), since a file's cells skip that hook.
    if (typeof cell === 'string' && isHostileText(cell)) {
      fail(line, header, column?.field ?? '_id', messages.hostileText(header));
      result.failed = true;
      continue;
    }
    if (column === null) {
      result.id = cell === null ? null : String(cell).trim();
      continue;
    }
    if (cell === null) {
      result.values[column.field] = null;
      continue;
    }
    const outcome = importCellKinds[column.cell].read(cell, column);
    if ('error' in outcome) {
      fail(line, header, column.field, outcome.error);
      result.failed = true;
    } else if ('labels' in outcome) {
      const many = entity.references.find((reference) => reference.field === column.field)?.many ?? false;
      result.labels.set(column.field, many ? outcome.labels.flatMap((label) => label.split(', ')).filter((label) => label !== '') : outcome.labels);
    } else result.values[column.field] = outcome.value;
  }
  return result;
}

/** The key and `_id` no two lines may share: the second is an error naming the first's line. */
function checkRepeats(read: ReadLine[], key: string, title: string, fail: (line: number, column: string | null, field: string | null, error: string) => void): void {
  const seen = new Map<string, number>();
  const seenIds = new Map<string, number>();
  for (const line of read) {
    const value = line.values[key];
    if (value === null || value === undefined) {
      if (line.id === null && !line.failed) {
        fail(line.line, title, key, messages.importEmptyKey(title));
        line.failed = true;
      }
    } else {
      const first = seen.get(String(value));
      if (first !== undefined) {
        fail(line.line, title, key, messages.importRepeatedKey(title, String(value), first));
        line.failed = true;
      } else seen.set(String(value), line.line);
    }
    if (line.id !== null) {
      const first = seenIds.get(line.id);
      if (first !== undefined) {
        fail(line.line, EXPORT_ID_COLUMN, '_id', messages.importRepeatedKey(EXPORT_ID_COLUMN, line.id, first));
        line.failed = true;
      } else seenIds.set(line.id, line.line);
    }
  }
}

/**
 * Reference labels to candidate ids: the rows of the target, within the reference's `where`, whose display field (or
 * label template's label) is the label, or whose _id it is. No row is an error here; several are judged per line (pickReferences).
 */
async function resolveReferences(target: ImportTarget, read: ReadLine[], titleOf: (field: string) => string, fail: (line: number, column: string | null, field: string | null, error: string) => void): Promise<void> {
  const { entity, store, registry } = target;
  for (const reference of entity.references) {
    const labels = [...new Set(read.flatMap((line) => line.labels.get(reference.field) ?? []))];
    if (labels.length === 0) continue;
    const referenced = registry.get(reference.entity);
    const allowed = (row: Record<string, unknown>) => {
      const record = readRow(referenced, row);
      return Object.entries(reference.where ?? {}).every(([name, value]) => (value === null ? record[name] === undefined : String(record[name]) === String(value)));
    };
    const found = new Map<string, Set<string>>();
    const add = (label: string, id: string) => found.set(label, (found.get(label) ?? new Set()).add(id));
    // A label template is no column: its rows are matched by the label the grid and the export show them with.
    if (isLabelTemplate(reference.display)) {
      for (const { row, label } of await findRowsByTemplateLabels(store, registry, referenced, reference.display, labels)) if (allowed(row)) add(label, String(row._id));
    } else {
      for (const row of await findRowsByValues(store.database.db, referenced, reference.display, labels)) if (allowed(row)) add(String(row[reference.display]), String(row._id));
    }
    for (const row of await findRowsByValues(store.database.db, referenced, '_id', labels)) if (allowed(row) && !found.has(String(row._id))) add(String(row._id), String(row._id));
    for (const line of read) {
      const named = line.labels.get(reference.field);
      if (!named) continue;
      const candidates: (readonly string[])[] = [];
      for (const label of named) {
        const matches = found.get(label);
        if (!matches) fail(line.line, titleOf(reference.field), reference.field, messages.importUnknownReference(label, referenced.label.one));
        else candidates.push([...matches]);
      }
      if (candidates.length < named.length) line.failed = true;
      else line.candidates.set(reference.field, candidates);
    }
  }
}

/**
 * Each reference's value from its candidates: the one row a label names, or, when several share the label, the one
 * the stored row already holds (an export re-imported keeps it); otherwise an error asking for the _id.
 */
function pickReferences(target: ImportTarget, line: ReadLine, current: Readonly<Record<string, unknown>> | null, titleOf: (field: string) => string, fail: (line: number, column: string | null, field: string | null, error: string) => void): boolean {
  let picked = true;
  for (const [field, candidates] of line.candidates) {
    const reference = target.entity.references.find((candidate) => candidate.field === field)!;
    const held = new Set((Array.isArray(current?.[field]) ? (current[field] as unknown[]) : current?.[field] === undefined ? [] : [current[field]]).map(String));
    const labels = line.labels.get(field)!;
    const ids = candidates.map((matches, index) => {
      if (matches.length === 1) return matches[0]!;
      const kept = matches.filter((id) => held.has(id));
      if (kept.length === 1) return kept[0]!;
      fail(line.line, titleOf(field), field, messages.importAmbiguousReference(labels[index]!, target.registry.get(reference.entity).label.many.toLowerCase(), matches.length));
      picked = false;
      return '';
    });
    if (picked) line.values[field] = reference.many ? ids : ids[0];
  }
  return picked;
}

/** A unique field's values: the rows holding them (stored value → _id), the first line of the file giving each. */
interface TakenValues {
  readonly rows: Map<string, string>;
  readonly lines: Map<string, number>;
}

/**
 * The unique fields a file fills besides its key, by stored value → the _id of the row holding it (a line's value
 * held by another row is a conflict); a value two lines share is an error too, naming the first line.
 */
async function getTakenValues(target: ImportTarget, read: ReadLine[], spec: GridImportDefinition): Promise<Map<string, TakenValues>> {
  const { entity, store } = target;
  const taken = new Map<string, TakenValues>();
  const unique = entity.fields.filter(
    (field) => field.name !== spec.key && spec.columns.some((column) => column.field === field.name) && entity.unique.some((combination) => combination.length === 1 && combination[0] === field.name),
  );
  for (const field of unique) {
    const values = read.flatMap((line) => (line.values[field.name] === null || line.values[field.name] === undefined ? [] : [store.toStoredValue(field.storage, line.values[field.name])]));
    const rows = await findRowsByValues(store.database.db, entity, field.name, values);
    taken.set(field.name, { rows: new Map(rows.map((row) => [String(row[field.name]), String(row._id)])), lines: new Map() });
  }
  return taken;
}

function toReport(dryRun: boolean, applied: boolean, total: number, errors: ImportError[], rows: ImportRow[], created: number, updated: number, unchanged: number, children?: ImportChildCounts | null): ImportReport {
  return {
    dryRun,
    applied,
    total,
    created,
    updated,
    unchanged,
    errorCount: errors.length,
    errors: errors.slice(0, IMPORT_REPORT_LIMIT),
    rows: rows.slice(0, IMPORT_REPORT_LIMIT),
    truncated: errors.length > IMPORT_REPORT_LIMIT || rows.length > IMPORT_REPORT_LIMIT,
    ...(children && { children }),
  };
}

/** The line's cells whose value differs from the row's (a keeper may call a different-looking value the same). */
function getChangedCells(values: Readonly<Record<string, unknown>>, current: Readonly<Record<string, unknown>>, keepers: ReadonlyMap<string, (was: unknown, value: unknown) => boolean>): [string, unknown][] {
  return Object.entries(values).filter(([name, value]) => {
    const was = current[name];
    // Most cells hold what the row holds: a plain comparison spares the canonical JSON.
    if (was === value || ((was === undefined || was === null) && value === null)) return false;
    return !isSameValue(was, value) && !(keepers.get(name)?.(was, value) ?? false);
  });
}
