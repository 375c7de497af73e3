// An enum field's sort key: its titles' order (folded as text sorts are, byte order), or none when its stored values
// already sort that way; the rank's SQL is one text for the index and the query.
import fc from 'fast-check';
import { foldText, getTitleRank, getTitleRankSql } from '../../../../runtime/server/storage/index.js';
import type { FieldDefinition, FieldStorage } from '../../../../runtime/shared/index.js';

const field = (storage: FieldStorage, options: readonly [string | number, string][]): FieldDefinition =>
  ({ name: 'state', storage, schema: { oneOf: options.map(([value, title]) => ({ const: value, title })) } }) as unknown as FieldDefinition;

describe('getTitleRank', () => {
  it.each<[string, FieldStorage, [string | number, string][], Record<string, number> | null]>([
    ['codes in English, titles in Spanish', 'text', [['open', 'Abierta'], ['waiting', 'En espera'], ['closed', 'Cerrada']], { open: 0, closed: 1, waiting: 2 }],
    ['accents and case folded: Á with A, Ñ after N', 'text', [['a', 'Ñu'], ['b', 'nube'], ['c', 'Árbol'], ['d', 'ola'], ['e', 'búho']], { c: 0, e: 1, b: 2, a: 3, d: 4 }],
    ['equal folded titles share a rank', 'text', [['x', 'Única'], ['y', 'única'], ['a', 'Otra']], { a: 0, x: 1, y: 1 }],
    ['integer codes', 'integer', [[1, 'Media'], [2, 'Alta'], [3, 'Baja']], { 2: 0, 3: 1, 1: 2 }],
    ['numbers compare as numbers, not as text', 'real', [[10, 'Diez'], [9, 'Nueve']], { 10: 0, 9: 1 }],
    ['codes already in title order: the column serves', 'text', [['Pendiente', 'Pendiente'], ['Facturada', 'Facturada']], null],
    ['folded codes in title order: the folded key serves', 'text', [['bolsillo', 'Bolsillo'], ['digital', 'Digital'], ['tapaDura', 'Tapa dura']], null],
    ['integers in title order', 'integer', [[0, 'Comentario'], [1, 'Solución']], null],
    ['a boolean has its own order', 'boolean', [['true', 'Sí'], ['false', 'No']], null],
  ])('%s', (_name, storage, options, expected) => {
    const rank = getTitleRank(field(storage, options));
    if (expected === null) {
      expect(rank).toBeNull();
      return;
    }
    expect(Object.fromEntries(rank!.ranks.map(({ value, rank: place }) => [String(value), place]))).toEqual(expected);
    expect(rank!.unlisted).toBe(new Set(Object.values(expected)).size);
  });

  it('names the index after the order: another order, another name; the same order, the same name', () => {
    const a = getTitleRank(field('text', [['open', 'Abierta'], ['closed', 'Cerrada'], ['zz', 'Bien']]))!;
    const retitled = getTitleRank(field('text', [['open', 'Aceptada'], ['closed', 'Cerrada'], ['zz', 'Bien']]))!;
    const reordered = getTitleRank(field('text', [['open', 'Abierta'], ['closed', 'Buena'], ['zz', 'Cierta']]))!;
    expect(a.name).toMatch(/^state__rank_[0-9a-f]{8}$/);
    expect(retitled.name).toBe(a.name);
    expect(reordered.name).not.toBe(a.name);
  });

  it('writes one SQL text, its column qualified or not, with quotes doubled', () => {
    const rank = getTitleRank(field('text', [["o'k", 'Alfa'], ['b', 'Zeta']]))!;
    expect(getTitleRankSql(rank, null)).toBe(`case when "state" is null then -1 when "state" = 'o''k' then 0 when "state" = 'b' then 1 else 2 end`);
    expect(getTitleRankSql(rank, 't')).toBe(`case when "t"."state" is null then -1 when "t"."state" = 'o''k' then 0 when "t"."state" = 'b' then 1 else 2 end`);
  });

  it('orders values as their folded titles compare, for any titles', () => {
    const title = fc.string({ unit: fc.constantFrom(...'aAbBnNñÑáÁéÉzZ ~'.split('')), minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), title), { minLength: 2, maxLength: 8, selector: ([code]) => code }), (options) => {
        const rank = getTitleRank(field('text', options));
        const byRank = (code: string) => (rank ? rank.ranks.find((entry) => entry.value === code)!.rank : null);
        for (const [codeA, titleA] of options) {
          for (const [codeB, titleB] of options) {
            const want = Math.sign(Buffer.compare(Buffer.from(foldText(titleA)), Buffer.from(foldText(titleB))));
            // Without ranks the folded codes must already sort as the titles do.
            const got = rank ? Math.sign(byRank(codeA)! - byRank(codeB)!) : Math.sign(Buffer.compare(Buffer.from(foldText(codeA)), Buffer.from(foldText(codeB))));
            expect(got, `${codeA}:${titleA} vs ${codeB}:${titleB}`).toBe(want);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
