import type { Permissions } from '../../../runtime/shared/index.js';
import { findPageRoute, getAccess, UNRESTRICTED } from '../../../runtime/web/context/index.js';
import { getFixtureEntity } from '../../fixtures/loadFixtureModel.js';
import { webModel } from '../fixtures/webEntities.js';
import { allEntities, fixtureRoutes } from '../support/fixtureRoutes.js';

const entities = new Map(allEntities.map((entity) => [entity.entity, entity]));

/** Sellers to look at, course categories to edit with a hidden and a read-only field; nothing else. */
const permissions: Permissions = {
  restricted: true,
  roles: ['reader'],
  entities: {
    seller: { actions: ['list', 'view'], hidden: [], readOnly: [], rowFilters: null },
    courseCategory: { actions: ['list', 'update'], hidden: ['visible'], readOnly: ['name'], rowFilters: null },
  },
};

describe('findPageRoute', () => {
  it.each([
    ['/sellers', '/sellers'],
    ['/sellers?tab=all', '/sellers'],
    ['/sellers/new', '/sellers/new'],
    ['/sellers/{_id}', '/sellers/{_id}'],
    ['/sellers/{seller}', '/sellers/{_id}'],
    ['/sellers/abc', '/sellers/{_id}'],
    ['/sellers/abc/edit', '/sellers/{_id}/edit'],
    ['/nowhere', null],
  ])('%s belongs to %s', (path, expected) => {
    expect(findPageRoute(fixtureRoutes, path)?.path ?? null).toBe(expected);
  });
});

describe('getAccess', () => {
  const access = getAccess(permissions, entities, fixtureRoutes);
  const open = getAccess(UNRESTRICTED, entities, fixtureRoutes);

  it.each([
    ['seller', 'list', true],
    ['seller', 'view', true],
    ['seller', 'delete', false],
    ['courseCategory', 'update', true],
    ['courseCategory', 'move', false],
    ['institute', 'list', false],
  ])('can(%s, %s) is %s; without roles always true', (entity, action, expected) => {
    expect(access.can(entity, action)).toBe(expected);
    expect(open.can(entity, action)).toBe(true);
  });

  it.each([
    ['/sellers', true],
    ['/sellers/abc', true],
    ['/sellers/new', false],
    ['/sellers/abc/edit', false],
    ['/institutes', false],
    ['/course-categories', true],
    ['/nowhere', true],
  ])('canOpen(%s) is %s; without roles always true', (path, expected) => {
    expect(access.canOpen(path)).toBe(expected);
    expect(open.canOpen(path)).toBe(true);
  });

  it.each([
    [{ entity: 'seller', endpoint: 'get' }, true],
    [{ entity: 'seller', endpoint: 'delete' }, false],
    [{ entity: 'seller', endpoint: 'unknown' }, false],
    [null, true],
  ])('canCall(%j) is %s', (ref, expected) => {
    expect(access.canCall(ref === null ? null : { ...ref, method: 'GET', path: '/x', body: 'none' })).toBe(expected);
  });

  it('names the hidden and read-only fields of an entity, none without roles', () => {
    expect([access.getHidden('courseCategory'), access.getReadOnly('courseCategory'), access.getHidden('seller')]).toEqual([['visible'], ['name'], []]);
    expect([open.getHidden('courseCategory'), open.getReadOnly('courseCategory')]).toEqual([[], []]);
  });

  it("shows a grid page's parts the user may list, a form's when it may load and submit it", () => {
    const shared = { path: '/both', kind: 'grid' as const, title: 'Ambos', parts: [{ entity: 'institute', name: 'institutes' }, { entity: 'seller', name: 'sellers' }] };
    expect(access.getShownParts(shared)).toEqual([{ entity: 'seller', name: 'sellers' }]);
    const edit = fixtureRoutes.find((route) => route.path === '/sellers/{_id}/edit')!;
    expect(access.getShownParts(edit)).toEqual([]);
    expect(open.getShownParts(edit)).toBe(edit.parts);
  });
});

describe('getAccess: getCreateFill', () => {
  const withDelivery = new Map([...entities, ['delivery', getFixtureEntity(webModel, 'delivery')]]);
  const vendedor: Permissions = {
    restricted: true,
    roles: ['vendedor'],
    entities: { delivery: { actions: ['list', 'view', 'create'], hidden: [], readOnly: ['sellers'], rowFilters: [{ sellers: '$user.seller' }] } },
  };

  it("fills a new row's row-filter field with the account's value (a many-reference as a list of its one id)", () => {
    expect(getAccess(vendedor, withDelivery, fixtureRoutes, { _id: 'u1', seller: 's1' }).getCreateFill('delivery')).toEqual({ sellers: ['s1'] });
  });

  it('fills nothing without a row filter, without roles, or when the account lacks the value', () => {
    expect(getAccess(vendedor, withDelivery, fixtureRoutes, { _id: 'u1', seller: null }).getCreateFill('delivery')).toEqual({});
    expect(getAccess(vendedor, withDelivery, fixtureRoutes, { seller: 's1' }).getCreateFill('seller')).toEqual({});
    expect(getAccess(UNRESTRICTED, withDelivery, fixtureRoutes, { seller: 's1' }).getCreateFill('delivery')).toEqual({});
  });
});
