// Every endpoint kind and every built-in operation has its case factory, so no operation admin-gen documents falls
// back to a plain call (tsc checks the records; this checks the names they are keyed by).
import { emitOpenApi } from '../../../generator/index.js';
import { builtinCaseFactories, endpointCaseFactories, getDocumentedOperations, type OpenApiDocument } from '../../../runtime/checkApi/index.js';
import { BUILTIN_OPERATION_IDS, ENDPOINT_KINDS } from '../../../runtime/shared/index.js';
import { FIXTURE_SITES } from '../../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';

describe('case factories', () => {
  it('has one per endpoint kind', () => {
    expect(Object.keys(endpointCaseFactories).sort()).toEqual([...ENDPOINT_KINDS].sort());
  });

  it('has one per built-in operation of the contract', () => {
    expect(Object.keys(builtinCaseFactories).sort()).toEqual(Object.values(BUILTIN_OPERATION_IDS).sort());
  });

  it.each(FIXTURE_SITES.map((site) => [site.name, site.schemasDir] as const))("%s: openapi.json's operations are the built-in ones, entity endpoints, lookups, delete impacts, imports, bulk operations or the job reader", (_name, schemasDir) => {
    const document = JSON.parse(emitOpenApi(loadFixtureModel(schemasDir)).contents) as OpenApiDocument;
    const own = getDocumentedOperations(document).filter((operation) => !operation.role && !operation.operation['x-admin-gen-lookup'] && !operation.operation['x-admin-gen-impact'] && !operation.operation['x-admin-gen-import'] && !operation.operation['x-admin-gen-bulk'] && !operation.operation['x-admin-gen-job']);
    expect(own.map((operation) => operation.id).sort()).toEqual(Object.values(BUILTIN_OPERATION_IDS).sort());
  });
});
