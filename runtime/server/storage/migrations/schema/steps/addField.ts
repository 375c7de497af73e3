// Placeholder until the conversion steps land (this file is theirs to replace): plans a note, changes nothing.
import type { StepHandler } from '../MigrationPlan.js';

export const addField: StepHandler<'addField'> = {
  async plan(step) {
    return { summary: `addField ${step.table}`, rows: 0, risks: [], notes: ['not yet: the converge pass does what it can'] };
  },
  async apply() {},
};
