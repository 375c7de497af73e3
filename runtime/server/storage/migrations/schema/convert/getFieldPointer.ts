import type { StepContext } from '../MigrationPlan.js';

/** The schema file of an entity, as messages name it: the migration's record, else the entity's source, else its usual place. */
export function getEntitySource(context: StepContext, entity: string): string {
  return context.sources.get(entity) ?? context.entities.find((candidate) => candidate.entity === entity)?.source ?? `schemas/${entity}.json`;
}

/** `schemas/product.json#/fields/code`, or a pointer under the entity's `migrate` (`…#/migrate/code/map`). */
export function getFieldPointer(context: StepContext, entity: string, field: string, under: 'fields' | 'migrate' = 'fields', ...rest: string[]): string {
  const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
  return `${getEntitySource(context, entity)}#/${[under, field, ...rest].map(escape).join('/')}`;
}
