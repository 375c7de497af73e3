// The refusal of a plan with rows at risk and no decision: nothing changes, and the message says where and what to run.
import type { MigrationStep } from '../../../../shared/migrations/index.js';
import { messages } from '../../../messages.js';
import type { MigrationPlan, StepPlan } from './MigrationPlan.js';

export class MigrationDecisionError extends Error {
  /** The first step whose rows at risk have no decision. */
  readonly step: StepPlan;
  constructor(
    readonly plan: MigrationPlan,
    sources: ReadonlyMap<string, string>,
  ) {
    const step = plan.steps.find((candidate) => candidate.risks.some((risk) => risk.resolution === null));
    if (!step) throw new Error('MigrationDecisionError of a plan that needs no decision');
    const risk = step.risks.find((candidate) => candidate.resolution === null)!;
    const entity = getStepEntity(step.step);
    super(messages.migrationDecisionMissing(step.migration, step.number, getStepTarget(step.step), sources.get(entity) ?? `schemas/${entity}.json`, risk));
    this.name = 'MigrationDecisionError';
    this.step = step;
  }
}

function getStepEntity(step: MigrationStep): string {
  return step.kind === 'renameEntity' ? step.to : step.entity;
}

/** `entity.field` the step is about (the entity alone for a whole-entity step, its unique fields for changeUnique). */
function getStepTarget(step: MigrationStep): string {
  switch (step.kind) {
    case 'addField':
    case 'changeField':
    case 'removeField':
      return `${step.entity}.${step.field}`;
    case 'renameField':
      return `${step.entity}.${step.to}`;
    case 'changeUnique':
      return `${step.entity}.${step.to.map((columns) => columns.join('+')).join(', ') || '(unique)'}`;
    case 'renameEntity':
      return step.to;
    default:
      return step.entity;
  }
}
