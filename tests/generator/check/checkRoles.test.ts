// app.json's roles and adminUsers: each mistake is reported at its pointer with what was expected.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRoles } from '../../../generator/check/checkRoles.js';
import { getSchemaProblems } from '../../../generator/check/validateSchemas.js';
import { loadSchemas } from '../../../generator/load/index.js';
import { normalizeRoles } from '../../../generator/normalize/normalize.js';
import { normalize } from '../../../generator/normalize/index.js';
import type { AppSchemaInput, EntitySchemaInput, LoadedFile } from '../../../generator/shared/types.js';
import { getPermissions, GRANT_ACTIONS } from '../../../runtime/shared/index.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const loaded = loadSchemas(path.join(REPO_ROOT, 'tests/fixtures/schemas'), { sourceDir: 'schemas' });
const entities = loaded.entities.map((file) => file.data as EntitySchemaInput);
const fixtureApp = loaded.app as LoadedFile<AppSchemaInput>;

const withRoles = (extra: Partial<AppSchemaInput>): LoadedFile<AppSchemaInput> => ({ ...fixtureApp, data: { ...fixtureApp.data, adminUsers: { firstRole: 'admin' }, ...extra } });
const role = (...grants: NonNullable<AppSchemaInput['roles']>[string]['grants']) => ({ roles: { admin: { label: 'Administrador', grants: [{ entity: '*', actions: ['*'] }] }, clerk: { label: 'Empleado', grants } } });
const ACTIONS = GRANT_ACTIONS.join(', ');

describe('checkRoles', () => {
  const cases: [string, Partial<AppSchemaInput>, string[]][] = [
    ['a valid set: every action kind, a transition, row filter, hidden and read-only fields', role({ entity: 'invoice', actions: ['list', 'view', 'issue', 'export'], rowFilter: { seller: '$user._id', channel: 'web' }, hidden: ['total'], readOnly: ['voucherNumber'] }), []],
    ['an unknown entity', role({ entity: 'invoices', actions: ['list'] }), ['/roles/clerk/grants/0/entity: unknown entity "invoices"; expected * or one of:']],
    ['an unknown action', role({ entity: 'invoice', actions: ['list', 'finish'] }), [`/roles/clerk/grants/0/actions/1: unknown action "finish" of entity "invoice"; expected * or one of: ${ACTIONS}, issue, check`]],
    ['a transition name on every entity', role({ entity: '*', actions: ['issue'] }), [`/roles/clerk/grants/0/actions/0: unknown action "issue" for every entity; expected * or one of: ${ACTIONS}`]],
    ['a hidden field on every entity', role({ entity: '*', actions: ['list'], hidden: ['name'] }), ['/roles/clerk/grants/0/hidden: hidden on a grant for every entity; expected it on a grant naming one entity']],
    ['an unknown hidden field', role({ entity: 'seller', actions: ['list'], hidden: ['nombre'] }), ['/roles/clerk/grants/0/hidden/0: unknown field "nombre" of entity "seller"; expected one of: _id, name']],
    ['an unknown read-only field', role({ entity: 'seller', actions: ['list'], readOnly: ['email'] }), ['/roles/clerk/grants/0/readOnly/0: unknown field "email" of entity "seller"; expected one of: _id, name']],
    ['an unknown row filter field', role({ entity: 'seller', actions: ['list'], rowFilter: { owner: 'x' } }), ['/roles/clerk/grants/0/rowFilter/owner: unknown field "owner" of entity "seller"; expected one of: _id, name']],
    [
      'an unknown $user field',
      role({ entity: 'invoice', actions: ['list'], rowFilter: { seller: '$user.seller' } }),
      ['/roles/clerk/grants/0/rowFilter/seller: unknown admin user field in "$user.seller"; expected $user._id, $user.email, $user.displayName (adminUsers.fields declares the site\'s own)'],
    ],
    ['two grants for one entity', role({ entity: 'seller', actions: ['list'] }, { entity: 'seller', actions: ['view'] }), ['/roles/clerk/grants/1/entity: duplicate grant for "seller" in role "clerk" (first at grants/0); expected one grant per entity']],
    ['roles without a first role', { ...role(), adminUsers: {} }, ['/adminUsers/firstRole: missing first role; expected "adminUsers": { "firstRole": one of admin, clerk }']],
    ['an unknown first role', { ...role(), adminUsers: { firstRole: 'boss' } }, ['/adminUsers/firstRole: unknown role "boss"; expected one of: admin, clerk']],
    ['an admin user field with an unknown reference', { ...role(), adminUsers: { firstRole: 'admin', fields: { seller: { title: 'Vendedor', reference: 'sellers' } } } }, ['/adminUsers/fields/seller/reference: unknown entity "sellers"; expected one of:']],
    ['an admin user field named like an own one', { ...role(), adminUsers: { firstRole: 'admin', fields: { roles: { title: 'Roles' } } } }, ['/adminUsers/fields/roles: field "roles" is an admin user\'s own; expected another name']],
  ];
  it.each(cases)('%s', (_name, extra, want) => {
    const problems = checkRoles(withRoles(extra), entities).map((problem) => `${problem.pointer}: ${problem.message}`);
    expect(problems).toHaveLength(want.length);
    want.forEach((text, i) => expect(problems[i]).toContain(text));
  });

  it('the site declares its own field for $user: no problem, and the meta-schema refuses an unknown key in a grant', () => {
    const site = role({ entity: 'delivery', actions: ['list'], rowFilter: { sellers: '$user.seller' } });
    expect(checkRoles(withRoles({ ...site, adminUsers: { firstRole: 'admin', fields: { seller: { title: 'Vendedor', reference: 'seller' } } } }), entities)).toEqual([]);
    const bad = { ...loaded, app: withRoles(role({ entity: 'seller', actions: ['list'], hiden: ['name'] } as never)) };
    expect(getSchemaProblems(bad).map((problem) => `${problem.pointer}: ${problem.message}`).join('\n')).toContain('/roles/clerk/grants/0');
  });
});

describe('normalizeRoles and getPermissions', () => {
  const model = normalize({ app: fixtureApp, entities: loaded.entities as LoadedFile<EntitySchemaInput>[] });
  const roles = normalizeRoles(
    { title: 'T', ...role({ entity: 'invoice', actions: ['list', 'check'], hidden: ['total', 'seller'], readOnly: ['channel'] }, { entity: 'seller', actions: ['*'], rowFilter: { name: '$user.email' } }) },
    model.entities,
  );
  const app = { roles: [...roles, { name: 'auditor', label: 'Auditor', grants: [{ entity: 'invoice', actions: ['view'], rowFilter: null, hidden: ['seller'], readOnly: ['total'] }] }] };

  it('"*" becomes one grant per entity with every action; a named grant keeps its own', () => {
    const admin = roles[0]!;
    expect(admin.grants.map((grant) => grant.entity)).toEqual(model.entities.map((entity) => entity.entity));
    expect(admin.grants.find((grant) => grant.entity === 'invoice')?.actions).toEqual(['assign', 'bulk', 'check', 'create', 'delete', 'export', 'import', 'issue', 'list', 'move', 'unassign', 'update', 'view']);
    expect(roles[1]!.grants).toEqual([
      { entity: 'invoice', actions: ['check', 'list'], rowFilter: null, hidden: ['seller', 'total'], readOnly: ['channel'] },
      { entity: 'seller', actions: ['assign', 'bulk', 'create', 'delete', 'export', 'import', 'list', 'move', 'unassign', 'update', 'view'], rowFilter: { name: '$user.email' }, hidden: [], readOnly: [] },
    ]);
  });

  it('grants add up: actions joined, a field hidden only when every grant hides it, read-only when no grant lets it be written (channel: the auditor grant lets it)', () => {
    const both = getPermissions(app, ['clerk', 'auditor']);
    expect(both.roles).toEqual(['clerk', 'auditor']);
    expect(both.entities.invoice).toEqual({ actions: ['check', 'list', 'view'], hidden: ['seller'], readOnly: ['total'], rowFilters: null });
    expect(getPermissions(app, ['clerk']).entities.seller?.rowFilters).toEqual([{ name: '$user.email' }]);
    expect(getPermissions(app, ['nobody'])).toEqual({ restricted: true, roles: [], entities: {} });
    expect(getPermissions({ roles: [] }, ['clerk']).restricted).toBe(false);
  });
});
