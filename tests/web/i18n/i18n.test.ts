import { formatDate, formatMessage, getMessages, messages, setDateLocale } from '../../../runtime/web/index.js';

describe('message catalog', () => {
  it('holds the interface texts in Spanish', () => {
    const es = getMessages('es');
    expect(es.loading).toBe('Cargando...');
    expect(es.empty).toBe('No se han encontrado resultados');
    expect(es.errorPrefix).toBe('Ha ocurrido un error: ');
    expect(es.confirmDelete).toBe('¿Estás seguro de eliminar este registro? Esta acción no se podrá deshacer.');
    expect(formatMessage(es.pagerPage, { page: 1, pages: 2 })).toBe('Página: 1 de 2');
    expect(formatMessage(es.pagerTotal, { total: 30 })).toBe('Total: 30');
  });

  it('has English beside every Spanish key, and falls back to Spanish', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.es).sort());
    expect(getMessages('en-US').loading).toBe('Loading...');
    expect(getMessages('es-EC')).toBe(messages.es);
    expect(getMessages('pt')).toBe(messages.es);
  });

  it.each([
    ['fills placeholders', 'Página: {page} de {pages}', { page: 3, pages: 7 }, 'Página: 3 de 7'],
    ['keeps unknown placeholders', 'Hola {name}', {}, 'Hola {name}'],
  ])('formatMessage %s', (_name, template, values, want) => {
    expect(formatMessage(template, values)).toBe(want);
  });
});

describe('formatDate', () => {
  beforeAll(() => setDateLocale('es'));

  it.each([
    ['a date', '2024-03-05', 'date', '05/03/2024'],
    ['a datetime string as a date', '2024-03-05T10:11:12', 'date', '05/03/2024'],
    ['a datetime', '2024-03-05T10:11:12', 'datetime', '05/03/2024 10:11'],
    ['a Date object', new Date(2024, 2, 5, 10, 11, 12), 'datetime', '05/03/2024 10:11'],
    ['null', null, 'date', ''],
    ['an unparsable value as written', 'mañana', 'date', 'mañana'],
  ] as const)('%s', (_name, value, kind, want) => {
    expect(formatDate(value, kind)).toBe(want);
  });
});

describe.each(['America/Guayaquil', 'Pacific/Kiritimati'])('formatDate in %s', (zone) => {
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each([
    ['2024-03-01', '01/03/2024'],
    ['2024-01-01', '01/01/2024'],
    ['2024-12-31', '31/12/2024'],
  ])('the date-only %s stays %s', (value, want) => {
    expect(formatDate(value, 'date')).toBe(want);
  });

  it('an instant is shown in the local day and time', () => {
    const local = zone === 'America/Guayaquil' ? ['29/02/2024', '29/02/2024 19:30'] : ['01/03/2024', '01/03/2024 14:30'];
    expect([formatDate('2024-03-01T00:30:00.000Z', 'date'), formatDate('2024-03-01T00:30:00.000Z', 'datetime')]).toEqual(local);
  });
});

describe('date presets and list action labels', () => {
  it('holds the date presets and action labels word for word', () => {
    const es = getMessages('es');
    expect([es.dateRangeToday, es.dateRangeYesterday, es.dateRangeLast7Days, es.dateRangeLast30Days, es.dateRangeThisMonth, es.dateRangeLastMonth]).toEqual([
      'Hoy',
      'Ayer',
      'Últimos 7 días',
      'Últimos 30 Días',
      'Mes actual',
      'Último mes',
    ]);
    expect([es.filterAll, es.add, es.remove, es.dateRangeFrom, es.dateRangeTo]).toEqual(['Todos', 'Agregar', 'Quitar', 'Desde', 'Hasta']);
  });
});
