import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CellKind, ColumnDefinition, FieldDefinition } from '../../../runtime/shared/index.js';
import {
  AdminContext,
  createAdminApp,
  getCellKind,
  getDefaultCells,
  getFieldColumn,
  getSafeUrl,
  setDateLocale,
} from '../../../runtime/web/index.js';
import type { GridRow } from '../../../runtime/web/index.js';
import { fixtureApp } from '../../fixtures/entities.js';
import { createColumn } from '../fixtures/createFixture.js';
import { commentEntity, lessonEntity } from '../fixtures/webEntities.js';
import { allEntities, fixtureRoutes } from '../support/fixtureRoutes.js';

const { context } = createAdminApp({ app: fixtureApp, entities: allEntities, routes: fixtureRoutes });
const cells = getDefaultCells();

function draw(node: ReactNode): HTMLElement {
  return render(<AdminContext.Provider value={context}>{node}</AdminContext.Provider>).container;
}

function drawCell(kind: CellKind, value: unknown, column: Partial<ColumnDefinition> = {}, row: GridRow = { f: value }): HTMLElement {
  const Cell = cells[kind];
  return draw(<Cell value={value} column={createColumn('f', 'Foto', { cell: kind, ...column })} row={row} />);
}

function text(kind: CellKind, value: unknown, column?: Partial<ColumnDefinition>, row?: GridRow): string {
  return drawCell(kind, value, column, row).textContent ?? '';
}

describe('cells', () => {
  beforeAll(() => setDateLocale('es'));

  it.each([
    ['text', 'text', 'Hola', 'Hola'],
    ['text keeps markup as text', 'text', '<i>x</i>', '<i>x</i>'],
    ['text of null is empty', 'text', null, ''],
    ['boolean true', 'boolean', true, 'Sí'],
    ['boolean false', 'boolean', false, 'No'],
    ['boolean missing', 'boolean', undefined, ''],
    ['date, the Spanish way', 'date', '2023-12-01T08:09:10', '01/12/2023'],
    ['date-only', 'date', '2024-03-01', '01/03/2024'],
    ['datetime, the Spanish way without seconds', 'datetime', '2023-12-01T08:09:10', '01/12/2023 08:09'],
    ['number', 'number', 3, '3'],
    ['number groups thousands in Spanish', 'number', 12345, '12.345'],
    ['money has 2 decimals', 'money', 3.5, '3,50'],
    ['money groups thousands', 'money', 1234.5, '1.234,50'],
    ['money groups millions and rounds', 'money', 1234567.899, '1.234.567,90'],
    ['money from a numeric string', 'money', '15', '15,00'],
    ['money negative', 'money', -20, '-20,00'],
    ['money of null is empty', 'money', null, ''],
    ['money keeps a non-number as written', 'money', 'gratis', 'gratis'],
    ['url of null is empty', 'url', null, ''],
    ['enum of null is empty', 'enum', null, ''],
    ['image of empty is empty', 'image', '', ''],
  ] as const)('%s', (_name, kind, value, want) => {
    expect(text(kind, value)).toBe(want);
  });

  describe.each([
    ['dd/mm/aaaa', '01/12/2023', '01/12/2023 08:09'],
    ['aaaa-mm-dd', '2023-12-01', '2023-12-01 08:09:10'],
  ] as const)("the site's date display %s", (dateDisplay, date, dateTime) => {
    const site = createAdminApp({ app: { ...fixtureApp, dateDisplay }, entities: allEntities, routes: fixtureRoutes }).context;
    const drawIn = (kind: CellKind, value: unknown) => {
      const Cell = cells[kind];
      return render(
        <AdminContext.Provider value={site}>
          <Cell value={value} column={createColumn('f', 'Fecha', { cell: kind })} row={{ f: value }} />
        </AdminContext.Provider>,
      ).container.querySelector('time')!;
    };

    it.each([
      ['date', date],
      ['datetime', dateTime],
    ] as const)('a %s cell shows %s, its <time> keeping the stored value', (kind, want) => {
      const time = drawIn(kind, '2023-12-01T08:09:10');
      expect([time.textContent, time.getAttribute('datetime')]).toEqual([want, '2023-12-01T08:09:10']);
    });
  });

  describe('enum', () => {
    const options = [
      { value: 0, label: 'Comentario' },
      { value: 1, label: 'Solución' },
    ];
    it.each([
      [0, 'Comentario'],
      [1, 'Solución'],
      ['1', 'Solución'],
      [7, '7'],
      ['otro', 'otro'],
    ])('%o → %s', (value, want) => {
      expect(text('enum', value, { options })).toBe(want);
    });
  });

  describe('reference', () => {
    it.each([
      ['the label from $labels', { f: 'q1', $labels: { f: 'Pregunta 1' } }, 'Pregunta 1'],
      ["'-' for a null label (an unknown id)", { f: 'zz', $labels: { f: null } }, '-'],
      ["'-' without $labels", { f: 'q1' }, '-'],
      ["'-' when $labels lacks the field", { f: 'q1', $labels: { other: 'x' } }, '-'],
    ])('%s', (_name, row, want) => {
      expect(text('reference', row.f, {}, row)).toBe(want);
    });
  });

  describe('url', () => {
    it('draws an http(s) URL as a link opening in a new tab without opener', () => {
      const container = drawCell('url', 'https://example.com/video?id=1');
      const link = container.querySelector('a')!;
      expect(link.textContent).toBe('https://example.com/video?id=1');
      expect(link.getAttribute('href')).toBe('https://example.com/video?id=1');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    });

    it.each([
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '/relative',
      'ftp://example.com/a',
      'nada',
    ])('refuses %j: plain text, no link', (value) => {
      const container = drawCell('url', value);
      expect(container.querySelector('a')).toBeNull();
      expect(container.textContent).toBe(value);
    });
  });

  describe('image', () => {
    it.each([
      ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
      ['http://example.com/a.png', 'http://example.com/a.png'],
      ['/uploads/banners/a.png', '/uploads/banners/a.png'],
    ])('draws %s as a thumbnail with alt text', (value, src) => {
      const image = drawCell('image', value, { title: 'Imagen grande' }).querySelector('img')!;
      expect(image.getAttribute('src')).toBe(src);
      expect(image.getAttribute('alt')).toBe('Imagen grande');
    });

    it.each<[string, GridRow, string]>([
      ['the row label of its entity', { image: '/uploads/a.png', name: 'Introducción al curso' }, 'Introducción al curso'],
      ['the column title when the label is empty', { image: '/uploads/a.png', name: '  ' }, 'Imagen'],
      ['the column title when the row has no label', { image: '/uploads/a.png' }, 'Imagen'],
    ])('alt text is %s', (_case, row, want) => {
      const column = lessonEntity.grids[0]!.columns.find((candidate) => candidate.cell === 'image')!;
      const Cell = cells.image;
      const image = draw(<Cell value={row.image} column={column} row={row} entity="lesson" />).querySelector('img')!;
      expect(image.getAttribute('alt')).toBe(want);
    });

    it.each([
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example.com/a.png',
      '/\\evil.example.com/a.png',
      'a.png',
    ])('refuses %j: no img', (value) => {
      const container = drawCell('image', value);
      expect(container.querySelector('img')).toBeNull();
      expect(container.textContent).toBe(value);
    });
  });
});

describe('getSafeUrl', () => {
  it.each([
    ['https://a.example/x', false, 'https://a.example/x'],
    ['HTTPS://A.example/x', false, 'https://a.example/x'],
    ['/x.png', false, null],
    ['/x.png', true, '/x.png'],
    ['//a.example/x.png', true, null],
    ['javascript:alert(1)', true, null],
    [42, true, null],
  ] as const)('%j (paths: %s) → %j', (value, allowPath, want) => {
    expect(getSafeUrl(value, allowPath)).toBe(want);
  });
});

describe('getCellKind', () => {
  const field = (schema: FieldDefinition['schema']): FieldDefinition => ({
    name: 'f',
    title: 'F',
    schema,
    storage: 'text',
    readOnly: false,
    required: false, html: false, secret: false,
  });

  it.each([
    [{ type: 'string' }, 'text'],
    [{ type: 'boolean' }, 'boolean'],
    [{ type: 'integer' }, 'number'],
    [{ type: ['number', 'null'] }, 'number'],
    [{ type: 'string', format: 'date' }, 'date'],
    [{ type: 'string', format: 'date-time' }, 'datetime'],
    [{ type: 'string', format: 'uri' }, 'url'],
    [{ type: 'integer', oneOf: [{ const: 0, title: 'Cero' }] }, 'enum'],
  ] as const)('%o → %s', (schema, want) => {
    expect(getCellKind(field(schema as FieldDefinition['schema']))).toBe(want);
  });

  it('a reference field of the entity draws its label', () => {
    const exercise = commentEntity.fields.find((candidate) => candidate.name === 'exercise');
    expect(getCellKind(exercise, commentEntity)).toBe('reference');
  });
});

describe('getFieldColumn', () => {
  it('builds a read-only column with the options of a oneOf field', () => {
    expect(getFieldColumn(commentEntity, 'type')).toEqual({
      field: 'type',
      title: 'Tipo',
      cell: 'enum',
      sortable: false,
      filter: null,
      options: [
        { value: 0, label: 'Comentario' },
        { value: 1, label: 'Solución' },
      ],
      editable: false,
      editor: null,
      width: null,
    });
    expect(getFieldColumn(lessonEntity, 'category').cell).toBe('reference');
    expect(getFieldColumn(lessonEntity, 'missing')).toMatchObject({ field: 'missing', title: 'missing', cell: 'text' });
  });
});
