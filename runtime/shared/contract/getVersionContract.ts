import { ETAG_HEADER, IF_MATCH_HEADER, ROW_VERSION_FIELD } from '../rowVersion.js';
import type { EndpointDefinition, EntityDefinition, JsonSchema } from '../types.js';
import type { ResponseContract } from './ApiContract.js';
import { getRowSchemaName, schemaRef } from './getEntitySchemas.js';

/** The request headers of an endpoint that changes one existing row (kinds/endpointKinds.ts `ifMatch`). */
export function getIfMatchHeaders(endpoint: EndpointDefinition): JsonSchema {
  const inBody = endpoint.body === 'row' ? ` or the body's ${ROW_VERSION_FIELD}` : '';
  return {
    type: 'object',
    properties: {
      [IF_MATCH_HEADER]: {
        type: 'string',
        description: `The version of the row this change was made on, as its get answered it in ${ETAG_HEADER} (\`"3"\`, the row's ${ROW_VERSION_FIELD} in quotes), or \`*\` for whatever version it has. Without it${inBody}, 428; when the row has another version now, 412 with the current row`,
      },
    },
  };
}

/** The 412 and 428 of an endpoint that changes one existing row. */
export function getVersionResponses(entity: EntityDefinition): Record<string, ResponseContract> {
  return {
    '412': {
      description: `Someone changed the ${entity.label.one} since the version the request names; nothing was changed. \`current\` is the row as it is now (with its ${ROW_VERSION_FIELD}, to send again as If-Match)`,
      content: {
        'application/json': {
          type: 'object',
          properties: { error: { type: 'string' }, current: schemaRef(getRowSchemaName(entity)) },
          required: ['error', 'current'],
        },
      },
    },
    '428': {
      description: `The request names no version of the row (${IF_MATCH_HEADER}); nothing was changed`,
      shared: 'PreconditionRequired',
      content: { 'application/json': schemaRef('Error') },
    },
  };
}

/** The answer's ETag: the answered row's version (a strong tag, the same whatever the content coding). */
const ENTITY_TAG_HEADER: NonNullable<ResponseContract['headers']> = {
  [ETAG_HEADER]: { description: `The row's version as a strong entity tag (\`"3"\`); send it back as ${IF_MATCH_HEADER}`, schema: { type: 'string' } },
};

/** The responses with the row version's ETag on each success (kinds/endpointKinds.ts `etag`). */
export function withEntityTags(responses: Record<string, ResponseContract>): Record<string, ResponseContract> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [status, status.startsWith('2') ? { ...response, headers: { ...response.headers, ...ENTITY_TAG_HEADER } } : response]),
  );
}
