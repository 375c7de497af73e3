/**
 * Query key of a grid's list request: `['list', entity, grid, path, query]`. Every prefix is a valid key,
 * so `['list']` invalidates every list and `['list', entity]` the lists of one entity.
 */
export function getListQueryKey(
  entity?: string,
  gridName?: string,
  path?: string,
  query?: Readonly<Record<string, string>>,
): readonly unknown[] {
  const key: unknown[] = ['list'];
  for (const part of [entity, gridName, path, query]) {
    if (part === undefined) break;
    key.push(part);
  }
  return key;
}

/** Query key of the choices of a reference filter: a list of the referenced entity, so its invalidation covers them. */
export function getOptionsQueryKey(entity: string, path: string): readonly unknown[] {
  return ['list', entity, '$options', path];
}

/** Query key of one record read by a form or view. */
export function getRecordQueryKey(entity: string, path: string): readonly unknown[] {
  return ['record', entity, path];
}

/** Query key of a reference lookup (`entity.field`'s picker over `target`): under the target's lists, so their invalidation covers it. */
export function getLookupQueryKey(target: string, entity: string, field: string, query?: Readonly<Record<string, string>>): readonly unknown[] {
  return ['list', target, '$lookup', entity, field, ...(query ? [query] : [])];
}

/** Query key of what deleting a row would do: under the entity's lists, so any change that refetches them refetches it. */
export function getImpactQueryKey(entity: string, id: string): readonly unknown[] {
  return ['list', entity, '$impact', id];
}
