import { getAuditChanges, maskSecret } from '../../../runtime/server/audit/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { getFixtureEntity } from '../../fixtures/loadFixtureModel.js';

const model = buildFixtureModel([
  {
    entity: 'account',
    label: { one: 'cuenta', many: 'Cuentas' },
    fields: {
      _id: { type: 'string', title: 'Id', readOnly: true },
      name: { type: 'string', title: 'Nombre' },
      age: { type: 'integer', title: 'Edad' },
      active: { type: 'boolean', title: 'Activa' },
      licence: { type: 'string', title: 'Licencia' },
      password: { type: 'string', title: 'Contraseña', format: 'password' },
      settings: {
        type: 'object',
        title: 'Ajustes',
        properties: { theme: { type: 'string' }, pin: { type: 'string', writeOnly: true }, nested: { type: 'object', properties: { secretWord: { type: 'string', format: 'password' } } } },
      },
    },
    secrets: ['licence'],
    children: { lines: { entity: 'accountLine', field: 'account', editable: true, title: 'Líneas' } },
  },
  {
    entity: 'accountLine',
    label: { one: 'línea', many: 'Líneas' },
    fields: { _id: { type: 'string', title: 'Id', readOnly: true }, account: { type: 'string', title: 'Cuenta', readOnly: true }, a: { type: 'integer', title: 'A' } },
    references: { account: { entity: 'account', display: 'name', onDelete: 'cascade' } },
  },
]);
const account = getFixtureEntity(model, 'account');

describe('getAuditChanges', () => {
  const cases: [string, { before: Record<string, unknown> | null; after: Record<string, unknown> | null; want: Record<string, unknown> }][] = [
    ['create: only `to` of the set fields, no _id', { before: null, after: { _id: 'a1', name: 'Ana', age: 30 }, want: { name: { to: 'Ana' }, age: { to: 30 } } }],
    ['delete: only `from`', { before: { _id: 'a1', name: 'Ana', active: false }, after: null, want: { name: { from: 'Ana' }, active: { from: false } } }],
    ['update: only the changed fields', { before: { _id: 'a1', name: 'Ana', age: 30 }, after: { _id: 'a1', name: 'Ana', age: 31 }, want: { age: { from: 30, to: 31 } } }],
    ['update: a cleared field has no `to`', { before: { _id: 'a1', name: 'Ana' }, after: { _id: 'a1' }, want: { name: { from: 'Ana' } } }],
    ['update: a newly set field has no `from`', { before: { _id: 'a1' }, after: { _id: 'a1', active: true }, want: { active: { to: true } } }],
    ['update: nothing changed', { before: { _id: 'a1', name: 'Ana' }, after: { _id: 'a1', name: 'Ana' }, want: {} }],
    ['update: the same object with keys in another order is no change', { before: { settings: { theme: 'a', nested: {} } }, after: { settings: { nested: {}, theme: 'a' } }, want: {} }],
    ['secret values masked to the last 4 characters', { before: { licence: 'ABCD-EFGH-IJKL-MNOP' }, after: { licence: 'QRST-UVWX-YZ23-4567' }, want: { licence: { from: '••••MNOP', to: '••••4567' } } }],
    ['a short secret shows none of itself', { before: null, after: { licence: '12345678' }, want: { licence: { to: '••••' } } }],
    ['password fields never appear', { before: { password: 'old' }, after: { password: 'new' }, want: {} }],
    ['children arrays never appear', { before: null, after: { lines: [{ a: 1 }] }, want: {} }],
    [
      'write-only and password properties of an object field are left out at any depth',
      { before: null, after: { settings: { theme: 'dark', pin: '1234', nested: { secretWord: 'x' } } }, want: { settings: { to: { theme: 'dark', nested: {} } } } },
    ],
  ];
  it.each(cases)('%s', (_name, { before, after, want }) => {
    expect(getAuditChanges(account, before, after)).toEqual(want);
  });

  it('maskSecret masks any value, strings or not', () => {
    expect(maskSecret('7KQ2-MX9P-4RTD-ZB8N')).toBe('••••ZB8N');
    expect(maskSecret(123456789)).toBe('••••6789');
    expect(maskSecret('abc')).toBe('••••');
  });
});
