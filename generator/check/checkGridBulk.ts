import { getTemplateParams, type JsonSchema } from '../../runtime/shared/index.js';
import { isLifecycleField } from '../shared/getLifecycleFieldSchema.js';
import type { GridInput } from '../shared/types.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';

/**
 * A grid's `bulk`: on a top-level list (its path has no placeholders, so `<path>/bulk` names every row of it), delete
 * only with a delete endpoint, transitions that are this entity's transition endpoints, set fields a user can write.
 */
export function checkGridBulk(checker: EntityChecker, at: readonly Segment[], grid: GridInput): void {
  const bulk = grid.bulk;
  if (!bulk) return;
  const { schema, report } = checker;
  const bulkAt: Segment[] = [...at, 'bulk'];
  const endpoints = schema.endpoints ?? {};
  const source = Object.hasOwn(endpoints, grid.dataSource) ? endpoints[grid.dataSource] : undefined;
  if (source && (getTemplateParams(source.path).length > 0 || source.through !== undefined)) {
    report(bulkAt, `bulk actions on a list with path placeholders or a "through" (${JSON.stringify(source.path)}); expected "bulk" only on a grid over a top-level list`);
  }
  if (bulk.delete === true && !Object.values(endpoints).some((endpoint) => endpoint.kind === 'delete')) {
    report([...bulkAt, 'delete'], 'bulk delete on an entity without a delete endpoint; expected a "delete" kind endpoint in "endpoints"');
  }
  (bulk.transitions ?? []).forEach((name, i) => {
    const endpoint = checker.findEndpoint([...bulkAt, 'transitions', i], name, ['transition'], 'a bulk transition');
    // A bulk job changes states alone: the rows a transition's `creates` makes would be missing.
    if (endpoint?.creates !== undefined && endpoint.creates.length > 0) {
      report([...bulkAt, 'transitions', i], `transition ${JSON.stringify(name)} creates rows, which a bulk job does not; expected it left out of bulk transitions (its row action makes them)`);
    }
  });
  (bulk.set ?? []).forEach((name, i) => {
    const fieldAt: Segment[] = [...bulkAt, 'set', i];
    if (!checker.checkField(fieldAt, name)) return;
    const field = schema.fields[name] as JsonSchema;
    if (name === '_id' || field.readOnly === true || field.writeOnly === true || isLifecycleField(schema, name)) {
      report(fieldAt, `field ${JSON.stringify(name)} is not writable (_id, readOnly, writeOnly or a lifecycle field); expected a field the update form writes`);
    } else if (Object.hasOwn(schema.children ?? {}, name)) {
      report(fieldAt, `field ${JSON.stringify(name)} holds children rows; expected a column field`);
    } else if ((field as { unique?: unknown }).unique === true || (schema.unique ?? []).some((set) => set.includes(name))) {
      // One value on many rows would break the unique key on the second row.
      report(fieldAt, `field ${JSON.stringify(name)} is unique; expected a field many rows may share a value of`);
    }
  });
}
