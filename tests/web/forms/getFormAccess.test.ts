import type { EntityPermission, Permissions } from '../../../runtime/shared/index.js';
import { getAccess, UNRESTRICTED } from '../../../runtime/web/context/index.js';
import { getAccessUiSchema, getFormAccess, isHiddenFieldError, withoutUnsent } from '../../../runtime/web/forms/getFormAccess.js';
import { allEntities, fixtureRoutes } from '../support/fixtureRoutes.js';

const entities = new Map(allEntities.map((entity) => [entity.entity, entity]));
const lesson = entities.get('lesson')!;
const fields = ['name', 'url', 'category', 'free'];

function accessOf(granted: Record<string, Partial<EntityPermission>>) {
  const permissions: Permissions = {
    restricted: true,
    roles: ['role'],
    entities: Object.fromEntries(Object.entries(granted).map(([entity, grant]) => [entity, { actions: ['list', 'view', 'create', 'update'], hidden: [], readOnly: [], rowFilters: null, ...grant }])),
  };
  return getAccess(permissions, entities, fixtureRoutes);
}

describe('getFormAccess', () => {
  it.each([
    ['without roles: nothing', getAccess(UNRESTRICTED, entities, fixtureRoutes), { hidden: [], locked: [], unsent: [] }],
    [
      'a hidden and a read-only field; course categories listed',
      accessOf({ lesson: { hidden: ['url'], readOnly: ['free'] }, courseCategory: {} }),
      { hidden: ['url'], locked: ['free'], unsent: ['url', 'free'] },
    ],
    [
      'course categories not listed: the category shown read-only, still sent',
      accessOf({ lesson: {} }),
      { hidden: [], locked: ['category'], unsent: [] },
    ],
    [
      "a hidden field not in the form's fields is none of its business",
      accessOf({ lesson: { hidden: ['image'] }, courseCategory: {} }),
      { hidden: [], locked: [], unsent: [] },
    ],
  ])('%s', (_, access, expected) => {
    expect(getFormAccess(access, lesson, fields)).toEqual(expected);
  });

  const formAccess = { hidden: ['url'], locked: ['free', 'category'], unsent: ['url', 'free'] };

  it('draws hidden fields as the hidden widget and locked ones read-only, keeping their other options', () => {
    const uiSchema = { url: { 'ui:field': 'referencePicker' }, category: { 'ui:widget': 'reference', 'ui:options': { pageSize: 5 } } };
    expect(getAccessUiSchema(uiSchema, formAccess)).toEqual({
      url: { 'ui:widget': 'hidden' },
      category: { 'ui:widget': 'reference', 'ui:options': { pageSize: 5 }, 'ui:readonly': true },
      free: { 'ui:readonly': true },
    });
    expect(getAccessUiSchema(uiSchema, { hidden: [], locked: [], unsent: [] })).toBe(uiSchema);
  });

  it('leaves the hidden and read-only fields out of the body', () => {
    expect(withoutUnsent({ name: 'A', url: 'x', free: true, category: 'c1' }, formAccess)).toEqual({ name: 'A', category: 'c1' });
  });

  it.each([
    ['.url', true],
    ['.url.inner', true],
    ['.url[0]', true],
    ['.name', false],
    [undefined, false],
  ])('an error at %s is about a hidden field: %s', (property, expected) => {
    expect(isHiddenFieldError(property, formAccess)).toBe(expected);
  });
});
