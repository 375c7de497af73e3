// Which list indexes each store builds: PostgreSQL answers every "contains" from its search table, so the (key, _id)
// index a text filter adds for SQLite's short-text scan is not built there, unless a sort or a reference's picker reads it.
import { getListIndexes, getListStorage, type ListIndexColumn } from '../../../../runtime/server/storage/index.js';
import { bookEntity, indexEntities, shelfEntity } from '../migrations/indexFixture.js';

const names = (indexes: readonly (readonly ListIndexColumn[])[]) => indexes.map((index) => index.map((column) => column.column).join(',')).sort();

describe('getListStorage', () => {
  it('keeps the key scans of searched fields apart from the sort and filter indexes', () => {
    const storage = getListStorage(bookEntity, indexEntities.flatMap((entity) => entity.grids));
    // title is sorted: its (key, _id) index is the sort's, not a key scan.
    expect(names(storage.keyScans)).toEqual(['isbn__fold,_id']);
    expect(names(storage.indexes)).toContain('title__fold,_id');
    expect(names(storage.indexes)).not.toContain('isbn__fold,_id');
  });
});

describe('getListIndexes', () => {
  it.each([
    ['sqlite', bookEntity, ['isbn__fold,_id', 'title__fold,_id']],
    ['postgres', bookEntity, ['title__fold,_id']],
    // A book shows its shelf's name: the shelves' picker orders by that key on both stores; `place` is only searched.
    ['sqlite', shelfEntity, ['name__fold,_id', 'place__fold,_id']],
    ['postgres', shelfEntity, ['name__fold,_id']],
  ] as const)('%s, %s: the folded-key indexes built', (dialect, entity, folded) => {
    const built = names(getListIndexes(dialect, entity, indexEntities)).filter((index) => index.includes('__fold'));
    expect(built).toEqual(folded);
  });

  it('builds every sort and filter index on both stores', () => {
    const storage = getListStorage(bookEntity, indexEntities.flatMap((entity) => entity.grids));
    for (const dialect of ['sqlite', 'postgres'] as const) expect(names(getListIndexes(dialect, bookEntity, indexEntities))).toEqual(expect.arrayContaining(names(storage.indexes)));
  });
});
