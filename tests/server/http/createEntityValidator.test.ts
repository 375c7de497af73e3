import { createEntityValidator } from '../../../runtime/server/http/createEntityValidator.js';
import { HttpError } from '../../../runtime/server/http/HttpError.js';
import { courseCategoryEntity } from '../../fixtures/entities.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { getFixtureEntity } from '../../fixtures/loadFixtureModel.js';
import { parcelEntity } from '../fixtures/parcelEntity.js';

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
    ['patch with a number for a string', () => validator.validatePatch({ name: 3 }), 'name', 'Nombre: Debe ser un texto.'],
    ['record with position 0', () => validator.validateRecord({ _id: 'x', name: 'a', position: 0 }), 'position', 'Posición: Debe ser mayor o igual que 1.'],
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

describe('createEntityValidator on rich-text and link fields', () => {
  const article = getFixtureEntity(
    buildFixtureModel([
      {
        entity: 'article',
        label: { one: 'artículo', many: 'Artículos' },
        fields: {
          _id: { type: 'string', title: 'Id', readOnly: true },
          title: { type: 'string', title: 'Título', maxLength: 255 },
          body: { type: 'string', title: 'Cuerpo', maxLength: 40, contentMediaType: 'text/html' },
          web: { type: ['string', 'null'], title: 'Web', format: 'uri' },
        },
        required: ['title'],
      },
    ]),
    'article',
  );
  const articleValidator = createEntityValidator(article);

  it('sanitizes html fields in the body it returns, on create, patch and record', () => {
    const body = { title: '<b>plain</b>', body: '<p onclick="x">Hola</p><script>alert(1)</script>' };
    expect(articleValidator.validateCreate(body)).toEqual({ title: '<b>plain</b>', body: '<p>Hola</p>' });
    expect(body.body).toBe('<p>Hola</p>'); // In place: checkCreate's callers store the body they passed.
    const checked = { title: 't', body: '<img src="x" onerror="alert(1)">' };
    expect(articleValidator.checkCreate(checked)).toEqual([]);
    expect(checked.body).toBe('');
    expect(articleValidator.validatePatch({ body: '<a href="javascript:alert(1)">x</a>' })).toEqual({ body: '<a>x</a>' });
    const record = { _id: 'a', title: 't', body: '<svg><script>alert(1)</script></svg>ok' };
    articleValidator.validateRecord(record);
    expect(record.body).toBe('ok');
  });

  it('judges maxLength on the sanitized text', () => {
    expect(articleValidator.validatePatch({ body: `<p>corto</p><script>${'x'.repeat(500)}</script>` })).toEqual({ body: '<p>corto</p>' });
    const error = errorOf(() => articleValidator.validatePatch({ body: `<p>${'x'.repeat(40)}</p>` }));
    expect(error.field).toBe('body');
    expect(error.message).toBe('Cuerpo: Escriba como máximo 40 caracteres.');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', '//evil.example', '/relative', 'ftp://example.com'])(
    'a link field refuses %j in Spanish, naming the field',
    (web) => {
      const error = errorOf(() => articleValidator.validateCreate({ title: 't', web }));
      expect(error.statusCode).toBe(400);
      expect(error.field).toBe('web');
      expect(error.message).toBe('Web: Escriba una dirección que empiece por http:// o https://.');
    },
  );

  it('a link field takes an http(s) address or null', () => {
    expect(articleValidator.validateCreate({ title: 't', web: 'https://example.com/a' })).toEqual({ title: 't', web: 'https://example.com/a' });
    expect(articleValidator.validatePatch({ web: null })).toEqual({ web: null });
  });
});

describe('createEntityValidator given the stored row', () => {
  const parcelValidator = createEntityValidator(parcelEntity);
  const stored = { _id: 'p1', code: 'ABCDEFGH', state: 'Perdido', weight: 0.5, declared: 0.2, address: { zip: '1234', city: 'Madrid' } };

  it('does not judge again what the body sends back unchanged: a stale enum value, length, minimum, nested pattern or rule', () => {
    const { _id, ...body } = stored;
    expect(parcelValidator.validatePatch(body, stored)).toEqual(body);
    expect(() => parcelValidator.validateRecord({ ...stored, address: { zip: '1234', city: 'Sevilla' } }, stored)).not.toThrow();
  });

  it('judges the same body in full without a stored row, and a changed value with one', () => {
    expect(errorOf(() => parcelValidator.validatePatch({ state: 'Perdido' })).field).toBe('state');
    expect(errorOf(() => parcelValidator.validatePatch({ state: 'Extraviado' }, stored)).message).toBe('Estado: Elija una de las opciones.');
    expect(errorOf(() => parcelValidator.validateRecord({ ...stored, weight: 3 }, stored)).field).toBe('declared');
  });
});
