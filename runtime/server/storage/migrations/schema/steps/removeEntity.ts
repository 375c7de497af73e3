// A removed entity: its table and rows stay (kept data) until `admin-gen migrate apply --drop`.
import type { StepHandler } from '../MigrationPlan.js';
import { countRows, hasTable } from '../readCatalog.js';

export const removeEntity: StepHandler<'removeEntity'> = {
  async plan(step, { database }) {
    const summary = `remove ${step.entity} (table ${step.table})`;
    if (!(await hasTable(database, step.table))) return { summary, rows: 0, risks: [], notes: [`table ${step.table} is not in the store: nothing to keep`] };
    const rows = await countRows(database, step.table);
    return { summary, rows, risks: [], notes: [`table ${step.table} keeps its ${rows} rows, shown nowhere (admin-gen migrate apply --drop removes it)`] };
  },
  // Nothing: dropping kept data is apply's `drop`, after every step, and only when asked.
  async apply() {},
};
