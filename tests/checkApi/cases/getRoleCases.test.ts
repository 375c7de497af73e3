// check-api's role cases: an operation is refused to an account exactly when its x-roles name none of the account's
// roles; unknown roles (a site without roles) or no x-roles (anyone signed in) refuse nothing.
import { getDocumentedOperations, isRoleRefused, type OpenApiDocument } from '../../../runtime/checkApi/index.js';

const operation = (roles?: readonly string[]) =>
  getDocumentedOperations({ paths: { '/things': { get: { operationId: 'thingList', responses: {}, ...(roles && { 'x-roles': roles }) } } } } as OpenApiDocument)[0]!;

describe('isRoleRefused', () => {
  it.each<[readonly string[] | undefined, readonly string[] | undefined, boolean]>([
    [['admin', 'clerk'], ['clerk'], false],
    [['admin', 'clerk'], ['accountant', 'clerk'], false],
    [['admin'], ['clerk'], true],
    [['admin'], [], true],
    [undefined, ['clerk'], false],
    [['admin'], undefined, false],
  ])('x-roles %j, account %j: refused %s', (xRoles, roles, refused) => {
    expect(isRoleRefused(operation(xRoles), roles)).toBe(refused);
  });
});
