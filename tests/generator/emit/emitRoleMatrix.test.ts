import { emitRoleMatrix } from '../../../generator/index.js';
import { expectGolden } from '../expectGolden.js';
import { basicModel, getFixtureSchemasModel } from '../fixtureModel.js';

describe('emitRoleMatrix', () => {
  it('writes generated/roles.md: per role, each entity it reaches with its actions, hidden and read-only fields and row filter', () => {
    const file = emitRoleMatrix(getFixtureSchemasModel());
    expect(file.path).toBe('generated/roles.md');
    expectGolden('fixtures-roles.md.golden', file.contents);
  });

  it('a site without roles says every account may do everything', () => {
    const file = emitRoleMatrix({ ...basicModel, app: { ...basicModel.app, roles: [] } });
    expect(file.contents).toContain('The site declares no roles: every signed-in account may do everything.');
    expect(file.contents).not.toContain('## ');
  });

  it('is the same whatever the order of the entities', () => {
    const model = getFixtureSchemasModel();
    expect(emitRoleMatrix({ ...model, entities: [...model.entities].reverse() }).contents).toBe(emitRoleMatrix(model).contents);
  });
});
