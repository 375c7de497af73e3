import { toCanonicalJson, type DataModel, type EntityModel, type FieldModel, type MigrationStep } from '../../runtime/shared/migrations/index.js';
import type { MigrationHints } from '../shared/types.js';

/**
 * The steps that take the stored model `from` to `to`, in the order they run: entity renames, new entities, then per
 * entity its field renames, new fields, changed fields, removed fields and unique sets; removed entities last. A name
 * that disappears while a new one says `renamedFrom` it is a rename (rows keep their values), never a remove and an add.
 */
export function diffDataModels(from: DataModel, to: DataModel, hints: MigrationHints = {}): MigrationStep[] {
  const renames = new Map<string, string>();
  for (const name of Object.keys(to.entities)) {
    const old = hints[name]?.renamedFrom;
    // One new name per old one (the build refuses two claims; the first keeps the rows).
    if (!from.entities[name] && old !== undefined && from.entities[old] && !to.entities[old] && ![...renames.values()].includes(old)) renames.set(name, old);
  }
  // Renames first: a new entity's references name entities by their new names.
  const renamed: MigrationStep[] = [];
  const steps: MigrationStep[] = [];
  const later: MigrationStep[] = [];
  for (const [name, entity] of Object.entries(to.entities)) {
    const oldName = from.entities[name] ? name : renames.get(name);
    const old = oldName === undefined ? undefined : from.entities[oldName];
    if (!old || oldName === undefined) {
      steps.push({ kind: 'createEntity', entity: name, table: entity.table, fields: entity.fields, unique: entity.unique });
      continue;
    }
    if (oldName !== name || old.table !== entity.table) renamed.push({ kind: 'renameEntity', from: oldName, to: name, fromTable: old.table, toTable: entity.table });
    later.push(...diffEntity(name, old, entity, hints[name]?.fields ?? {}, renames));
  }
  const kept = new Set([...Object.keys(to.entities), ...renames.values()]);
  const removed: MigrationStep[] = Object.entries(from.entities)
    .filter(([name]) => !kept.has(name))
    .map(([name, entity]) => ({ kind: 'removeEntity', entity: name, table: entity.table }));
  return [...renamed, ...steps, ...later, ...removed];
}

function diffEntity(name: string, from: EntityModel, to: EntityModel, hints: MigrationHints[string]['fields'], entityRenames: ReadonlyMap<string, string>): MigrationStep[] {
  const table = to.table;
  const renames = new Map<string, string>();
  for (const field of Object.keys(to.fields)) {
    const old = hints[field]?.renamedFrom;
    if (!from.fields[field] && old !== undefined && from.fields[old] && !to.fields[old] && ![...renames.values()].includes(old)) renames.set(field, old);
  }
  const renamed: MigrationStep[] = [];
  const added: MigrationStep[] = [];
  const changed: MigrationStep[] = [];
  for (const [field, model] of Object.entries(to.fields)) {
    const decision = hints[field]?.decision;
    const oldName = from.fields[field] ? field : renames.get(field);
    const old = oldName === undefined ? undefined : from.fields[oldName];
    if (!old || oldName === undefined) {
      added.push({ kind: 'addField', entity: name, table, field, to: model, ...(decision && { decision }) });
      continue;
    }
    if (oldName !== field) renamed.push({ kind: 'renameField', entity: name, table, from: oldName, to: field });
    if (!isSameField(withRenamedTarget(old, entityRenames), model)) changed.push({ kind: 'changeField', entity: name, table, field, from: old, to: model, ...(decision && { decision }) });
  }
  const kept = new Set([...Object.keys(to.fields), ...renames.values()]);
  const removed: MigrationStep[] = Object.entries(from.fields)
    .filter(([field]) => !kept.has(field))
    .map(([field, model]) => ({ kind: 'removeField', entity: name, table, field, from: model }));
  // The old unique sets under the new field names: a rename alone changes no unique set.
  const fromUnique = from.unique.map((columns) => columns.map((column) => [...renames].find(([, old]) => old === column)?.[0] ?? column));
  const unique: MigrationStep[] =
    toCanonicalJson(fromUnique) === toCanonicalJson(to.unique) ? [] : [{ kind: 'changeUnique', entity: name, table, from: fromUnique, to: to.unique }];
  return [...renamed, ...added, ...changed, ...removed, ...unique];
}

/** The field as it reads once renamed entities have their new names: a reference to a renamed entity is unchanged. */
function withRenamedTarget(field: FieldModel, entityRenames: ReadonlyMap<string, string>): FieldModel {
  if (!field.reference) return field;
  const renamed = [...entityRenames].find(([, old]) => old === field.reference!.entity)?.[0];
  return renamed === undefined ? field : { ...field, reference: { ...field.reference, entity: renamed } };
}

function isSameField(a: FieldModel, b: FieldModel): boolean {
  return toCanonicalJson(a) === toCanonicalJson(b);
}
