/** Query key of a grid's list request; its prefix `['list', entity]` invalidates every list of the entity. */
export function getListQueryKey(entity: string, gridName?: string, query?: Readonly<Record<string, string>>): readonly unknown[] {
  if (gridName === undefined) return ['list', entity];
  return query === undefined ? ['list', entity, gridName] : ['list', entity, gridName, query];
}

/** Query key of one record read by a form or view. */
export function getRecordQueryKey(entity: string, path: string): readonly unknown[] {
  return ['record', entity, path];
}
