// Safe by default: every image field of every fixture site refuses hostile addresses
// on create and update with a 400 naming the field, whether or not its schema copies a pattern.
import type { FastifyInstance } from 'fastify';
import type { NormalizeResult } from '../../../generator/index.js';
import { createServer, migrate, seedDemoData } from '../../../runtime/server/index.js';
import { createEntityValidator } from '../../../runtime/server/http/createEntityValidator.js';
import { HttpError } from '../../../runtime/server/http/HttpError.js';
import { isImageSchema } from '../../../runtime/shared/index.js';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { FIXTURE_SITES } from '../../fixtures/fixtureSites.js';
import { HOSTILE_IMAGE_ADDRESSES } from '../../fixtures/hostileImageAddresses.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { createTestDatabase, ifMatch, signInServer, type TestDatabase, type TestRequestOptions, type TestResponse } from '../testStores.js';

const MESSAGE = 'Use una dirección http:// o https:// o un archivo subido.';

/** A site whose image fields declare no pattern and no format: only the default rule holds them. */
const patternFreeModel = (): NormalizeResult =>
  buildFixtureModel([
    {
      entity: 'pet',
      label: { one: 'mascota', many: 'Mascotas' },
      fields: {
        _id: { type: 'string', title: 'Id', readOnly: true },
        name: { type: 'string', title: 'Nombre', maxLength: 100 },
        photo: { type: 'string', title: 'Foto', contentMediaType: 'image/*' },
        thumbnail: { type: ['string', 'null'], title: 'Miniatura', contentMediaType: 'image/*', maxLength: 2048 },
      },
      required: ['name', 'photo'],
      endpoints: {
        create: { kind: 'create', method: 'POST', path: '/pets' },
        update: { kind: 'update', method: 'PUT', path: '/pets/{_id}' },
      },
    },
  ]);

const sites: [string, () => NormalizeResult][] = [
  ['pattern-free inline site', patternFreeModel],
  ...FIXTURE_SITES.map((site): [string, () => NormalizeResult] => [`tests/fixtures/${site.name}`, () => loadFixtureModel(site.schemasDir)]),
];

/** The fields a refusal names (its first and every detail's); throws when the value was accepted. */
function namedFields(run: () => unknown): (string | undefined)[] {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return [error.field, ...(error.details ?? []).map((detail) => detail.field)];
    throw error;
  }
  throw new Error('accepted');
}

function getImageFields(entity: EntityDefinition): string[] {
  return entity.fields.filter((field) => !field.readOnly && isImageSchema(field.schema)).map((field) => field.name);
}

describe('image fields refuse hostile addresses', () => {
  it('covers image fields without a pattern of their own', () => {
    const fields = patternFreeModel().entities.flatMap((entity) => entity.fields.filter((field) => isImageSchema(field.schema)));
    expect(fields.map((field) => [field.name, field.schema.pattern, field.schema.format])).toEqual([
      ['photo', undefined, 'image-address'],
      ['thumbnail', undefined, 'image-address'],
    ]);
  });

  describe.each(sites)('%s', (_site, getModel) => {
    const model = getModel();
    const cases = model.entities.flatMap((entity) =>
      entity.endpoints
        .filter((endpoint) => endpoint.kind === 'create' || endpoint.kind === 'update')
        .flatMap((endpoint) => getImageFields(entity).map((field) => ({ entity: entity.entity, endpoint, field }))),
    );
    let testDatabase: TestDatabase | undefined;
    let server: FastifyInstance | undefined;
    let request: ((options: TestRequestOptions) => Promise<TestResponse>) | undefined;

    beforeAll(async () => {
      if (cases.length === 0) return;
      testDatabase = await createTestDatabase('sqlite');
      await migrate(testDatabase.database, model.entities);
      server = await createServer({ entities: model.entities, app: model.app, database: testDatabase.database, dataDir: testDatabase.dataDir, webRoot: '/nonexistent-web-root' });
      request = await signInServer(server, testDatabase.database, model.app.apiBase);
      // The demo rows are written through the same validators: demo pictures (/demo/…) still pass, and updates have a row.
      await seedDemoData(testDatabase.database, model.entities, { now: new Date('2026-06-01T12:00:00Z') });
    });

    afterAll(async () => {
      await server?.close();
      await testDatabase?.dispose();
    });

    if (cases.length === 0) {
      it('has no image field to write', () => expect(cases).toEqual([]));
      return;
    }

    it.each(cases.map((item) => [`${item.entity}.${item.endpoint.name} ${item.field}`, item] as const))('%s: every hostile address is a 400 naming the field', async (_name, item) => {
      const entity = model.entities.find((candidate) => candidate.entity === item.entity)!;
      let url = `${model.app.apiBase}${item.endpoint.path}`;
      let headers: Record<string, string> = {};
      if (item.endpoint.kind === 'update') {
        const row = await testDatabase!.database.db.selectFrom(entity.table).select(['_id', '_version']).executeTakeFirst();
        if (!row) {
          // No demo row to update: the update handler's own validator (after its 404 check) judges the patch.
          const validator = createEntityValidator(entity);
          for (const address of HOSTILE_IMAGE_ADDRESSES) expect({ address, fields: namedFields(() => validator.validatePatch({ [item.field]: address })) }).toEqual({ address, fields: expect.arrayContaining([item.field]) });
          return;
        }
        url = url.replace(/\{[^}]+\}/g, encodeURIComponent(String(row._id)));
        headers = ifMatch({ _version: Number(row._version) });
      }
      for (const address of HOSTILE_IMAGE_ADDRESSES) {
        const response = await request!({ method: item.endpoint.method, url, headers, payload: { [item.field]: address } });
        expect({ address, status: response.statusCode }).toEqual({ address, status: 400 });
        const details = (response.data.details ?? []) as { field: string; message: string }[];
        const named = response.data.field === item.field || details.some((detail) => detail.field === item.field && detail.message.includes(MESSAGE));
        expect({ address, named, data: response.data }).toEqual({ address, named: true, data: response.data });
      }
    });
  });
});
