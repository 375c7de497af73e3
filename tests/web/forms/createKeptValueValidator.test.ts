import type { RJSFSchema } from '@rjsf/utils';
import { createFormValidator } from '../../../runtime/web/forms/createFormValidator.js';
import { createKeptValueValidator } from '../../../runtime/web/forms/createKeptValueValidator.js';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', maxLength: 6 },
    state: { type: 'string', oneOf: [{ const: 'Nuevo', title: 'Nuevo' }, { const: 'Enviado', title: 'Enviado' }] },
    weight: { type: 'number', minimum: 1 },
    address: { type: 'object', properties: { zip: { type: 'string', pattern: '^[0-9]{5}$' }, city: { type: 'string' } } },
  },
  required: ['code'],
};
const stored = { code: 'ABCDEFGH', state: 'Perdido', weight: 0.5, address: { zip: '1234', city: 'Madrid' } };

/** The properties RJSF would show an error beside, for `data` validated over the stored record (null: a create form). */
function errorsOf(data: Record<string, unknown>, record: Record<string, unknown> | null = stored): string[] {
  const { errors } = createKeptValueValidator(createFormValidator('es'), record).validateFormData(data, schema);
  return [...new Set(errors.map((error) => error.property ?? ''))].sort();
}

describe('createKeptValueValidator', () => {
  it('lets every stored value the rules now refuse stand while it is unchanged, nested ones included', () => {
    expect(errorsOf(stored)).toEqual([]);
    expect(errorsOf({ ...stored, address: { zip: '1234', city: 'Sevilla' } })).toEqual([]);
  });

  it('judges a changed value, and everything on a create form', () => {
    expect(errorsOf({ ...stored, code: 'ABCDEFGHI', address: { zip: '123', city: 'Madrid' } })).toEqual(['.address.zip', '.code']);
    expect(errorsOf({ ...stored, state: 'Extraviado' })).toContain('.state');
    expect(errorsOf({ ...stored, weight: 'mucho' })).toEqual(['.weight']);
    expect(errorsOf(stored, null)).toEqual(['.address.zip', '.code', '.state', '.weight']);
  });

  it('names the fields still holding a refused stored value, for the hint beside them', () => {
    const validator = createKeptValueValidator(createFormValidator('es'), stored);
    expect(validator.getKeptFields(stored, schema).sort()).toEqual(['address', 'code', 'state', 'weight']);
    expect(validator.getKeptFields({ ...stored, code: 'ABC', state: 'Nuevo' }, schema).sort()).toEqual(['address', 'weight']);
    expect(createKeptValueValidator(createFormValidator('es'), null).getKeptFields(stored, schema)).toEqual([]);
  });
});
