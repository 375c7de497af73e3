import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../../runtime/shared/index.js';
import { AdminContext, createAdminApp, getCellKind, getDefaultCells, setDateLocale } from '../../../runtime/web/index.js';
import { fixtureApp, fixtureEntities } from '../../fixtures/entities.js';
import { fixtureRoutes } from '../support/fixtureRoutes.js';

const { context } = createAdminApp({ app: fixtureApp, entities: fixtureEntities, routes: fixtureRoutes });
const cells = getDefaultCells();

function text(node: ReactNode): string {
  const { container } = render(<AdminContext.Provider value={context}>{node}</AdminContext.Provider>);
  return container.textContent ?? '';
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
    ['date', 'date', '2023-12-01T08:09:10', '2023-12-01'],
    ['datetime', 'datetime', '2023-12-01T08:09:10', '2023-12-01 08:09:10'],
    ['number', 'number', 3, '3'],
    ['number groups thousands in Spanish', 'number', 12345, '12.345'],
  ] as const)('%s', (_name, kind, value, want) => {
    const Cell = cells[kind];
    expect(text(<Cell value={value} />)).toBe(want);
  });
});

describe('getCellKind', () => {
  const field = (schema: FieldDefinition['schema']): FieldDefinition => ({
    name: 'f',
    title: 'F',
    schema,
    storage: 'text',
    readOnly: false,
    required: false,
  });

  it.each([
    [{ type: 'string' }, 'text'],
    [{ type: 'boolean' }, 'boolean'],
    [{ type: 'integer' }, 'number'],
    [{ type: ['number', 'null'] }, 'number'],
    [{ type: 'string', format: 'date' }, 'date'],
    [{ type: 'string', format: 'date-time' }, 'datetime'],
  ] as const)('%o → %s', (schema, want) => {
    expect(getCellKind(field(schema as FieldDefinition['schema']))).toBe(want);
  });
});
