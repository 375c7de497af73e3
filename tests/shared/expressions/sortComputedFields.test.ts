import { sortComputedFields } from '../../../runtime/shared/index.js';

describe('sortComputedFields', () => {
  it.each<[string, Record<string, string[]>, ReturnType<typeof sortComputedFields>]>([
    ['independent fields keep their order', { a: ['x'], b: ['y'] }, { order: ['a', 'b'] }],
    ['a field after the computed fields it reads', { total: ['subtotal', 'discount'], subtotal: ['lines'] }, { order: ['subtotal', 'total'] }],
    ['a chain, declared backwards', { c: ['b'], b: ['a'], a: ['x'] }, { order: ['a', 'b', 'c'] }],
    ['a field reading itself', { a: ['a'] }, { cycle: ['a', 'a'] }],
    ['a cycle through another', { a: ['b'], b: ['c'], c: ['a'] }, { cycle: ['a', 'b', 'c', 'a'] }],
  ])('%s', (_name, reads, expected) => {
    expect(sortComputedFields(new Map(Object.entries(reads)))).toEqual(expected);
  });
});
