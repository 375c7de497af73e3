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
    ['a date', '2024-03-05', 'date', '05/03/2024', '2024-03-05'],
    ['a datetime string as a date', '2024-03-05T10:11:12', 'date', '05/03/2024', '2024-03-05'],
    ['a datetime', '2024-03-05T10:11:12', 'datetime', '05/03/2024 10:11', '2024-03-05 10:11:12'],
    ['a Date object', new Date(2024, 2, 5, 10, 11, 12), 'datetime', '05/03/2024 10:11', '2024-03-05 10:11:12'],
    ['null', null, 'date', '', ''],
    ['an unparsable value as written', 'mañana', 'date', 'mañana', 'mañana'],
  ] as const)('%s: %s shown as %s (dd/mm/aaaa) and %s (aaaa-mm-dd)', (_name, value, kind, spanish, iso) => {
    expect([formatDate(value, kind, 'dd/mm/aaaa'), formatDate(value, kind, 'aaaa-mm-dd')]).toEqual([spanish, iso]);
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
    expect(formatDate(value, 'date', 'dd/mm/aaaa')).toBe(want);
  });

  it('an instant is shown in the local day and time', () => {
    const local = zone === 'America/Guayaquil' ? ['29/02/2024', '29/02/2024 19:30'] : ['01/03/2024', '01/03/2024 14:30'];
    expect([formatDate('2024-03-01T00:30:00.000Z', 'date', 'dd/mm/aaaa'), formatDate('2024-03-01T00:30:00.000Z', 'datetime', 'dd/mm/aaaa')]).toEqual(local);
    const iso = zone === 'America/Guayaquil' ? ['2024-02-29', '2024-02-29 19:30:00'] : ['2024-03-01', '2024-03-01 14:30:00'];
    expect([formatDate('2024-03-01T00:30:00.000Z', 'date', 'aaaa-mm-dd'), formatDate('2024-03-01T00:30:00.000Z', 'datetime', 'aaaa-mm-dd')]).toEqual(iso);
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
