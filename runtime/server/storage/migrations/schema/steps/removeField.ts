// A removed field: its column and values stay (kept data) until `admin-gen migrate apply --drop`.
import type { StepHandler } from '../MigrationPlan.js';
import { countRows, countValues, readColumns } from '../readCatalog.js';

export const removeField: StepHandler<'removeField'> = {
  async plan(step, { database }) {
    const summary = `remove ${step.table}.${step.field}`;
    if (!(await readColumns(database, step.table)).has(step.field)) return { summary, rows: 0, risks: [], notes: [`column ${step.table}.${step.field} is not in the store: nothing to keep`] };
    const values = await countValues(database, step.table, step.field);
    return {
      summary,
      rows: await countRows(database, step.table),
      risks: [],
      notes: [`column ${step.table}.${step.field} keeps its ${values} values, shown nowhere (admin-gen migrate apply --drop removes it)`],
    };
  },
  // Nothing: dropping kept data is apply's `drop`, after every step, and only when asked.
  async apply() {},
};
