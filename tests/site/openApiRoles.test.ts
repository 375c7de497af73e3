// The course site's openapi.json lists on each operation the roles that may call it (x-roles) and documents their 403
// (tests/generator/emit/openApiRoles.test.ts: the same on a fixture site).
import { describe, expect, it } from 'vitest';
import { readCourseSiteOpenApi } from './courseSite.js';

const document = readCourseSiteOpenApi() as unknown as {
  paths: Record<string, Record<string, { 'x-roles'?: string[]; responses: Record<string, { $ref?: string }> }>>;
};

describe("the site's openapi.json", () => {
  const cases: [string, string, string[]][] = [
    ['/invoices/{_id}/check', 'post', ['administrador', 'contabilidad']],
    ['/invoices', 'get', ['administrador', 'soporte', 'contabilidad']],
    ['/deliveries', 'get', ['administrador', 'soporte', 'contabilidad', 'vendedor']],
    ['/deliveries/create', 'post', ['administrador', 'soporte', 'vendedor']],
    ['/products/{_id}/update', 'post', ['administrador']],
    // soporte and vendedor fill the delivery form, which picks sellers; neither holds a seller grant.
    ['/lookup/delivery/sellers', 'get', ['administrador', 'soporte', 'vendedor']],
    ['/banners', 'get', ['administrador', 'contenidos']],
  ];
  it.each(cases)('%s %s: x-roles and the 403', (route, method, roles) => {
    const operation = document.paths[route]?.[method];
    expect(operation?.['x-roles']).toEqual(roles);
    expect(operation?.responses['403']).toEqual({ $ref: '#/components/responses/ForbiddenByRole' });
  });

  it('sign-in answers without roles', () => {
    expect(document.paths['/login']?.post?.['x-roles']).toBeUndefined();
  });
});
