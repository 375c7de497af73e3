import type { EntityDefinition, ViewDefinition } from '../../../runtime/shared/index.js';
import { getReferenceUiSchema } from '../../../runtime/web/forms/getReferenceUiSchema.js';
import { getReferenceViewRoute } from '../../../runtime/web/references/getReferenceViewRoute.js';

const view = (route: string) => ({ route }) as ViewDefinition;
const entityWith = (views: ViewDefinition[]) => ({ views }) as unknown as EntityDefinition;

describe('getReferenceViewRoute', () => {
  it.each<[string, EntityDefinition | undefined, string | null]>([
    ['the first view needing only _id', entityWith([view('/authors/{_id}')]), '/authors/a1'],
    ['a view with another placeholder is skipped', entityWith([view('/shelves/{shelf}/books/{_id}'), view('/books/{_id}/view')]), '/books/a1/view'],
    ['no view', entityWith([]), null],
    ['no entity', undefined, null],
  ])('%s', (_case, target, want) => {
    expect(getReferenceViewRoute(target, 'a1')).toBe(want);
  });
});

describe('getReferenceUiSchema', () => {
  const entity = {
    references: [
      { field: 'author', entity: 'author', many: false, display: 'name', onDelete: 'restrict' },
      { field: 'tags', entity: 'tag', many: true, display: 'name', onDelete: 'setNull' },
      { field: 'shelf', entity: 'shelf', many: false, display: 'name', onDelete: 'restrict' },
    ],
  } as unknown as EntityDefinition;

  it.each<[string, readonly string[], Record<string, unknown>, Record<string, unknown>]>([
    ['one id gets reference, an array referencePicker', ['author', 'tags'], {}, { author: { 'ui:widget': 'reference' }, tags: { 'ui:widget': 'referencePicker' } }],
    ['a named widget is kept, its options too', ['author'], { author: { 'ui:widget': 'text' } }, { author: { 'ui:widget': 'text' } }],
    ['options without a widget keep their options', ['author'], { author: { 'ui:options': { pageSize: 5 } } }, { author: { 'ui:options': { pageSize: 5 }, 'ui:widget': 'reference' } }],
    ['fields the form does not show are left alone', ['title'], {}, {}],
  ])('%s', (_case, fields, given, want) => {
    expect(getReferenceUiSchema(entity, fields, given)).toEqual(want);
  });
});
