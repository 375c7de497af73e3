import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { emitRoleMatrix, type AppSchemaInput, type EntitySchemaInput } from '../../../generator/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { expectGolden } from '../expectGolden.js';
import { basicModel, FIXTURE_SCHEMAS_DIR } from '../fixtureModel.js';

// The fixture schemas with roles of every shape: everything, a few actions and a transition, hidden and read-only
// fields, a row filter on the account's own field.
const schemas = readdirSync(FIXTURE_SCHEMAS_DIR)
  .filter((file) => file.endsWith('.json') && file !== 'app.json')
  .map((file) => JSON.parse(readFileSync(path.join(FIXTURE_SCHEMAS_DIR, file), 'utf8')) as EntitySchemaInput);
const app = JSON.parse(readFileSync(path.join(FIXTURE_SCHEMAS_DIR, 'app.json'), 'utf8')) as AppSchemaInput;
const model = buildFixtureModel(schemas, {
  ...app,
  roles: {
    admin: { label: 'Administrador', grants: [{ entity: '*', actions: ['*'] }] },
    clerk: { label: 'Atención', grants: [{ entity: 'invoice', actions: ['list', 'issue'], hidden: ['total'] }] },
    biller: { label: 'Facturación', grants: [{ entity: 'invoice', actions: ['list', 'issue', 'update', 'bulk'], readOnly: ['total'], rowFilter: { seller: '$user.seller' } }] },
  },
  adminUsers: { firstRole: 'admin', fields: { seller: { title: 'Vendedor', reference: 'seller' } } },
});

describe('emitRoleMatrix', () => {
  it('writes generated/roles.md: per role, each entity it reaches with its actions, hidden and read-only fields and row filter', () => {
    const file = emitRoleMatrix(model);
    expect(file.path).toBe('generated/roles.md');
    expectGolden('fixtures-roles.md.golden', file.contents);
  });

  it('a site without roles says every account may do everything', () => {
    const file = emitRoleMatrix({ ...basicModel, app: { ...basicModel.app, roles: [] } });
    expect(file.contents).toContain('The site declares no roles: every signed-in account may do everything.');
    expect(file.contents).not.toContain('## ');
  });

  it('is the same whatever the order of the entities', () => {
    expect(emitRoleMatrix({ ...model, entities: [...model.entities].reverse() }).contents).toBe(emitRoleMatrix(model).contents);
  });
});
