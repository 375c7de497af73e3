import { formatDate, formatMessage, getMessages, messages, setDateLocale } from '../../../runtime/web/index.js';

describe('message catalog', () => {
  it('holds the spec texts in Spanish', () => {
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
    ['a date', '2024-03-05', 'date', '2024-03-05'],
    ['a datetime string as a date', '2024-03-05T10:11:12', 'date', '2024-03-05'],
    ['a datetime', '2024-03-05T10:11:12', 'datetime', '2024-03-05 10:11:12'],
    ['null', null, 'date', ''],
    ['an unparsable value as written', 'mañana', 'date', 'mañana'],
  ] as const)('%s', (_name, value, kind, want) => {
    expect(formatDate(value, kind)).toBe(want);
  });
});
