import type { EndpointDefinition, EntityDefinition, FieldDefinition, JsonSchema } from '../types.js';
import type { EndpointContract, ResponseContract } from './ApiContract.js';
import { withReferenceMark } from './getEntitySchemas.js';
import { getListQuerySchema, LIST_READING_PARAMS } from './getListQuerySchema.js';
import { getListSpec } from './getListSpec.js';

/** The names of the bulk answers' schemas in the contract. */
export const BULK_REPORT_SCHEMA = 'BulkReport';
export const BULK_JOB_SCHEMA = 'BulkJob';

/** What a bulk action did (a job's end) or would do (a dry run): the BulkReport schema's shape. */
export interface BulkReport {
  readonly action: string;
  readonly total: number;
  readonly changed: number;
  readonly unchanged: number;
  /** Rows left as they are, by reason: how many, the first ids, and their labels in the same order (null: none, the id names it). */
  readonly notChanged: readonly { readonly reason: string; readonly count: number; readonly ids: readonly string[]; readonly labels: readonly (string | null)[] }[];
  readonly dryRun: boolean;
}

export type BulkJobState = 'running' | 'done' | 'failed' | 'interrupted';

/** A job as GET /jobs/{_id} answers it: the BulkJob schema's shape. */
export interface BulkJob {
  readonly _id: string;
  readonly entity: string;
  readonly action: string;
  readonly state: BulkJobState;
  readonly total: number;
  readonly done: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly report: BulkReport | null;
  readonly error: string | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
}

/** The most ids one bulk request names; more rows are selected by `where`. */
export const MAX_BULK_IDS = 10_000;

/** How many rows the report lists by id per reason (the counts cover them all). */
export const BULK_REPORT_IDS = 20;

/** Where a job is read: `/jobs/{_id}` under the API base. */
export const JOB_PATH = '/jobs/{_id}';
export const JOB_OPERATION_ID = 'getJob';

/** A list's query parameters that page, sort or export: a bulk `where` leaves them out. */
/** The bulk actions the grids over one list declare, added up: delete, transition endpoint names, settable fields. */
export interface BulkActions {
  readonly delete: boolean;
  readonly transitions: readonly string[];
  readonly set: readonly FieldDefinition[];
}

/** A list endpoint's bulk path: its own path and `/bulk`. */
export function getBulkPath(list: EndpointDefinition): string {
  return `${list.path.replace(/\/+$/, '')}/bulk`;
}

/** The action names a bulk request may send: `delete`, each transition's name, `set`. */
export function getBulkActionNames(actions: BulkActions): string[] {
  return [...(actions.delete ? ['delete'] : []), ...actions.transitions, ...(actions.set.length > 0 ? ['set'] : [])];
}

/** The entity's list endpoints some grid declares bulk actions on, each with those actions added up. */
export function getBulkLists(entity: EntityDefinition): { list: EndpointDefinition; actions: BulkActions }[] {
  const lists: { list: EndpointDefinition; actions: BulkActions }[] = [];
  for (const list of entity.endpoints.filter((endpoint) => endpoint.kind === 'list')) {
    const grids = entity.grids.filter((grid) => grid.bulk && grid.dataSource.entity === entity.entity && grid.dataSource.endpoint === list.name);
    if (grids.length === 0) continue;
    const transitions = [...new Set(grids.flatMap((grid) => grid.bulk?.transitions.map((transition) => transition.endpoint) ?? []))];
    const setNames = new Set(grids.flatMap((grid) => grid.bulk?.set.map((field) => field.field) ?? []));
    lists.push({
      list,
      actions: { delete: grids.some((grid) => grid.bulk?.delete === true), transitions, set: entity.fields.filter((field) => setNames.has(field.name)) },
    });
  }
  return lists;
}

/**
 * One bulk operation per list with bulk actions (`POST <list path>/bulk`): a dry run answers what the action would do
 * to the selected rows (200, BulkReport); a run starts a job (202, BulkJob) that `GET /jobs/{_id}` follows.
 */
export function getBulkEndpoints(entities: readonly EntityDefinition[], shared: Readonly<Record<string, ResponseContract>>): EndpointContract[] {
  const endpoints: EndpointContract[] = [];
  for (const entity of entities) {
    const allGrids = entities.flatMap((candidate) => candidate.grids);
    for (const { list, actions } of getBulkLists(entity)) {
      const spec = getListSpec(entity, list, allGrids);
      // The list's selecting parameters: its paging, sort and export ones select no row (a filter keeps its name).
      const selecting = Object.fromEntries(Object.entries(getListQuerySchema(spec).properties ?? {}).filter(([name]) => spec.filters.has(name) || !LIST_READING_PARAMS.includes(name)));
      endpoints.push({
        operationId: `${entity.entity}${list.name.charAt(0).toUpperCase()}${list.name.slice(1)}Bulk`,
        method: 'POST',
        path: getBulkPath(list),
        tag: entity.entity,
        summary: `act on many ${entity.label.many.toLowerCase()} at once`,
        description:
          `Deletes, moves through a transition or sets fields of the ${entity.entity} rows named by \`ids\` or matching \`where\` (the list's own query parameters: ` +
          `its filters and tabs, validated as the list validates them), within the user's row filters. Needs the \`bulk\` grant and the action's own ` +
          `(delete; the transition's name; update for set). With \`dryRun\` true nothing changes and the answer (200) is what a run would do: how many rows ` +
          `would change, which would not and why. Otherwise (202) the rows are changed in chunks by a job, each row judged again on its state then ` +
          `(a row edited meanwhile is never overwritten unseen); GET /jobs/{_id} follows it and ends with the same report.`,
        security: 'csrf',
        bulk: { entity: entity.entity, list: list.name },
        body: { content: { 'application/json': getBulkBodySchema(entity, actions, { type: 'object', properties: selecting, additionalProperties: false }) } },
        response: {
          '200': { description: 'Dry run: what the action would do', content: { 'application/json': { $ref: `#/components/schemas/${BULK_REPORT_SCHEMA}` } } },
          '202': { description: 'The job that runs the action', content: { 'application/json': { $ref: `#/components/schemas/${BULK_JOB_SCHEMA}` } } },
          ...shared,
        },
      });
    }
  }
  return endpoints;
}

/** The job reader: the user's own bulk jobs, by id. */
export function getJobEndpoint(shared: Readonly<Record<string, ResponseContract>>): EndpointContract {
  return {
    operationId: JOB_OPERATION_ID,
    method: 'GET',
    path: JOB_PATH,
    tag: 'jobs',
    summary: 'a bulk job',
    description: "A bulk job's progress (done of total) and, once it ends, its report; only the user who started it reads it (404 for anyone else).",
    security: 'session',
    job: true,
    params: { type: 'object', properties: { _id: { type: 'string', minLength: 1, maxLength: 200, description: 'The job id' } }, required: ['_id'], additionalProperties: false },
    response: { '200': { description: 'The job', content: { 'application/json': { $ref: `#/components/schemas/${BULK_JOB_SCHEMA}` } } }, ...shared },
  };
}

function getBulkBodySchema(entity: EntityDefinition, actions: BulkActions, where: JsonSchema): JsonSchema {
  const set: JsonSchema = {
    type: 'object',
    description: 'action "set": the fields to set and their one value',
    properties: Object.fromEntries(actions.set.map((field) => [field.name, withReferenceMark(entity, field.name, withoutUiKeys(field.schema))])),
    additionalProperties: false,
  };
  return {
    type: 'object',
    properties: {
      action: { type: 'string', enum: getBulkActionNames(actions), description: '"delete", a transition endpoint\'s name, or "set"' },
      ids: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 200 }, minItems: 1, maxItems: MAX_BULK_IDS, uniqueItems: true, description: 'The rows to act on' },
      where: { ...where, description: "Instead of ids: every row the list answers for these query parameters (filters, tabs), within the user's row filters" },
      ...(actions.set.length > 0 && { set }),
      dryRun: { type: 'boolean', default: false, description: 'true: change nothing, answer what would change' },
    },
    required: ['action'],
    additionalProperties: false,
  };
}

/** A field's schema as a body property: without readOnly (a bulk set writes it) and UI keys. */
function withoutUiKeys(schema: JsonSchema): JsonSchema {
  const { readOnly: _readOnly, ...rest } = schema as JsonSchema & { readOnly?: unknown };
  return Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('ui:'))) as JsonSchema;
}

const NOT_CHANGED: JsonSchema = {
  type: 'array',
  description: 'The rows that stay as they are, grouped by reason: how many, the first ids, and their labels',
  items: {
    type: 'object',
    properties: {
      reason: { type: 'string' },
      count: { type: 'integer', minimum: 1 },
      ids: { type: 'array', items: { type: 'string' }, maxItems: BULK_REPORT_IDS },
      labels: {
        type: 'array',
        items: { type: ['string', 'null'] },
        maxItems: BULK_REPORT_IDS,
        description: "Each id's row as the entity's references name it (its display field or label template), in the ids' order; null: a row without one, or gone",
      },
    },
    required: ['reason', 'count', 'ids', 'labels'],
    additionalProperties: false,
  },
};

/** The bulk answers' schemas: a report (dry run, and a job's end) and a job. */
export function getBulkSchemas(): Record<string, JsonSchema> {
  const report: JsonSchema = {
    type: 'object',
    properties: {
      action: { type: 'string' },
      total: { type: 'integer', minimum: 0, description: 'The selected rows (within the row filters)' },
      changed: { type: 'integer', minimum: 0, description: 'Dry run: the rows that would change; a job: the rows changed' },
      unchanged: { type: 'integer', minimum: 0 },
      notChanged: NOT_CHANGED,
      dryRun: { type: 'boolean' },
    },
    required: ['action', 'total', 'changed', 'unchanged', 'notChanged', 'dryRun'],
    additionalProperties: false,
  };
  const job: JsonSchema = {
    type: 'object',
    properties: {
      _id: { type: 'string' },
      entity: { type: 'string' },
      action: { type: 'string' },
      state: { type: 'string', enum: ['running', 'done', 'failed', 'interrupted'] },
      total: { type: 'integer', minimum: 0 },
      done: { type: 'integer', minimum: 0, description: 'Rows judged so far' },
      changed: { type: 'integer', minimum: 0 },
      unchanged: { type: 'integer', minimum: 0 },
      report: { oneOf: [{ $ref: `#/components/schemas/${BULK_REPORT_SCHEMA}` }, { type: 'null' }], description: 'Once the job ends: its report' },
      error: { type: ['string', 'null'] },
      createdAt: { type: 'string', format: 'date-time' },
      finishedAt: { type: ['string', 'null'] },
    },
    required: ['_id', 'entity', 'action', 'state', 'total', 'done', 'changed', 'unchanged', 'report', 'error', 'createdAt', 'finishedAt'],
    additionalProperties: false,
  };
  return { [BULK_REPORT_SCHEMA]: report, [BULK_JOB_SCHEMA]: job };
}
