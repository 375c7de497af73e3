import type { DataModel, EntityModel, MigrationFile, MigrationStep } from './DataModel.js';

/** The model a run of migrations leaves, from the empty one; throws naming the step that does not fit what came before. */
export function getMigratedModel(migrations: readonly MigrationFile[]): DataModel {
  let model: DataModel = { entities: {} };
  for (const migration of migrations) {
    migration.steps.forEach((step, index) => {
      model = applyStepToModel(model, step, `${migration.name} step ${index + 1}`);
    });
  }
  return model;
}

/** The model after one step (pure). */
export function applyStepToModel(model: DataModel, step: MigrationStep, where: string = step.kind): DataModel {
  const entities: Record<string, EntityModel> = { ...model.entities };
  const entityName = step.kind === 'renameEntity' ? step.from : step.entity;
  const entity = entities[entityName];
  const fail = (problem: string): never => {
    throw new Error(`migration ${where} (${step.kind} ${entityName}): ${problem}`);
  };
  if (step.kind === 'createEntity') {
    if (entity) fail('the entity exists already');
    entities[step.entity] = { table: step.table, fields: step.fields, unique: step.unique };
    return { entities };
  }
  if (!entity) return fail('no such entity before this step');
  switch (step.kind) {
    case 'renameEntity':
      if (step.from !== step.to && entities[step.to]) fail(`an entity ${step.to} exists already`);
      delete entities[step.from];
      entities[step.to] = { ...entity, table: step.toTable };
      // References to the entity follow it: its rows' ids are the same rows.
      for (const [name, other] of Object.entries(entities)) {
        if (!Object.values(other.fields).some((field) => field.reference?.entity === step.from)) continue;
        const fields = Object.fromEntries(
          Object.entries(other.fields).map(([field, model]) => [field, model.reference?.entity === step.from ? { ...model, reference: { ...model.reference, entity: step.to } } : model]),
        );
        entities[name] = { ...other, fields };
      }
      break;
    case 'removeEntity':
      delete entities[step.entity];
      break;
    case 'addField':
      if (entity.fields[step.field]) fail(`the field ${step.field} exists already`);
      entities[step.entity] = { ...entity, fields: { ...entity.fields, [step.field]: step.to } };
      break;
    case 'renameField': {
      const field = entity.fields[step.from] ?? fail(`no field ${step.from}`);
      if (entity.fields[step.to]) fail(`the field ${step.to} exists already`);
      // The renamed field keeps its place among the others.
      const fields = Object.fromEntries(Object.entries(entity.fields).map(([name, model]) => (name === step.from ? [step.to, field] : [name, model])));
      const unique = entity.unique.map((columns) => columns.map((column) => (column === step.from ? step.to : column)));
      entities[step.entity] = { ...entity, fields, unique };
      break;
    }
    case 'changeField':
      if (!entity.fields[step.field]) fail(`no field ${step.field}`);
      entities[step.entity] = { ...entity, fields: { ...entity.fields, [step.field]: step.to } };
      break;
    case 'removeField': {
      if (!entity.fields[step.field]) fail(`no field ${step.field}`);
      const { [step.field]: _removed, ...fields } = entity.fields;
      entities[step.entity] = { ...entity, fields };
      break;
    }
    case 'changeUnique':
      entities[step.entity] = { ...entity, unique: step.to };
      break;
  }
  return { entities };
}
