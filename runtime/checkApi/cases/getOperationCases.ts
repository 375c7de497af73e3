import type { BuiltinOperationId } from '../../shared/index.js';
import type { CheckCase } from '../CheckCase.js';
import { isEntityOperation } from '../OpenApiDocument.js';
import { builtinCaseFactories } from './builtinCaseFactories.js';
import type { CaseFactory, EndpointCaseFactory } from './CaseContext.js';
import { endpointCaseFactories } from './endpointCaseFactories.js';
import { getBulkCases, getJobCases } from './getBulkCases.js';
import { getImpactCases } from './getImpactCases.js';
import { getImportCases } from './getImportCases.js';
import { getLookupCases } from './getLookupCases.js';
import { getPlainCallCases } from './getPlainCallCases.js';

/** The cases of one operation, from the factory its role names: lookup, delete impact, import, entity endpoint kind, or built-in operationId. */
export const getOperationCases: CaseFactory = async (operation, context): Promise<CheckCase[]> => {
  if (operation.operation['x-admin-gen-lookup']) return getLookupCases(operation, context);
  if (operation.operation['x-admin-gen-impact']) return getImpactCases(operation, context);
  if (operation.operation['x-admin-gen-import']) return getImportCases(operation, context);
  if (operation.operation['x-admin-gen-bulk']) return getBulkCases(operation, context);
  if (operation.operation['x-admin-gen-job']) return getJobCases(operation, context);
  if (!isEntityOperation(operation)) {
    // Another server's document may have operations of its own: a plain call when they need no input.
    const builtin = Object.hasOwn(builtinCaseFactories, operation.id) ? builtinCaseFactories[operation.id as BuiltinOperationId] : getPlainCallCases;
    return builtin(operation, context);
  }
  // Every entity operation's cases start from the entity's listed rows (read once, kept in the pool).
  await context.rows.getListedRows(operation.role.entity);
  // A document from a newer admin-gen may name a kind this one does not know: no cases for it.
  const factory: EndpointCaseFactory | undefined = Object.hasOwn(endpointCaseFactories, operation.role.kind) ? endpointCaseFactories[operation.role.kind] : undefined;
  return factory ? factory(operation, context) : [];
};
