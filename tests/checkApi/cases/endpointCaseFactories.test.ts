// Every endpoint kind and every built-in operation has its case factory, so no operation admin-gen documents falls
// back to a plain call (tsc checks the records; this checks the names they are keyed by).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtinCaseFactories, endpointCaseFactories, getDocumentedOperations, type OpenApiDocument } from '../../../runtime/checkApi/index.js';
import { BUILTIN_OPERATION_IDS, ENDPOINT_KINDS } from '../../../runtime/shared/index.js';

const document = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../generated/openapi.json'), 'utf8')) as OpenApiDocument;

describe('case factories', () => {
  it('has one per endpoint kind', () => {
    expect(Object.keys(endpointCaseFactories).sort()).toEqual([...ENDPOINT_KINDS].sort());
  });

  it("has one per built-in operation of the contract, and openapi.json's other operations are entity endpoints, lookups, delete impacts, imports, bulk operations or the job reader", () => {
    expect(Object.keys(builtinCaseFactories).sort()).toEqual(Object.values(BUILTIN_OPERATION_IDS).sort());
    const own = getDocumentedOperations(document).filter((operation) => !operation.role && !operation.operation['x-admin-gen-lookup'] && !operation.operation['x-admin-gen-impact'] && !operation.operation['x-admin-gen-import'] && !operation.operation['x-admin-gen-bulk'] && !operation.operation['x-admin-gen-job']);
    expect(own.map((operation) => operation.id).sort()).toEqual(Object.values(BUILTIN_OPERATION_IDS).sort());
  });
});
