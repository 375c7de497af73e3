// A shelf of books whose declared and reference indexes meet the lists' own: some covered by a list or unique index,
// one not; text filters with and without a sort, and a label a reference shows.
import type { EntityDefinition } from '../../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../../fixtures/buildFixtureModel.js';
import { getFixtureEntity } from '../../../fixtures/loadFixtureModel.js';

const model = buildFixtureModel([
  {
    entity: 'shelf',
    label: { one: 'estante', many: 'Estantes' },
    fields: {
      _id: { type: 'string', title: 'Id', readOnly: true },
      name: { type: 'string', title: 'Nombre' },
      place: { type: 'string', title: 'Lugar' },
    },
    endpoints: { list: { kind: 'list', method: 'GET', path: '/shelves' } },
    grids: {
      shelves: {
        title: 'Estantes',
        route: '/shelves',
        dataSource: 'list',
        defaultSort: { field: '_id', order: 'asc' },
        // Neither sorted: only a text filter each; a book shows the shelf's name as its label.
        columns: [
          { field: 'name', filter: 'text' },
          { field: 'place', filter: 'text' },
        ],
      },
    },
  },
  {
    entity: 'book',
    label: { one: 'libro', many: 'Libros' },
    fields: {
      _id: { type: 'string', title: 'Id', readOnly: true },
      title: { type: 'string', title: 'Título' },
      isbn: { type: 'string', title: 'ISBN' },
      code: { type: 'string', title: 'Código', unique: true },
      price: { type: 'number', title: 'Precio' },
      state: { type: 'string', title: 'Estado', oneOf: [{ const: 'nuevo', title: 'Nuevo' }, { const: 'usado', title: 'Usado' }] },
      addedAt: { type: 'string', title: 'Alta', format: 'date-time' },
      shelf: { type: 'string', title: 'Estante' },
    },
    references: { shelf: { entity: 'shelf', display: 'name' } },
    // [state, addedAt] and [shelf, addedAt] lead list indexes, [code] is the unique index: only [price] is needed.
    indexes: [['state', 'addedAt'], ['code'], ['price'], ['shelf', 'addedAt']],
    endpoints: { list: { kind: 'list', method: 'GET', path: '/books' } },
    grids: {
      books: {
        title: 'Libros',
        route: '/books',
        dataSource: 'list',
        defaultSort: { field: 'addedAt', order: 'desc' },
        columns: [
          { field: 'title', filter: 'text', sort: true },
          { field: 'isbn', filter: 'text' },
          { field: 'code' },
          { field: 'price' },
          { field: 'state', filter: 'select' },
          { field: 'shelf', filter: 'reference' },
          { field: 'addedAt', filter: 'dateRange', sort: true },
        ],
      },
    },
  },
]);

export const indexEntities: readonly EntityDefinition[] = model.entities;
export const bookEntity = getFixtureEntity(model, 'book');
export const shelfEntity = getFixtureEntity(model, 'shelf');
