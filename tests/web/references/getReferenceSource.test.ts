import { getReferenceSource } from '../../../runtime/web/references/getReferenceSource.js';
import { sellerEntity } from '../../fixtures/entities.js';
import { contentEntity } from '../fixtures/webEntities.js';

describe('getReferenceSource', () => {
  it('the first list without placeholders, searched and sorted by the display field when a grid does', () => {
    const source = getReferenceSource(sellerEntity, 'name');
    expect([source.list.path, source.searchField, source.sortable]).toEqual(['/sellers', 'name', true]);
  });

  it('no text filter on the display field: no search parameter', () => {
    // contentEntity's grid over /contents does not filter (filtering: false).
    const source = getReferenceSource(contentEntity, 'nombre');
    expect([source.list.path, source.searchField, source.sortable]).toEqual(['/contents', null, false]);
  });

  it('an entity without such a list throws naming it', () => {
    expect(() => getReferenceSource({ ...sellerEntity, endpoints: [] }, 'name')).toThrow(
      'Entity "seller" has no list endpoint without path placeholders',
    );
  });
});
