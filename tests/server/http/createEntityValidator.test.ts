import { createEntityValidator } from '../../../runtime/server/http/createEntityValidator.js';
import { HttpError } from '../../../runtime/server/http/HttpError.js';
import { courseCategoryEntity } from '../../fixtures/entities.js';

const validator = createEntityValidator(courseCategoryEntity);

function errorOf(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('createEntityValidator', () => {
  it('fills schema defaults on create only', () => {
    expect(validator.validateCreate({ name: 'Física' })).toEqual({ name: 'Física', visible: true });
    expect(validator.validatePatch({ name: 'Física' })).toEqual({ name: 'Física' });
  });

  it.each([
    ['create without name', () => validator.validateCreate({}), 'name', 'El campo «Nombre» es obligatorio.'],
    ['create with position', () => validator.validateCreate({ name: 'a', position: 2 }), 'position', 'El campo «Posición» es de solo lectura y no se puede enviar.'],
    ['patch with unknown key', () => validator.validatePatch({ nombre: 'a' }), 'nombre', 'El campo «nombre» no existe en categoría.'],
    ['patch with a number for a string', () => validator.validatePatch({ name: 3 }), 'name', 'Nombre: debe ser un texto.'],
    ['record with position 0', () => validator.validateRecord({ _id: 'x', name: 'a', position: 0 }), 'position', 'Posición: debe ser >= 1.'],
    ['a body that is a list', () => validator.validateCreate([]), undefined, 'El cuerpo de la petición debe ser un objeto con los campos del registro.'],
  ])('%s → 400 %s', (_name, run, field, message) => {
    const error = errorOf(run);
    expect(error.statusCode).toBe(400);
    expect(error.field).toBe(field);
    expect(error.message).toBe(message);
  });

  it('lists every problem in details, the first one in error', () => {
    const error = errorOf(() => validator.validateCreate({ name: '', visible: 'sí', extra: 1 }));
    expect(error.details?.map((detail) => detail.field).sort()).toEqual(['extra', 'name', 'visible']);
    expect(error.message).toBe(error.details?.[0]?.message);
  });
});
