import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { getImpactLines } from '../../../runtime/web/actions/index.js';
import type { DeleteEffect } from '../../../runtime/web/actions/index.js';
import { getMessages } from '../../../runtime/web/i18n/index.js';

const entities = new Map(
  [
    ['delivery', { one: 'entrega', many: 'Entregas' }],
    ['lesson', { one: 'lección', many: 'Lecciones' }],
  ].map(([entity, label]) => [entity as string, { entity, label } as unknown as EntityDefinition]),
);

describe('getImpactLines', () => {
  it.each<[DeleteEffect, string]>([
    [{ entity: 'delivery', field: 'sellers', rule: 'setNull', count: 3 }, 'Se quitará de 3 entregas'],
    [{ entity: 'delivery', field: 'sellers', rule: 'setNull', count: 1 }, 'Se quitará de 1 entrega'],
    [{ entity: 'lesson', field: null, rule: 'cascade', count: 2 }, 'Se eliminarán 2 lecciones'],
    [{ entity: 'lesson', field: null, rule: 'cascade', count: 1 }, 'Se eliminará 1 lección'],
  ])('%j → %s', (effect, line) => {
    expect(getImpactLines({ effects: [effect], refused: null }, entities, getMessages('es'))).toEqual([line]);
  });
});
