import fc from 'fast-check';
import { getComparableKind, getRuleProblems, holdsComparison, RULE_COMPARISONS } from '../../runtime/shared/index.js';
import type { EntityDefinition, FieldDefinition, JsonSchema, RuleComparison, RuleDefinition } from '../../runtime/shared/index.js';

function field(name: string, title: string, schema: JsonSchema): FieldDefinition {
  return { name, title, schema, storage: 'text', readOnly: false, required: false, html: false, secret: false };
}

const FIELDS: FieldDefinition[] = [
  field('validFrom', 'Válido desde', { type: 'string', format: 'date' }),
  field('validTo', 'Válido hasta', { type: ['string', 'null'], format: 'date' }),
  field('startedAt', 'Inicio', { type: 'string', format: 'date-time' }),
  field('endedAt', 'Fin', { type: 'string', format: 'date-time' }),
  field('min', 'Mínimo', { type: 'integer' }),
  field('max', 'Máximo', { type: 'number' }),
  field('state', 'Estado', { type: 'string', oneOf: [{ const: 'open', title: 'Abierto' }, { const: 'rejected', title: 'Rechazado' }] }),
  field('notes', 'Notas', { type: 'string' }),
  field('urgent', 'Urgente', { type: 'boolean' }),
  field('tags', 'Etiquetas', { type: 'array', items: { type: 'string' } }),
  field('level', 'Nivel', { type: 'integer' }),
];

const compare = (name: string, comparison: RuleComparison, other: string, message: string | null = null): RuleDefinition => ({ kind: 'compare', field: name, comparison, other, message });
const requiredIf = (name: string, whenField: string, equals: string | number | boolean, label: string | null = null): RuleDefinition => ({
  kind: 'requiredIf',
  field: name,
  when: { field: whenField, equals, label },
  message: null,
});
const entityWith = (rules: RuleDefinition[]): Pick<EntityDefinition, 'fields' | 'rules'> => ({ fields: FIELDS, rules });

describe('getRuleProblems', () => {
  it.each<[string, RuleDefinition, Record<string, unknown>, string | null]>([
    ['dates in order', compare('validTo', 'gte', 'validFrom'), { validFrom: '2026-01-01', validTo: '2026-01-31' }, null],
    ['the same day is after or on', compare('validTo', 'gte', 'validFrom'), { validFrom: '2026-01-01', validTo: '2026-01-01' }, null],
    ['dates upside down', compare('validTo', 'gte', 'validFrom'), { validFrom: '2026-02-01', validTo: '2026-01-31' }, 'Debe ser posterior o igual a «Válido desde».'],
    ['the same day is not after', compare('validTo', 'gt', 'validFrom'), { validFrom: '2026-01-01', validTo: '2026-01-01' }, 'Debe ser posterior a «Válido desde».'],
    ['before', compare('validFrom', 'lt', 'validTo'), { validFrom: '2026-01-02', validTo: '2026-01-01' }, 'Debe ser anterior a «Válido hasta».'],
    ['before or on', compare('validFrom', 'lte', 'validTo'), { validFrom: '2026-01-02', validTo: '2026-01-01' }, 'Debe ser anterior o igual a «Válido hasta».'],
    ['instants across time zones', compare('endedAt', 'gt', 'startedAt'), { startedAt: '2026-01-01T10:00:00+02:00', endedAt: '2026-01-01T09:00:00Z' }, null],
    ['an instant one second early', compare('endedAt', 'gte', 'startedAt'), { startedAt: '2026-01-01T10:00:01Z', endedAt: '2026-01-01T10:00:00Z' }, 'Debe ser posterior o igual a «Inicio».'],
    ['numbers', compare('max', 'gte', 'min'), { min: 5, max: 4.5 }, 'Debe ser mayor o igual que «Mínimo».'],
    ['numbers greater', compare('max', 'gt', 'min'), { min: 5, max: 5 }, 'Debe ser mayor que «Mínimo».'],
    ['numbers less', compare('min', 'lt', 'max'), { min: 5, max: 5 }, 'Debe ser menor que «Máximo».'],
    ['numbers less or equal', compare('min', 'lte', 'max'), { min: 6, max: 5 }, 'Debe ser menor o igual que «Máximo».'],
    ['an empty other side', compare('validTo', 'gte', 'validFrom'), { validFrom: '', validTo: '2026-01-31' }, null],
    ['a null side', compare('validTo', 'gte', 'validFrom'), { validFrom: '2026-02-01', validTo: null }, null],
    ['a missing side', compare('max', 'gte', 'min'), { max: 1 }, null],
    ['an unreadable date', compare('validTo', 'gte', 'validFrom'), { validFrom: 'mañana', validTo: '2026-01-31' }, null],
    ['a number sent as text', compare('max', 'gte', 'min'), { min: 5, max: '4' }, null],
    ['the schema\'s own text', compare('max', 'gte', 'min', 'El máximo no puede ser menor que el mínimo.'), { min: 5, max: 4 }, 'El máximo no puede ser menor que el mínimo.'],
    ['required, with the option\'s label', requiredIf('notes', 'state', 'rejected', 'Rechazado'), { state: 'rejected' }, 'Es obligatorio cuando «Estado» es «Rechazado».'],
    ['required, blank text', requiredIf('notes', 'state', 'rejected', 'Rechazado'), { state: 'rejected', notes: '  ' }, 'Es obligatorio cuando «Estado» es «Rechazado».'],
    ['required and given', requiredIf('notes', 'state', 'rejected', 'Rechazado'), { state: 'rejected', notes: 'Sin stock' }, null],
    ['another state', requiredIf('notes', 'state', 'rejected', 'Rechazado'), { state: 'open' }, null],
    ['required on a boolean', requiredIf('notes', 'urgent', true), { urgent: true, notes: null }, 'Es obligatorio cuando «Urgente» es «Sí».'],
    ['required on false', requiredIf('notes', 'urgent', false), { urgent: false }, 'Es obligatorio cuando «Urgente» es «No».'],
    ['required on a number', requiredIf('notes', 'level', 1000), { level: 1000 }, 'Es obligatorio cuando «Nivel» es «1000».'],
    ['an empty list', requiredIf('tags', 'urgent', true), { urgent: true, tags: [] }, 'Es obligatorio cuando «Urgente» es «Sí».'],
    ['a list with an item', requiredIf('tags', 'urgent', true), { urgent: true, tags: ['a'] }, null],
  ])('%s', (_name, rule, record, want) => {
    expect(getRuleProblems(entityWith([rule]), record)).toEqual(want === null ? [] : [{ field: rule.field, message: want }]);
  });

  it('reports every broken rule in declaration order, and none without rules', () => {
    const rules = [compare('validTo', 'gte', 'validFrom'), requiredIf('notes', 'state', 'rejected', 'Rechazado'), compare('max', 'gte', 'min')];
    expect(getRuleProblems(entityWith(rules), { validFrom: '2026-02-01', validTo: '2026-01-01', state: 'rejected', min: 1, max: 2 })).toEqual([
      { field: 'validTo', message: 'Debe ser posterior o igual a «Válido desde».' },
      { field: 'notes', message: 'Es obligatorio cuando «Estado» es «Rechazado».' },
    ]);
    expect(getRuleProblems({ fields: FIELDS }, { validFrom: '2026-02-01', validTo: '2026-01-01' })).toEqual([]);
  });

  it('agrees with a direct comparison of numbers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULE_COMPARISONS), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ noNaN: true, noDefaultInfinity: true }), (comparison, max, min) => {
        const broken = getRuleProblems(entityWith([compare('max', comparison, 'min')]), { max, min }).length > 0;
        const holds = { gt: max > min, gte: max >= min, lt: max < min, lte: max <= min }[comparison];
        expect(broken).toBe(!holds);
      }),
    );
  });

  it('agrees with a direct comparison of dates and of instants', () => {
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(fc.constantFrom(...RULE_COMPARISONS), day, day, (comparison, a, b) => {
        const dates = { validTo: a.toISOString().slice(0, 10), validFrom: b.toISOString().slice(0, 10) };
        const instants = { endedAt: a.toISOString(), startedAt: b.toISOString() };
        // Same-length YYYY-MM-DD texts order as their days do.
        const dayOrder = dates.validTo < dates.validFrom ? -1 : dates.validTo > dates.validFrom ? 1 : 0;
        const timeOrder = Math.sign(a.getTime() - b.getTime());
        const want = (order: number) => ({ gt: order > 0, gte: order >= 0, lt: order < 0, lte: order <= 0 })[comparison];
        expect(getRuleProblems(entityWith([compare('validTo', comparison, 'validFrom')]), dates).length === 0).toBe(want(dayOrder));
        expect(getRuleProblems(entityWith([compare('endedAt', comparison, 'startedAt')]), instants).length === 0).toBe(want(timeOrder));
      }),
    );
  });

  it('holdsComparison is the operator it names', () => {
    expect(RULE_COMPARISONS.map((comparison) => [holdsComparison(comparison, 1, 2), holdsComparison(comparison, 2, 2), holdsComparison(comparison, 3, 2)])).toEqual([
      [false, false, true],
      [false, true, true],
      [true, false, false],
      [true, true, false],
    ]);
  });
});

describe('getComparableKind', () => {
  it.each<[JsonSchema, string | null]>([
    [{ type: 'integer' }, 'number'],
    [{ type: ['number', 'null'] }, 'number'],
    [{ type: 'string', format: 'date' }, 'date'],
    [{ type: ['string', 'null'], format: 'date-time' }, 'date-time'],
    [{ type: 'string' }, null],
    [{ type: 'string', format: 'email' }, null],
    [{ type: 'boolean' }, null],
    [{ type: 'array', items: { type: 'number' } }, null],
  ])('%j → %s', (schema, want) => {
    expect(getComparableKind(schema)).toBe(want);
  });
});
