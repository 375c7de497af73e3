import { getConflictLines, getMessages } from '../../../runtime/web/index.js';
import { deliveryEntity } from '../fixtures/deliveryEntities.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { commentEntity } from '../fixtures/webEntities.js';

const text = { messages: getMessages('es'), locale: fixtureApp.locale, dateDisplay: fixtureApp.dateDisplay };

describe('getConflictLines', () => {
  it('lists only the fields the other person changed, with their value and mine as text', () => {
    const base = { _id: 'c1', description: 'Antes', type: 0, verified: false, _version: 1 };
    const current = { _id: 'c1', description: 'De otra persona', type: 1, verified: false, _version: 2 };
    const mine = { description: 'Mía', type: 0, verified: true };
    expect(getConflictLines(commentEntity, ['description', 'type', 'verified'], base, current, mine, text)).toEqual([
      { path: 'description', title: 'Descripción', theirs: 'De otra persona', yours: 'Mía' },
      // An option's label, not its value.
      { path: 'type', title: 'Tipo', theirs: 'Solución', yours: 'Comentario' },
    ]);
  });

  it('shows a reference by the label a row carries for that id, an emptied value as (vacío)', () => {
    const base = { _id: 'c1', exercise: 'q1', description: 'Texto', $labels: { exercise: '¿Qué es un ángulo?' } };
    const current = { _id: 'c1', exercise: 'q2', $labels: { exercise: '¿Qué es un vector?' } };
    expect(getConflictLines(commentEntity, ['exercise', 'description'], base, current, { exercise: 'q1', description: 'Texto' }, text)).toEqual([
      { path: 'exercise', title: 'Ejercicio', theirs: '¿Qué es un vector?', yours: '¿Qué es un ángulo?' },
      { path: 'description', title: 'Descripción', theirs: '(vacío)', yours: 'Texto' },
    ]);
  });

  it('compares an object field property by property, titled by both', () => {
    const billing = { country: 'EC', isEmptyInvoice: false, name: 'Ana' };
    const lines = getConflictLines(deliveryEntity, ['billing', 'name'], { billing, name: 'x' }, { billing: { ...billing, country: 'PE' }, name: 'x' }, { billing: { ...billing, name: 'Ana María' } }, text);
    expect(lines).toEqual([{ path: 'billing.country', title: 'Información de facturación › País', theirs: 'PE', yours: 'EC' }]);
  });

  it('a date as the site displays it, as the field’s cell draws it', () => {
    expect(getConflictLines(commentEntity, ['day'], { day: '2024-03-01' }, { day: '2024-03-02' }, { day: '2024-03-01' }, text)).toEqual([
      { path: 'day', title: 'Día', theirs: '02/03/2024', yours: '01/03/2024' },
    ]);
  });

  it('none when the other person changed no field of the edit', () => {
    expect(getConflictLines(commentEntity, ['description'], { description: 'Igual', verified: false }, { description: 'Igual', verified: true }, { description: 'Otra' }, text)).toEqual([]);
  });
});
