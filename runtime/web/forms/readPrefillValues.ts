import { fillTemplate } from '../../shared/index.js';
import type { EntityDefinition, ReferenceDefinition } from '../../shared/index.js';
import type { ApiClient } from '../api/index.js';

type Row = Readonly<Record<string, unknown>>;

/**
 * The values a chosen row gives the fields its reference's `prefill` names: each path read from the chosen row, or
 * from the rows it reaches through single references, each row read once through its entity's get endpoint. A path
 * through an empty reference gives no value (the field is left alone).
 */
export async function readPrefillValues(apiClient: ApiClient, entities: ReadonlyMap<string, EntityDefinition>, reference: ReferenceDefinition, id: string): Promise<Record<string, unknown>> {
  const rows = new Map<string, Promise<Row | null>>();
  const readRow = (entityName: string, rowId: string): Promise<Row | null> => {
    const key = `${entityName}/${rowId}`;
    let row = rows.get(key);
    if (!row) {
      const entity = entities.get(entityName);
      const get = entity?.endpoints.find((endpoint) => endpoint.kind === 'get');
      row = get ? apiClient.request<Row | null>('GET', fillTemplate(get.path, { _id: rowId })) : Promise.resolve(null);
      rows.set(key, row);
    }
    return row;
  };
  const values: Record<string, unknown> = {};
  for (const [target, path] of Object.entries(reference.prefill ?? {})) {
    let entity = entities.get(reference.entity);
    let row = await readRow(reference.entity, id);
    const segments = path.split('.');
    for (const segment of segments.slice(0, -1)) {
      const next = entity?.references.find((candidate) => candidate.field === segment);
      const nextId = row?.[segment];
      if (!next || typeof nextId !== 'string' || nextId === '') {
        row = null;
        break;
      }
      entity = entities.get(next.entity);
      row = await readRow(next.entity, nextId);
    }
    const value = row?.[segments.at(-1)!];
    if (row && value !== undefined && value !== null) values[target] = value;
  }
  return values;
}
