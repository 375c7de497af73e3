import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { isIdentifyingField } from '../../../runtime/web/grid/isIdentifyingField.js';

const entity = {
  labelField: 'name',
  unique: [['voucherNumber'], ['country', 'identificationNumber']],
  sequences: { number: { template: 'F-{year}-{seq:5}' } },
} as unknown as EntityDefinition;

describe('isIdentifyingField', () => {
  it.each([
    ['the label field', 'name', true],
    ['a field unique on its own', 'voucherNumber', true],
    ['a running number', 'number', true],
    ['a field unique only with another', 'identificationNumber', false],
    ['a plain field', 'notes', false],
    ['an inherited name', 'toString', false],
  ])('%s (%s): %s', (_case, field, want) => {
    expect(isIdentifyingField(entity, field)).toBe(want);
  });
});
