import { getJudgedRules, isKeptStoredValue } from '../../runtime/shared/index.js';
import type { EntityDefinition, RuleDefinition, ValueErrorPlace } from '../../runtime/shared/index.js';

const stored = { state: 'Perdido', code: 'ABCDEFGH', weight: 0.5, tags: ['a', 'b'], address: { zip: '1234', city: 'Madrid' }, lines: [{ sku: 'x-1' }] };
const place = (path: (string | number)[], keyword: string, schemaPath = `#/properties/${path.join('/properties/')}/${keyword}`): ValueErrorPlace => ({ path, keyword, schemaPath });

describe('isKeptStoredValue', () => {
  it.each<[string, ValueErrorPlace, Record<string, unknown>, Record<string, unknown> | null, boolean]>([
    ['an enum value sent back unchanged', place(['state'], 'enum'), { state: 'Perdido' }, stored, true],
    ['an enum value changed into another one outside the enum', place(['state'], 'enum'), { state: 'Extraviado' }, stored, false],
    ['a long text unchanged', place(['code'], 'maxLength'), { code: 'ABCDEFGH' }, stored, true],
    ['a number under a new minimum unchanged', place(['weight'], 'minimum'), { weight: 0.5 }, stored, true],
    ['a nested value unchanged while its neighbour changes', place(['address', 'zip'], 'pattern'), { address: { zip: '1234', city: 'Sevilla' } }, stored, true],
    ['a nested value changed', place(['address', 'zip'], 'pattern'), { address: { zip: '123', city: 'Madrid' } }, stored, false],
    ['an array item unchanged', place(['lines', 0, 'sku'], 'pattern'), { lines: [{ sku: 'x-1' }] }, stored, true],
    ['an object unchanged, its keys in another order', place(['address'], 'minProperties'), { address: { city: 'Madrid', zip: '1234' } }, stored, true],
    ['an array with an item added', place(['tags'], 'maxItems'), { tags: ['a', 'b', 'c'] }, stored, false],
    ['a required value the row lacks too', place(['notes'], 'required', '#/required'), { code: 'A' }, stored, true],
    ['a required value the body empties', place(['code'], 'required', '#/required'), {}, stored, false],
    ['a oneOf value unchanged', place(['state'], 'oneOf'), { state: 'Perdido' }, stored, true],
    ['a type error inside a oneOf branch of an unchanged value', place(['state'], 'type', '#/properties/state/oneOf/1/type'), { state: 'Perdido' }, stored, true],
    ['a wrong type, even unchanged', place(['state'], 'type'), { state: 'Perdido' }, stored, false],
    ['an error about the body as a whole', place([], 'additionalProperties', '#/additionalProperties'), stored, stored, false],
    ['any error of a create (no stored row)', place(['state'], 'enum'), { state: 'Perdido' }, null, false],
  ])('%s → %s', (_case, error, data, row, kept) => {
    expect(isKeptStoredValue(error, data, row)).toBe(kept);
  });

  it('counts null and absent as the same "no value"', () => {
    expect(isKeptStoredValue(place(['declared'], 'minimum'), { declared: null }, { code: 'A' })).toBe(true);
  });
});

describe('getJudgedRules', () => {
  const rules: RuleDefinition[] = [
    { kind: 'compare', field: 'declared', comparison: 'gte', other: 'weight', message: null },
    { kind: 'requiredIf', field: 'notes', when: { field: 'state', equals: 'Perdido', label: null }, message: null },
  ];
  const entity: Pick<EntityDefinition, 'fields' | 'rules'> = { fields: [], rules };
  const row = { declared: 0.2, weight: 0.5, state: 'Perdido' };

  it.each<[string, Record<string, unknown>, Record<string, unknown> | null, RuleDefinition[]]>([
    ['every rule without a stored row', row, null, rules],
    ['none when nothing changes', row, row, []],
    ['the rules reading a changed value', { ...row, weight: 3 }, row, [rules[0]!]],
    ['a rule whose other field changes', { ...row, state: 'Nuevo' }, row, [rules[1]!]],
  ])('%s', (_case, data, stored, judged) => {
    expect(getJudgedRules(entity, data, stored).rules).toEqual(judged);
  });
});
