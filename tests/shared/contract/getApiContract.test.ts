// The contract states what the server enforces beyond JSON Schema, so check-api (and any client) can act on it: which
// entity a reference names, a noOverlap rule's 409 and fields, what a transition's target state requires, and which
// roles may upload to each folder.
import { getApiContract, getRowSchemaName, getSchemaName, REFERENCE_KEYWORD } from '../../../runtime/shared/index.js';
import { FIXTURE_SITES } from '../../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';

const contractOf = (name: string) => {
  const model = loadFixtureModel(FIXTURE_SITES.find((site) => site.name === name)!.schemasDir);
  return { model, contract: getApiContract(model) };
};
const endpoint = (contract: ReturnType<typeof getApiContract>, operationId: string) => contract.endpoints.find((candidate) => candidate.operationId === operationId)!;

describe('getApiContract', () => {
  it.each(FIXTURE_SITES.map((site) => [site.name] as const))('%s: every reference field names its entity in the row, input and patch schemas', (name) => {
    const { model, contract } = contractOf(name);
    for (const entity of model.entities.filter((candidate) => candidate.endpoints.length > 0)) {
      for (const reference of entity.references) {
        // Every answered row states it (the row schema carries `$labels` whenever the entity has a reference).
        expect(contract.schemas[getRowSchemaName(entity)]?.properties?.[reference.field]?.[REFERENCE_KEYWORD], `${getRowSchemaName(entity)}.${reference.field}`).toBe(reference.entity);
        for (const body of [getSchemaName(entity, 'Input'), getSchemaName(entity, 'Patch')]) {
          const property = contract.schemas[body]?.properties?.[reference.field];
          if (property) expect(property[REFERENCE_KEYWORD], `${body}.${reference.field}`).toBe(reference.entity);
        }
      }
    }
  });

  it("states a noOverlap rule on the create and update it guards, with the 409 naming its start field", () => {
    const { contract } = contractOf('clinic');
    for (const operationId of ['appointmentCreate', 'appointmentUpdate']) {
      const operation = endpoint(contract, operationId);
      expect(operation.endpoint?.noOverlap).toEqual([{ start: 'startsAt', end: 'endsAt', scope: ['vet'] }]);
      expect(operation.response['409']?.description).toBe("The range [startsAt, endsAt) overlaps another cita's with the same vet; `field` names startsAt");
    }
    expect(endpoint(contract, 'appointmentGet').endpoint?.noOverlap).toBeUndefined();
  });

  it('states the fields the rules require once a transition has set its state', () => {
    const { contract } = contractOf('schemas');
    expect(endpoint(contract, 'invoiceIssue').endpoint?.requires).toEqual(['seller']);
    expect(endpoint(contract, 'invoiceCheck').endpoint?.requires).toBeUndefined();
  });

  it.each<[string, Record<string, string[]> | undefined]>([
    // Its forms upload nothing, so no role may upload anywhere.
    ['adminUsers', { uploads: [] }],
    // No roles: any account may upload.
    ['basic', undefined],
  ])("%s: the upload service states each folder's roles", (name, folders) => {
    const { contract } = contractOf(name);
    for (const operationId of ['uploadFile', 'getUploadSignature']) {
      const operation = endpoint(contract, operationId);
      expect(operation.uploadFolders).toEqual(folders);
      if (folders) expect(operation.response['403']?.description).toMatch(/^A folder none of the user's roles may upload to/);
    }
  });
});
