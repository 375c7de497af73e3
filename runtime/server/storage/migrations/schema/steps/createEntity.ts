// A new entity: the converge pass creates its table, so the step itself changes nothing.
import type { StepHandler } from '../MigrationPlan.js';
import { countRows, hasTable } from '../readCatalog.js';

export const createEntity: StepHandler<'createEntity'> = {
  async plan(step, { database }) {
    // A store made before migrations has the table already (0001_initial then only records it).
    if (await hasTable(database, step.table)) {
      return { summary: `create ${step.table}`, rows: await countRows(database, step.table), risks: [], notes: [`table ${step.table} exists already: kept as it is, the converge adds what it lacks`] };
    }
    return { summary: `create ${step.table}`, rows: 0, risks: [], notes: [] };
  },
  async apply() {},
};
