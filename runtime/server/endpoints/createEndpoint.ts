import type { EntityDefinition } from '../../shared/index.js';
import { createAuditEntry, writeAuditEntries, type AuditEntryInput } from '../audit/index.js';
import { toDetailsError } from '../http/createEntityValidator.js';
import type { ValidationDetail } from '../http/describeValidationErrors.js';
import { getFormSchema } from '../http/getFormSchema.js';
import { badRequest } from '../http/HttpError.js';
import { takeGeneratedFields } from '../http/takeGeneratedFields.js';
import { takeLifecycleFields } from '../http/takeLifecycleFields.js';
import { messages } from '../messages.js';
import { addServerFields } from '../model/index.js';
import { assignGeneratedValues, getScopeValues, readApiRow, readRow, type InsertedLines, type Store, type StoreTransaction } from '../storage/index.js';
import { createChildrenReader, type ChildLines } from './createChildrenReader.js';
import { createCreatesBuilder } from './createCreatesBuilder.js';
import type { EndpointFactory } from './EndpointContext.js';
import { getPathFields, getPathValues } from './getPathValues.js';
import { readRequestBody } from './readRequestBody.js';

/** Records of one entity inserted together, each with where it sits in the request (`lines[2]`, '' for the body). */
interface InsertGroup {
  readonly entity: EntityDefinition;
  readonly records: { readonly values: Record<string, unknown>; readonly prefix: string }[];
  /** The body's lines, inserted after the row: its computed totals are stored with it, not by an update that would make it version 2. */
  readonly lines?: InsertedLines;
}

/**
 * POST a new row: validated editable fields plus defaults, and the fields named by path placeholders
 * (`/contents/{parent}/create`); the server sets `_id`, positions, creation dates and generated values. In the
 * same transaction it inserts the body's children lines (`lines`, each pointing at the new row) and the rows
 * of the entity's `creates` (a receipt from templates over the new record); any problem is a 400 and nothing is written.
 */
export const createEndpoint: EndpointFactory = ({ entity, endpoint, store, validator, registry, hooks }) => {
  const pathFields = getPathFields(entity, endpoint);
  const formSchema = getFormSchema(entity, registry);
  const children = createChildrenReader(entity, registry);
  const buildCreates = createCreatesBuilder(entity, registry);
  return async (request, reply) => {
    const pathValues = getPathValues(request, pathFields);
    const body = mergePathValues(entity, readRequestBody(request, formSchema, hooks), pathValues);
    const details: ValidationDetail[] = [];
    let lines: ChildLines[] = [];
    if (isObject(body)) {
      // The body's own problems first, then its generated fields', then its lines'.
      const generated = [...takeGeneratedFields(entity, body), ...takeLifecycleFields(entity, body)];
      const read = children.read(body);
      lines = read.lines;
      details.push(...validator.checkCreate(body), ...generated, ...read.details);
    } else details.push(...validator.checkCreate(body));
    if (details.length > 0) throw toDetailsError(details);

    const now = new Date();
    const record = addServerFields(entity, { ...(body as Record<string, unknown>), ...pathValues }, now);
    assignGeneratedValues(entity, [record]);
    validator.validateRecord(record);
    const columns = (await hooks?.prepareWrite?.('create', record)) ?? {};
    const lineValues = new Map<string, Record<string, unknown>[]>();
    const groups: InsertGroup[] = [{ entity, records: [{ values: record, prefix: '' }], lines: (_, name) => lineValues.get(name) ?? [] }];
    const source: Record<string, unknown> = { ...record };
    for (const line of lines) {
      const records = line.items.map((item, index) => {
        const values = addServerFields(line.entity, { ...item, [line.definition.field]: record._id }, now);
        return { values, prefix: `${line.definition.name}[${index}]` };
      });
      assignGeneratedValues(line.entity, records.map((child) => child.values));
      const problems = records.flatMap((child) => line.validator.checkRecord(child.values).map((detail) => ({ ...detail, field: `${child.prefix}.${detail.field}` })));
      if (problems.length > 0) throw toDetailsError(problems);
      groups.push({ entity: line.entity, records });
      source[line.definition.name] = records.map((child) => child.values);
      lineValues.set(line.definition.name, records.map((child) => child.values));
    }
    for (const created of buildCreates(source, now)) groups.push({ entity: created.entity, records: [{ values: created.record, prefix: '' }] });

    const inserted = await store.transaction(async (tx) => {
      await lockScopes(store, tx, groups);
      await tx.assertReferencesExist(entity, pathValues, { status: 404 });
      // In order, so each child line finds the row it points at.
      for (const group of groups) {
        await tx.assertRecordsReferencesExist(group.entity, group.records);
        const values = group.records.map((item) => item.values);
        await tx.fillGeneratedValues(group.entity, values);
        await tx.insert(group.entity, values, group.lines);
      }
      await hooks?.afterWrite?.(tx, { id: String(record._id), before: null, after: readRow(entity, await tx.find(entity, String(record._id))), columns });
      await writeAuditEntries(tx.db, registry, request.adminUser, await readCreated(tx, groups), now);
      return tx.find(entity, String(record._id));
    });
    const [labelled] = await store.addLabels(entity, [readApiRow(entity, inserted)]);
    // Returned, not sent, so withRowVersions gives the answer its ETag as the kind's descriptor says.
    reply.status(201);
    return store.addChildren(entity, labelled!);
  };
};

/** Every ordering scope the rows join, locked in one sorted pass (the order applyDeleteRules takes them in). */
async function lockScopes(store: Store, tx: StoreTransaction, groups: readonly InsertGroup[]): Promise<void> {
  const scopes = new Map<string, { entity: EntityDefinition; scope: unknown[] }>();
  for (const group of groups) {
    if (!group.entity.ordering) continue;
    for (const item of group.records) {
      const scope = getScopeValues(group.entity, store.writeRow(group.entity, item.values));
      scopes.set(`${group.entity.table}:${JSON.stringify(scope)}`, { entity: group.entity, scope });
    }
  }
  for (const key of [...scopes.keys()].sort()) {
    const target = scopes.get(key)!;
    await tx.lockScope(target.entity, target.scope);
  }
}

/** A 'create' entry per inserted row, read back as stored (positions and generated values included), in insert order. */
async function readCreated(tx: StoreTransaction, groups: readonly InsertGroup[]): Promise<AuditEntryInput[]> {
  const entries: AuditEntryInput[] = [];
  for (const group of groups) {
    const ids = group.records.map((item) => String(item.values._id));
    const rows = await tx.findMany(group.entity, ids);
    for (const id of ids) {
      const row = rows.get(id);
      if (row) entries.push(createAuditEntry(group.entity, 'create', null, readRow(group.entity, row)));
    }
  }
  return entries;
}

/**
 * The body with the path's values for editable fields (so `required` sees them); a body value that
 * contradicts the path is a 400. Read-only path fields join the record after validation.
 */
function mergePathValues(entity: EntityDefinition, body: unknown, pathValues: Readonly<Record<string, unknown>>): unknown {
  if (!isObject(body)) return body;
  const fields: Record<string, unknown> = { ...body };
  for (const [name, value] of Object.entries(pathValues)) {
    const given = fields[name];
    if (given !== undefined && given !== null && given !== '' && String(given) !== String(value)) {
      throw badRequest(messages.pathMismatch(name, String(given), String(value)), name);
    }
    // The client may echo the path value into the row (the grid fills new rows from its params).
    delete fields[name];
    if (!entity.fields.find((field) => field.name === name)?.readOnly) fields[name] = value;
  }
  return fields;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
