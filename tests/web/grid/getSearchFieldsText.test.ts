import { getSearchFieldsText } from '../../../runtime/web/grid/getSearchFieldsText.js';
import type { EntityDefinition } from '../../../runtime/shared/index.js';

const entity = {
  fields: [
    { name: 'nombre', title: 'Nombre' },
    { name: 'email', title: 'Correo electrónico' },
    { name: 'ruc', title: 'RUC' },
  ],
} as unknown as EntityDefinition;

describe('getSearchFieldsText', () => {
  it.each([
    [['nombre'], 'nombre'],
    [['nombre', 'email'], 'nombre o correo electrónico'],
    [['ruc', 'nombre', 'email'], 'RUC, nombre o correo electrónico'],
    [['unknown'], 'unknown'],
  ])('%j → %s', (names, text) => {
    expect(getSearchFieldsText(entity, names, 'o')).toBe(text);
  });
});
