// openapi.json lists on each operation the roles that may call it (x-roles) and documents their 403, here on the
// adminUsers fixture (an administrator and a support role that may only list and view sellers).
import path from 'node:path';
import { emitOpenApi } from '../../../generator/index.js';
import { FIXTURES_DIR } from '../../fixtures/fixtureSites.js';
import { loadFixtureModel } from '../../fixtures/loadFixtureModel.js';

const document = JSON.parse(emitOpenApi(loadFixtureModel(path.join(FIXTURES_DIR, 'adminUsers/schemas'))).contents) as {
  paths: Record<string, Record<string, { 'x-roles'?: string[]; responses: Record<string, { $ref?: string }> }>>;
};

describe("a fixture site's openapi.json", () => {
  const cases: [string, string, string[]][] = [
    ['/sellers', 'get', ['administrador', 'soporte']],
    ['/sellers/{_id}', 'get', ['administrador', 'soporte']],
    ['/sellers/create', 'post', ['administrador']],
    ['/sellers/{_id}/update', 'post', ['administrador']],
    ['/sellers/{_id}', 'put', ['administrador']],
    // The admin-users form picks sellers: whoever lists sellers may look them up.
    ['/lookup/adminUser/seller', 'get', ['administrador', 'soporte']],
    ['/admin-users', 'get', ['administrador']],
    ['/audit', 'get', ['administrador']],
  ];
  it.each(cases)('%s %s: x-roles and the 403', (route, method, roles) => {
    const operation = document.paths[route]?.[method];
    expect(operation?.['x-roles']).toEqual(roles);
    expect(operation?.responses['403']).toEqual({ $ref: '#/components/responses/ForbiddenByRole' });
  });

  it('sign-in and the session answer without roles', () => {
    expect(document.paths['/login']?.post?.['x-roles']).toBeUndefined();
    expect(document.paths['/session']?.get?.['x-roles']).toBeUndefined();
  });
});
