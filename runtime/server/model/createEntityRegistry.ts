import { DEFAULT_DATE_DISPLAY, GENERATED_VALUE_KINDS, getLabelFields, type DateDisplay, type EntityDefinition, type ReferenceDefinition } from '../../shared/index.js';

/** A reference of some entity (possibly the same one) pointing at a given entity. */
export interface IncomingReference {
  readonly entity: EntityDefinition;
  readonly reference: ReferenceDefinition;
}

/** Every entity the server serves, by name, with the references that point at each. */
export interface EntityRegistry {
  readonly entities: readonly EntityDefinition[];
  /** How the site shows dates (app.json `dateDisplay`): the labels the server writes (lookups, history) follow it. */
  readonly dateDisplay: DateDisplay;
  /** The entity of that name; throws for an unknown name (a build that emitted a dangling name). */
  get(name: string): EntityDefinition;
  has(name: string): boolean;
  /** References of every entity whose field holds an `_id` of `name`. */
  getIncomingReferences(name: string): readonly IncomingReference[];
  /** The reference declared on `entity.field`, or undefined. */
  getReference(entity: EntityDefinition, field: string): ReferenceDefinition | undefined;
}

/**
 * Indexes the entities and checks that every reference names a known entity, field and display field, every
 * children array a known entity and field, every created row a known entity and fields, every generated field a known kind.
 */
export function createEntityRegistry(entities: readonly EntityDefinition[], dateDisplay: DateDisplay = DEFAULT_DATE_DISPLAY): EntityRegistry {
  const byName = new Map(entities.map((entity) => [entity.entity, entity]));
  const incoming = new Map<string, IncomingReference[]>();
  for (const entity of entities) {
    for (const reference of entity.references) {
      const target = byName.get(reference.entity);
      if (!target) throw new Error(`${entity.source}: reference ${entity.entity}.${reference.field} names unknown entity "${reference.entity}".`);
      if (!entity.fields.some((field) => field.name === reference.field)) {
        throw new Error(`${entity.source}: reference on unknown field ${entity.entity}.${reference.field}.`);
      }
      for (const name of getLabelFields(reference.display)) {
        if (!target.fields.some((field) => field.name === name)) throw new Error(`${entity.source}: reference ${entity.entity}.${reference.field} shows unknown field ${target.entity}.${name}.`);
      }
      const list = incoming.get(reference.entity) ?? [];
      list.push({ entity, reference });
      incoming.set(reference.entity, list);
    }
  }
  for (const entity of entities) checkV3Definitions(entity, byName);
  return {
    entities,
    dateDisplay,
    get: (name) => {
      const entity = byName.get(name);
      if (!entity) throw new Error(`Unknown entity "${name}". Known entities: ${[...byName.keys()].join(', ')}.`);
      return entity;
    },
    has: (name) => byName.has(name),
    getIncomingReferences: (name) => incoming.get(name) ?? [],
    getReference: (entity, field) => entity.references.find((reference) => reference.field === field),
  };
}

/** Children, creates and generated name things of other entities; a dangling name fails at start-up, not on the first request. */
function checkV3Definitions(entity: EntityDefinition, byName: ReadonlyMap<string, EntityDefinition>): void {
  for (const children of entity.children) {
    const child = byName.get(children.entity);
    if (!child) throw new Error(`${entity.source}: children ${entity.entity}.${children.name} name unknown entity "${children.entity}".`);
    if (!child.fields.some((field) => field.name === children.field)) {
      throw new Error(`${entity.source}: children ${entity.entity}.${children.name} point through unknown field ${child.entity}.${children.field}.`);
    }
  }
  for (const creates of entity.creates) {
    const target = byName.get(creates.entity);
    if (!target) throw new Error(`${entity.source}: creates names unknown entity "${creates.entity}".`);
    for (const name of Object.keys(creates.values)) {
      if (!target.fields.some((field) => field.name === name)) throw new Error(`${entity.source}: creates ${target.entity} sets unknown field ${target.entity}.${name}.`);
    }
  }
  for (const [name, kind] of Object.entries(entity.generated)) {
    if (!entity.fields.some((field) => field.name === name)) throw new Error(`${entity.source}: generated names unknown field ${entity.entity}.${name}.`);
    if (!(GENERATED_VALUE_KINDS as readonly string[]).includes(kind)) {
      throw new Error(`${entity.source}: generated field ${entity.entity}.${name} has unknown kind "${kind}". Known kinds: ${GENERATED_VALUE_KINDS.join(', ')}.`);
    }
  }
}
