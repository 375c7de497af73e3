import { endpointKinds, getRowVersion, type EndpointRef, type EntityDefinition } from '../../shared/index.js';
import type { GridRow } from '../api/GridRow.js';

/**
 * The version to send with a request on a row (If-Match): the row's `_version` when the endpoint changes a row only at
 * a named version (its kind's `ifMatch`: update, delete, transition), else undefined. `entity` owns the endpoint.
 */
export function getRequestVersion(entity: EntityDefinition, request: EndpointRef, row: GridRow | null): number | undefined {
  const endpoint = entity.endpoints.find((candidate) => candidate.name === request.endpoint);
  return endpoint && endpointKinds[endpoint.kind].ifMatch ? getRowVersion(row) : undefined;
}
