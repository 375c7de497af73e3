import type { EntityPermission, Permissions } from '../../../runtime/shared/index.js';
import { getAccess, getPermittedEntity, UNRESTRICTED } from '../../../runtime/web/context/index.js';
import { allEntities, fixtureRoutes } from '../support/fixtureRoutes.js';

const entities = new Map(allEntities.map((entity) => [entity.entity, entity]));

function accessOf(granted: Record<string, Partial<EntityPermission> & { actions: string[] }>) {
  const permissions: Permissions = {
    restricted: true,
    roles: ['role'],
    entities: Object.fromEntries(Object.entries(granted).map(([entity, grant]) => [entity, { hidden: [], readOnly: [], rowFilters: null, ...grant }])),
  };
  return getAccess(permissions, entities, fixtureRoutes);
}

/** A grid as the tests compare it: columns (* editable), action kinds with their call or page, links. */
function describeGrid(entity: string, grant: Parameters<typeof accessOf>[0]) {
  const [grid] = getPermittedEntity(entities.get(entity)!, accessOf(grant)).grids;
  return {
    columns: grid!.columns.map((column) => `${column.field}${column.editable ? '*' : ''}${column.filter ? '?' : ''}`),
    actions: grid!.actions.map((action) => `${action.kind}:${action.request?.endpoint ?? action.to}`),
    links: grid!.links.map((link) => link.to),
  };
}

describe('getPermittedEntity', () => {
  it.each([
    [
      'sellers to look at: no create, edit nor delete',
      'seller',
      { seller: { actions: ['list', 'view'] } },
      { columns: ['name?'], actions: [], links: ['/sellers/{_id}'] },
    ],
    [
      'sellers to edit and delete, not create',
      'seller',
      { seller: { actions: ['list', 'view', 'update', 'delete'] } },
      { columns: ['name?'], actions: ['delete:delete'], links: ['/sellers/{_id}', '/sellers/{_id}/edit'] },
    ],
    [
      'course categories: a hidden field, a read-only one, update only (inline edit has nothing left to edit)',
      'courseCategory',
      { courseCategory: { actions: ['list', 'update'], hidden: ['visible'], readOnly: ['name'] } },
      { columns: ['position', 'name'], actions: [], links: [] },
    ],
    [
      'course categories: update and move, the name editable',
      'courseCategory',
      { courseCategory: { actions: ['list', 'update', 'move'], readOnly: ['visible'] } },
      { columns: ['position', 'name*', 'visible'], actions: ['inlineEdit:update', 'move:move'], links: [] },
    ],
    [
      'lessons without course categories: no link to a category',
      'lesson',
      { lesson: { actions: ['list', 'view', 'create', 'update', 'delete', 'move'] } },
      {
        columns: ['image', 'name*?', 'url', 'category', 'free*?'],
        actions: ['link:/lessons/{content}/new', 'insert:create', 'inlineEdit:update', 'move:move', 'delete:delete'],
        links: ['/contents/{content}/lessons/{_id}/edit'],
      },
    ],
  ])('%s', (_, entity, grant, expected) => {
    expect(describeGrid(entity, grant)).toEqual(expected);
  });

  it('keeps the entity as it is without roles', () => {
    const seller = entities.get('seller')!;
    const permitted = getPermittedEntity(seller, getAccess(UNRESTRICTED, entities, fixtureRoutes));
    expect(permitted.grids).toEqual(seller.grids);
    expect(permitted.views).toEqual(seller.views);
  });

  it("drops a view's hidden fields and the links the user may not open", () => {
    const seller = entities.get('seller')!;
    const [view] = getPermittedEntity(seller, accessOf({ seller: { actions: ['list', 'view'], hidden: ['name'] } })).views;
    expect(view!.fields).not.toContain('name');
    expect(view!.links.filter((link) => link.to.endsWith('/edit'))).toEqual([]);
  });
});
