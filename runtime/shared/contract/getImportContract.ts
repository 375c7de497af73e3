import type { EndpointDefinition, EntityDefinition, GridDefinition, JsonSchema } from '../types.js';
import type { EndpointContract, ResponseContract } from './ApiContract.js';
import { EXPORT_FORMATS } from './exportFormats.js';
import { schemaRef } from './getEntitySchemas.js';

/** One problem of a file: its line (1: the headers), the header of its cell (null: the whole line), the field, why. */
export interface ImportError {
  readonly line: number;
  readonly column: string | null;
  readonly field: string | null;
  readonly error: string;
}

/** What one line without errors does (or would do). */
export interface ImportRow {
  readonly line: number;
  readonly action: 'create' | 'update' | 'unchanged';
  readonly _id?: string;
  readonly key: string | number | null;
}

/** The answer of an import, dry run or applied: exact counts, the first IMPORT_REPORT_LIMIT rows and errors. */
export interface ImportReport {
  readonly dryRun: boolean;
  readonly applied: boolean;
  readonly total: number;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly errorCount: number;
  readonly errors: ImportError[];
  readonly rows: ImportRow[];
  readonly truncated: boolean;
  /** The child rows' counts, when the grid's import declares children. */
  readonly children?: ImportChildCounts;
}

/** How many child rows an import creates, updates and leaves as they are (exact). */
export interface ImportChildCounts {
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
}

/** The name of the import report's schema in the contract. */
export const IMPORT_REPORT_SCHEMA = 'ImportReport';

/** The media types an import takes: a CSV (UTF-8, `;` or `,`) or an XLSX workbook (its first sheet). */
export const IMPORT_MEDIA_TYPES = { csv: 'text/csv', xlsx: EXPORT_FORMATS.xlsx.mediaType } as const;

/** The largest file an import takes (bytes): a 100 000-row sheet with room to spare. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** Rows and errors a report lists (its counts are exact whatever the file's size). */
export const IMPORT_REPORT_LIMIT = 1000;

/** Where a grid's import is posted: its data source's path plus `/import`. */
export function getImportPath(listPath: string): string {
  return `${listPath.replace(/\/+$/, '')}/import`;
}

/** The operation id of a grid's import: `productsImport`. */
export function getImportOperationId(grid: GridDefinition): string {
  return `${grid.entity}${grid.name.charAt(0).toUpperCase()}${grid.name.slice(1)}Import`;
}

/** A grid that declares an import, with the list endpoint it imports through. */
export interface ImportingGrid {
  readonly entity: EntityDefinition;
  readonly grid: GridDefinition;
  readonly list: EndpointDefinition;
}

/** Every grid of these entities that declares an import and whose data source is the entity's own list endpoint. */
export function getImportingGrids(entities: readonly EntityDefinition[]): ImportingGrid[] {
  return entities.flatMap((entity) =>
    entity.grids.flatMap((grid) => {
      const list = grid.import && grid.dataSource.entity === entity.entity ? entity.endpoints.find((endpoint) => endpoint.name === grid.dataSource.endpoint) : undefined;
      return list ? [{ entity, grid, list }] : [];
    }),
  );
}

/**
 * One import operation per importing grid: the file as the body, a dry run (`dryRun=true`: the report, nothing written)
 * or the apply (all rows in one transaction, or none), answered by the same report.
 */
export function getImportEndpoints(
  entities: readonly EntityDefinition[],
  getParams: (entity: EntityDefinition, list: EndpointDefinition) => JsonSchema | undefined,
  shared: Readonly<Record<string, ResponseContract>>,
): EndpointContract[] {
  return getImportingGrids(entities).map(({ entity, grid, list }) => {
    const params = getParams(entity, list);
    const file: JsonSchema = { type: 'string', format: 'binary' };
    return {
      operationId: getImportOperationId(grid),
      method: 'POST',
      path: getImportPath(list.path),
      tag: entity.entity,
      summary: `import ${entity.label.many} from a CSV or XLSX file`,
      description:
        `Each line creates a ${entity.entity} or updates the one its key (${grid.import!.key}) or _id names; headers are the columns' titles or field names, cells as an export writes them ` +
        `(Sí/No, enum titles, reference labels, Spanish numbers and dates)${grid.import!.children ? `; columns headed «${grid.import!.children.prefix}: <title>» fill one ${grid.import!.children.entity} per line, matched by ${grid.import!.children.key} within its ${entity.entity} (lines grouped by the key)` : ''}. With dryRun=true nothing is written; otherwise every line is applied in one transaction, or none when any line has an error. ` +
        `The report lists the first ${IMPORT_REPORT_LIMIT} rows and errors; its counts are exact.`,
      security: 'csrf',
      import: { entity: entity.entity, grid: grid.name },
      ...(params && { params }),
      querystring: {
        type: 'object',
        properties: {
          dryRun: { type: 'boolean', default: false, description: 'true: report what the file would do, write nothing' },
          fileName: { type: 'string', maxLength: 255, description: "The file's name, kept in the audit entry" },
        },
        additionalProperties: false,
      },
      body: { description: `The file, at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`, content: { [IMPORT_MEDIA_TYPES.csv]: file, [IMPORT_MEDIA_TYPES.xlsx]: file } },
      response: {
        '200': { description: 'The report: what each line does or would do, and every error', content: { 'application/json': schemaRef(IMPORT_REPORT_SCHEMA) } },
        '413': { description: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`, content: { 'application/json': schemaRef('Error') } },
        ...shared,
      },
    };
  });
}

/** The import report's schema, shared by every import. */
export function getImportReportSchema(): JsonSchema {
  const count = { type: 'integer', minimum: 0 } as const;
  return {
    type: 'object',
    properties: {
      dryRun: { type: 'boolean', description: 'true: nothing was written' },
      applied: { type: 'boolean', description: 'true: the rows were written (no errors, not a dry run)' },
      total: { ...count, description: 'Lines with data in the file' },
      created: count,
      updated: count,
      unchanged: count,
      errorCount: count,
      errors: {
        type: 'array',
        description: `The first ${IMPORT_REPORT_LIMIT} errors, in line order`,
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer', minimum: 1, description: "The file's line (1: the headers)" },
            column: { type: ['string', 'null'], description: 'The header of the cell, or null for the whole line' },
            field: { type: ['string', 'null'] },
            error: { type: 'string', description: 'Why, in Spanish' },
          },
          required: ['line', 'column', 'field', 'error'],
          additionalProperties: false,
        },
      },
      rows: {
        type: 'array',
        description: `The first ${IMPORT_REPORT_LIMIT} lines without errors, in line order`,
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer', minimum: 2 },
            action: { type: 'string', enum: ['create', 'update', 'unchanged'] },
            _id: { type: 'string', description: 'The row it updates or leaves (a created row: once applied)' },
            key: { type: ['string', 'number', 'null'] },
          },
          required: ['line', 'action', 'key'],
          additionalProperties: false,
        },
      },
      truncated: { type: 'boolean', description: `true: more than ${IMPORT_REPORT_LIMIT} rows or errors; the lists hold the first ones` },
      children: {
        type: 'object',
        description: "The child rows' counts (an import that declares children)",
        properties: { created: count, updated: count, unchanged: count },
        required: ['created', 'updated', 'unchanged'],
        additionalProperties: false,
      },
    },
    required: ['dryRun', 'applied', 'total', 'created', 'updated', 'unchanged', 'errorCount', 'errors', 'rows', 'truncated'],
    additionalProperties: false,
  };
}
