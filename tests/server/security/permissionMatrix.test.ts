// The permission matrix (describePermissionMatrix) on a fixture site: tests/fixtures/adminUsers (sellers and the
// accounts' seller field) with roles of every shape a grant takes: all actions, a hidden field, a read-only field,
// rows narrowed to the account's own seller ($user.seller). Its document as the build emits it.
import path from 'node:path';
import { emitOpenApi, loadSchemas } from '../../../generator/index.js';
import type { AppSchemaInput, EntitySchemaInput } from '../../../generator/index.js';
import type { OpenApiDocument } from '../../../runtime/checkApi/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { FIXTURES_DIR } from '../../fixtures/fixtureSites.js';
import { getTestDialects, reportMissingPostgres } from '../testStores.js';
import { describePermissionMatrix } from './describePermissionMatrix.js';

const loaded = loadSchemas(path.join(FIXTURES_DIR, 'adminUsers/schemas'));
const app: AppSchemaInput = {
  ...(loaded.app!.data as AppSchemaInput),
  roles: {
    administrador: { label: 'Administrador', grants: [{ entity: '*', actions: ['*'] }] },
    soporte: { label: 'Atención al cliente', grants: [{ entity: 'seller', actions: ['list', 'view'], hidden: ['name'] }] },
    edicion: { label: 'Edición', grants: [{ entity: 'seller', actions: ['list', 'view', 'create', 'update'], readOnly: ['name'] }] },
    vendedor: { label: 'Vendedor', grants: [{ entity: 'seller', actions: ['list', 'view', 'update'], rowFilter: { _id: '$user.seller' } }] },
  },
};
const model = buildFixtureModel(
  loaded.entities.filter((file) => file.source.startsWith('schemas/')).map((file) => file.data as EntitySchemaInput),
  app,
);

describePermissionMatrix({ name: 'tests/fixtures/adminUsers', app: model.app, entities: model.entities, document: JSON.parse(emitOpenApi(model).contents) as OpenApiDocument });
if (!getTestDialects().includes('postgres')) reportMissingPostgres('permission matrix');
