import { getChildLine, getLineMapping, getLineSourceEntity, type EntityDefinition, type ReferenceDefinition } from '../../shared/index.js';
import { createChildrenReader } from '../endpoints/createChildrenReader.js';
import type { ValidationDetail } from '../http/describeValidationErrors.js';
import { createEntityRegistry } from '../model/index.js';
import { createDemoRecords, type InvalidDemoRow } from './seedDemoData.js';
import { getSeedOrder } from './getSeedOrder.js';

/** A problem with a site's demo data, at a JSON pointer of the entity's schema file (`source`). */
export interface DemoRowProblem {
  readonly source: string;
  readonly pointer: string;
  readonly message: string;
}

/**
 * Demo rows kept between checks in one process (`admin-gen dev`, a check per save): an entity's rows are made again only
 * when its definition changed, or the rows of an entity they read (references, `{ref}` templates) were made again.
 */
export type DemoRowCache = Map<string, CachedDemoRows>;

interface CachedDemoRows {
  /** The entity's definition as JSON: any change of it may change its rows. */
  readonly definition: string;
  /** The entities whose rows the making read, and which making of them it read. */
  readonly reads: ReadonlyMap<string, number | undefined>;
  readonly rows: Record<string, unknown>[];
  readonly refused: readonly InvalidDemoRow[];
  readonly making: number;
}

// Numbers each making of an entity's rows in this process, so a cache entry names exactly the rows it read.
let makings = 0;

// The build's rows are made at a fixed moment, so the same schemas always give the same rows and the same answer.
const CHECK_TIME = new Date('2026-01-01T12:00:00.000Z');

/**
 * Makes every entity's demo rows in memory, as `admin-gen seed` does (createDemoRecords, in seed order, each entity's rows
 * the next ones' parents and references), and judges them with the entity's own validator; then builds each childLines
 * widget's line from every row it may pick (getChildLine) and judges it as a create body's line. One problem per place:
 * the first refused row, its refused values, and how many rows more.
 */
export function getDemoRowProblems(entities: readonly EntityDefinition[], cache?: DemoRowCache): DemoRowProblem[] {
  const problems: DemoRowProblem[] = [];
  let order: EntityDefinition[];
  try {
    order = getSeedOrder(entities);
  } catch (error) {
    return [{ source: entities.find((entity) => entity.demo)?.source ?? '', pointer: '/demo', message: `${(error as Error).message}; expected references without a cycle` }];
  }
  const pools = new Map<string, Record<string, unknown>[]>();
  // Which making of each entity's rows the pools hold, to tell whether a cached entity's reads are still current.
  const made = new Map<string, number>();
  for (const entity of order) {
    if (!entity.demo) continue;
    const definition = JSON.stringify(entity);
    const cached = cache?.get(entity.entity);
    let refused: readonly InvalidDemoRow[];
    if (cached && cached.definition === definition && [...cached.reads].every(([name, making]) => made.get(name) === making)) {
      pools.set(entity.entity, cached.rows);
      made.set(entity.entity, cached.making);
      refused = cached.refused;
    } else {
      const reads = new Map<string, number | undefined>();
      const invalid: InvalidDemoRow[] = [];
      const rowsOf = (name: string): Record<string, unknown>[] => {
        reads.set(name, made.get(name));
        return pools.get(name) ?? [];
      };
      try {
        pools.set(entity.entity, createDemoRecords(entity, CHECK_TIME, rowsOf, { onInvalid: (row) => invalid.push(row) }));
      } catch (error) {
        cache?.delete(entity.entity);
        problems.push({ source: entity.source, pointer: '/demo', message: `the demo rows cannot be made: ${(error as Error).message}` });
        continue;
      }
      makings += 1;
      made.set(entity.entity, makings);
      cache?.set(entity.entity, { definition, reads, rows: pools.get(entity.entity)!, refused: invalid, making: makings });
      refused = invalid;
    }
    const total = pools.get(entity.entity)?.length ?? 0;
    for (const [pointer, rows] of groupByPlace(refused, (detail) => getTemplatePointer(entity, detail.field))) {
      const field = getHead(rows[0]!.detail.field);
      const expected = pointer === '/demo' ? `a template in "demo.fields" for field ${JSON.stringify(field)}, whose every value it accepts` : `a template whose every value field ${JSON.stringify(field)} accepts`;
      problems.push({ source: entity.source, pointer, message: describeRow(`demo row ${rows[0]!.row} of ${total}`, rows, expected) });
    }
  }
  problems.push(...getChildLineProblems(entities, pools));
  return problems;
}

/** Each childLines widget's line from each row it may pick, judged as the server judges a create body's lines. */
function getChildLineProblems(entities: readonly EntityDefinition[], pools: ReadonlyMap<string, readonly Record<string, unknown>[]>): DemoRowProblem[] {
  const registry = createEntityRegistry(entities);
  const problems: DemoRowProblem[] = [];
  for (const entity of entities) {
    const reader = entity.children.some((children) => children.editable) ? createChildrenReader(entity, registry) : null;
    for (const form of entity.forms) {
      for (const [name, ui] of Object.entries(form.uiSchema)) {
        const options = getChildLinesOptions(ui);
        const children = entity.children.find((candidate) => candidate.name === name);
        const copy = options && getLineMapping(options.copy);
        if (!reader || !children || !copy) continue;
        const sourceName = getLineSourceEntity(copy, typeof options.source === 'string' ? options.source : null, registry.get(children.entity));
        const rows = sourceName === null || !registry.has(sourceName) ? undefined : pools.get(sourceName);
        if (!rows) continue;
        const labelled = withLabels(registry.get(sourceName!).references, rows, pools);
        const refused: InvalidDemoRow[] = [];
        labelled.forEach((row, index) => {
          const line = getChildLine(row, copy);
          const { details } = reader.read({ [name]: [line] });
          if (details.length > 0) refused.push({ row: index + 1, record: line, details: details.map((detail) => ({ ...detail, field: detail.field.replace(/^[^.]*\./, '') })) });
        });
        const at = `/forms/${form.name}/ui/${name}/ui:options/copy`;
        for (const [pointer, group] of groupByPlace(refused, (detail) => (Object.hasOwn(copy, getHead(detail.field)) ? `${at}/${getHead(detail.field)}` : at))) {
          problems.push({
            source: entity.source,
            pointer,
            message: describeRow(
              `the line copied from demo row ${group[0]!.row} of ${labelled.length} of "${sourceName}"`,
              group,
              `a source whose value every line of "${children.entity}" accepts (or a template for it in the demo of "${sourceName}")`,
            ),
          });
        }
      }
    }
  }
  return problems;
}

interface PlacedRow extends InvalidDemoRow {
  readonly detail: ValidationDetail;
}

/** Refused rows by the pointer of their first detail's place, in row order. */
function groupByPlace(refused: readonly InvalidDemoRow[], place: (detail: ValidationDetail) => string): Map<string, PlacedRow[]> {
  const groups = new Map<string, PlacedRow[]>();
  for (const invalid of refused) {
    for (const detail of invalid.details) {
      const pointer = place(detail);
      const group = groups.get(pointer) ?? [];
      groups.set(pointer, group);
      if (group.at(-1)?.row !== invalid.row) group.push({ ...invalid, detail });
    }
  }
  return groups;
}

/** The template that made a refused field's value, or the demo as a whole when no template did. */
function getTemplatePointer(entity: EntityDefinition, field: string): string {
  const head = getHead(field);
  return head !== '' && Object.hasOwn(entity.demo?.fields ?? {}, head) ? `/demo/fields/${head}` : '/demo';
}

/** `a.b`, `a[0].b` → its first key, the top field or line property. */
function getHead(field: string): string {
  return field.split(/[.[]/)[0] ?? '';
}

/** `<which> holds <value> in "<field>" (and n more rows: …); expected …; the validator says: <field>: <its Spanish sentence>` */
function describeRow(which: string, rows: readonly PlacedRow[], expected: string): string {
  const placed = rows[0]!;
  const head = getHead(placed.detail.field);
  const value = head !== '' && Object.hasOwn(placed.record, head) ? JSON.stringify(placed.record[head]) : 'nothing';
  const more = rows.length > 1 ? ` (and ${rows.length - 1} more ${rows.length === 2 ? 'row' : 'rows'}: ${rows.slice(1, 6).map((row) => row.row).join(', ')}${rows.length > 6 ? ', …' : ''})` : '';
  return `${which} holds ${value} in ${JSON.stringify(head || '(the row)')}${more}; expected ${expected}; the validator says: ${placed.detail.field || '(row)'}: ${placed.detail.message}`;
}

function getChildLinesOptions(ui: unknown): Readonly<Record<string, unknown>> | null {
  if (typeof ui !== 'object' || ui === null || (ui as Record<string, unknown>)['ui:widget'] !== 'childLines') return null;
  const options = (ui as Record<string, unknown>)['ui:options'];
  return typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : null;
}

/** The rows as a list answers them: each reference's label (the referenced row's display field) in `$labels`. */
function withLabels(references: readonly ReferenceDefinition[], rows: readonly Record<string, unknown>[], pools: ReadonlyMap<string, readonly Record<string, unknown>[]>): Record<string, unknown>[] {
  const byId = new Map(references.map((reference) => [reference.field, new Map((pools.get(reference.entity) ?? []).map((row) => [row._id, row[reference.display]]))]));
  return rows.map((row) => {
    const labels: Record<string, unknown> = {};
    for (const reference of references) {
      const ids = byId.get(reference.field)!;
      const value = row[reference.field];
      labels[reference.field] = Array.isArray(value) ? value.map((id) => ids.get(id) ?? null) : value === undefined || value === null ? null : (ids.get(value) ?? null);
    }
    return { ...row, $labels: labels };
  });
}
