import { emitIndex, getPageRoutes, getTemplates } from '../../generator/index.js';
import { expectGolden } from './expectGolden.js';
import { getFixtureSchemasModel, handWrittenModel } from './fixtureModel.js';

describe('emitIndex', () => {
  it('emits generated/index.ts from the fixture', () => {
    const file = emitIndex(handWrittenModel, getTemplates());
    expect(file.path).toBe('generated/index.ts');
    expectGolden('index.ts.golden', file.contents);
  });

  it('sorts entities by name whatever the input order', () => {
    const reversed = { ...handWrittenModel, entities: [...handWrittenModel.entities].reverse() };
    expect(emitIndex(reversed, getTemplates()).contents).toBe(emitIndex(handWrittenModel, getTemplates()).contents);
  });

  it('lists every grid, form and view page sorted by path', () => {
    expect(getPageRoutes(getFixtureSchemasModel().entities)).toEqual([
      { path: '/contents/{content}/lessons', kind: 'grid', entity: 'lesson', name: 'byContent' },
      { path: '/lessons', kind: 'grid', entity: 'lesson', name: 'lessons' },
      { path: '/lessons/new', kind: 'form', entity: 'lesson', name: 'create' },
      { path: '/lessons/{_id}/edit', kind: 'form', entity: 'lesson', name: 'edit' },
      { path: '/lessons/{_id}/view', kind: 'view', entity: 'lesson', name: 'view' },
      { path: '/sellers', kind: 'grid', entity: 'seller', name: 'sellers' },
      { path: '/sellers/new', kind: 'form', entity: 'seller', name: 'create' },
      { path: '/sellers/{_id}', kind: 'view', entity: 'seller', name: 'view' },
      { path: '/sellers/{_id}/edit', kind: 'form', entity: 'seller', name: 'edit' },
    ]);
  });
});
