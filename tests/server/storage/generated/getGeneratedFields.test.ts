// Which computed fields the database computes: those reading only the row's own stored fields, directly or through
// another such field; anything reading an aggregate over children, or a field that reads one, stays the server's.
import type { EntityDefinition, FieldDefinition } from '../../../../runtime/shared/index.js';
import { getGeneratedFields, isGeneratedField } from '../../../../runtime/server/storage/generated/getGeneratedFields.js';

const field = (name: string, expression?: string, schema: Record<string, unknown> = {}) =>
  ({ name, storage: 'real', schema, ...(expression !== undefined && { computed: { expression } }) }) as unknown as FieldDefinition;

describe('getGeneratedFields', () => {
  it.each<[string, readonly FieldDefinition[], readonly string[]]>([
    ['a product of the row', [field('quantity'), field('price'), field('amount', 'quantity * price')], ['amount']],
    ['a sum over children', [field('subtotal', 'sum(lines.amount)')], []],
    ['a count', [field('lineCount', 'count(lines)')], []],
    ['a field reading an aggregate', [field('discount'), field('subtotal', 'sum(lines.amount)'), field('total', 'subtotal * (1 - discount / 100)')], []],
    ['a chain over the row, declared backwards', [field('tax', 'net * 0.21'), field('net', 'quantity * price'), field('quantity'), field('price')], ['net', 'tax']],
    ['a constant', [field('ten', '2 * 5')], ['ten']],
    ['a write-only input (no column)', [field('secret', undefined, { writeOnly: true }), field('twice', 'secret * 2')], []],
  ])('%s', (_title, fields, expected) => {
    const entity = { fields } as unknown as EntityDefinition;
    expect(getGeneratedFields(entity).map((generated) => generated.name)).toEqual(expected);
    for (const candidate of fields) expect(isGeneratedField(entity, candidate.name)).toBe(expected.includes(candidate.name));
  });
});
