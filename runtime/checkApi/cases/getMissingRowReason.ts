import type { Row } from '../CheckCase.js';
import type { DocumentedOperation } from '../OpenApiDocument.js';
import { getNotOwnReason } from './getNotOwnReason.js';

/**
 * Why a success case has no row of `entity` to run on: none exists (the server lists none and nothing check-api can
 * call makes one, so no server could pass it: a skip, not a failure), or only rows check-api did not make.
 */
export function getMissingRowReason(entity: string, listed: readonly Row[], operations: readonly DocumentedOperation[]): string {
  if (listed.length > 0) return getNotOwnReason(entity);
  // What else makes rows of the entity: a transition's `creates`, a link's assign, a grid's import (check-api runs imports dry only).
  const makers = operations
    .filter((operation) => operation.role?.creates?.includes(entity) || (operation.role?.entity === entity && operation.role.kind === 'assign') || operation.operation['x-admin-gen-import']?.entity === entity)
    .map((operation) => operation.id);
  return `no ${entity} row exists: the server lists none and the document has no create operation for ${entity}${makers.length > 0 ? `; check-api made none through ${makers.join(', ')}` : ', nor a transition, link or import that makes one'}`;
}
