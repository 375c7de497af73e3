import { parseDemoTemplate } from '../../shared/demo/index.js';
import type { EntityDefinition } from '../../shared/index.js';

/** The entities an entity's demo templates name in `{ref:entity}`, in template order. */
export function getTemplateRefs(entity: EntityDefinition): string[] {
  return Object.values(entity.demo?.fields ?? {}).flatMap((template) =>
    parseDemoTemplate(template).parts.flatMap((part) => (typeof part !== 'string' && part.kind === 'ref' ? [part.entity] : [])),
  );
}

/** The entities another one's demo rows need first: its references (not itself) and its `{ref:entity}` templates. */
export function getSeedDependencies(entity: EntityDefinition): string[] {
  const names = new Set(entity.references.map((reference) => reference.entity));
  for (const name of getTemplateRefs(entity)) names.add(name);
  names.delete(entity.entity);
  return [...names];
}

/**
 * The entities with every referenced entity before the ones that refer to it, otherwise in the given order
 * (self-references are trees, seeded level by level). A cycle is an error naming the entities in it.
 */
export function getSeedOrder(entities: readonly EntityDefinition[]): EntityDefinition[] {
  const known = new Set(entities.map((entity) => entity.entity));
  const placed = new Set<string>();
  const order: EntityDefinition[] = [];
  while (order.length < entities.length) {
    const next = entities.find(
      (entity) => !placed.has(entity.entity) && getSeedDependencies(entity).every((name) => placed.has(name) || !known.has(name)),
    );
    if (!next) {
      const stuck = entities.filter((entity) => !placed.has(entity.entity)).map((entity) => entity.entity);
      throw new Error(`Demo data cannot be ordered: references form a cycle among ${stuck.join(', ')}.`);
    }
    placed.add(next.entity);
    order.push(next);
  }
  return order;
}
