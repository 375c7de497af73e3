// The steps between two data models: renames only when declared, every change once, in the order they must run; and
// replaying them on the old model always gives the new one (property).
import fc from 'fast-check';
import { diffDataModels } from '../../../generator/emit/diffDataModels.js';
import { applyStepToModel, toCanonicalJson, type DataModel, type EntityModel, type FieldModel } from '../../../runtime/shared/migrations/index.js';
import type { MigrationHints } from '../../../generator/index.js';

const text: FieldModel = { storage: 'text', type: 'string' };
const integer: FieldModel = { storage: 'integer', type: 'integer' };
const seller: EntityModel = { table: 'sellers', fields: { _id: text, name: { ...text, maxLength: 255, required: true } }, unique: [['name']] };
const base: DataModel = { entities: { seller } };

const withSeller = (change: Partial<EntityModel>): DataModel => ({ entities: { seller: { ...seller, ...change } } });

const cases: [string, { to: DataModel; hints?: MigrationHints; want: unknown[] }][] = [
  ['nothing changed', { to: base, want: [] }],
  [
    'a field added',
    { to: withSeller({ fields: { ...seller.fields, code: integer } }), want: [{ kind: 'addField', entity: 'seller', table: 'sellers', field: 'code', to: integer }] },
  ],
  [
    'a field gone without a word is removed (its column is kept by the store)',
    { to: withSeller({ fields: { _id: text }, unique: [] }), want: [expect.objectContaining({ kind: 'removeField', field: 'name' }), expect.objectContaining({ kind: 'changeUnique', to: [] })] },
  ],
  [
    'a field renamed without renamedFrom is a remove and an add',
    {
      to: withSeller({ fields: { _id: text, fullName: seller.fields.name! }, unique: [['fullName']] }),
      want: [expect.objectContaining({ kind: 'addField', field: 'fullName' }), expect.objectContaining({ kind: 'removeField', field: 'name' }), expect.objectContaining({ kind: 'changeUnique' })],
    },
  ],
  [
    'a declared field rename keeps its unique set and needs no other step',
    {
      to: withSeller({ fields: { _id: text, fullName: seller.fields.name! }, unique: [['fullName']] }),
      hints: { seller: { fields: { fullName: { renamedFrom: 'name' } } } },
      want: [{ kind: 'renameField', entity: 'seller', table: 'sellers', from: 'name', to: 'fullName' }],
    },
  ],
  [
    'a rename and a change of the same field, with its decision',
    {
      to: withSeller({ fields: { _id: text, code: integer }, unique: [] }),
      hints: { seller: { fields: { code: { renamedFrom: 'name', decision: { default: null } } } } },
      want: [
        { kind: 'renameField', entity: 'seller', table: 'sellers', from: 'name', to: 'code' },
        { kind: 'changeField', entity: 'seller', table: 'sellers', field: 'code', from: seller.fields.name, to: integer, decision: { default: null } },
        { kind: 'changeUnique', entity: 'seller', table: 'sellers', from: [['code']], to: [] },
      ],
    },
  ],
  [
    'an entity renamed with its table',
    {
      to: { entities: { vendor: { ...seller, table: 'vendors' } } },
      hints: { vendor: { renamedFrom: 'seller', fields: {} } },
      want: [{ kind: 'renameEntity', from: 'seller', to: 'vendor', fromTable: 'sellers', toTable: 'vendors' }],
    },
  ],
  [
    'an entity renamed: references to it are not changes',
    {
      to: { entities: { vendor: { ...seller, table: 'vendors' }, deal: { table: 'deals', fields: { _id: text, by: { ...text, reference: { entity: 'vendor', many: false } } }, unique: [] } } },
      hints: { vendor: { renamedFrom: 'seller', fields: {} } },
      want: [{ kind: 'renameEntity', from: 'seller', to: 'vendor', fromTable: 'sellers', toTable: 'vendors' }],
    },
  ],
  [
    'renames come before new entities, whose references name the new names',
    {
      to: { entities: { order: { table: 'orders', fields: { _id: text, by: { ...text, reference: { entity: 'vendor', many: false } } }, unique: [] }, vendor: { ...seller, table: 'vendors' } } },
      hints: { vendor: { renamedFrom: 'seller', fields: {} } },
      want: [{ kind: 'renameEntity', from: 'seller', to: 'vendor', fromTable: 'sellers', toTable: 'vendors' }, expect.objectContaining({ kind: 'createEntity', entity: 'order' })],
    },
  ],
  ['a table renamed alone', { to: withSeller({ table: 'vendors' }), want: [{ kind: 'renameEntity', from: 'seller', to: 'seller', fromTable: 'sellers', toTable: 'vendors' }] }],
  [
    'an entity added and one removed: creates first, removes last',
    {
      to: { entities: { vendor: { ...seller, table: 'vendors' } } },
      want: [expect.objectContaining({ kind: 'createEntity', entity: 'vendor' }), { kind: 'removeEntity', entity: 'seller', table: 'sellers' }],
    },
  ],
  [
    'renamedFrom naming an entity that still exists is not a rename',
    {
      to: { entities: { seller, vendor: { ...seller, table: 'vendors' } } },
      hints: { vendor: { renamedFrom: 'seller', fields: {} } },
      want: [expect.objectContaining({ kind: 'createEntity', entity: 'vendor' })],
    },
  ],
];

describe('diffDataModels', () => {
  it.each(cases)('%s', (_name, { to, hints, want }) => {
    const from = to.entities.deal ? { entities: { ...base.entities, deal: { table: 'deals', fields: { _id: text, by: { ...text, reference: { entity: 'seller', many: false } } }, unique: [] } } } : base;
    const steps = diffDataModels(from, to, hints);
    expect(steps).toEqual(want);
    expect(toCanonicalJson(steps.reduce((current, step) => applyStepToModel(current, step), from))).toBe(toCanonicalJson(to));
  });

  const fieldModel = fc.record(
    {
      storage: fc.constantFrom('text', 'integer', 'real', 'boolean', 'json'),
      type: fc.constantFrom('string', 'integer', 'number', 'boolean', 'array'),
      maxLength: fc.integer({ min: 1, max: 300 }),
      required: fc.constant(true as const),
      enum: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
      reference: fc.record({ entity: fc.constantFrom('x', 'y', 'z'), many: fc.boolean() }),
    },
    { requiredKeys: ['storage', 'type'] },
  ) as fc.Arbitrary<FieldModel>;
  const name = fc.constantFrom('a', 'b', 'c', 'd', 'e');
  const entity: fc.Arbitrary<EntityModel> = fc
    .dictionary(name, fieldModel, { maxKeys: 4 })
    .chain((fields) =>
      fc.record({
        table: fc.constantFrom('t1', 't2', 't3'),
        fields: fc.constant({ _id: text, ...fields }),
        unique: fc.subarray(Object.keys(fields)).map((columns) => (columns.length > 0 ? [columns] : [])),
      }),
    );
  const model: fc.Arbitrary<DataModel> = fc.dictionary(fc.constantFrom('x', 'y', 'z'), entity, { maxKeys: 3 }).map((entities) => ({ entities }));
  // Renames the hints may declare: any name of the old model for any name of the new one.
  const hints: fc.Arbitrary<MigrationHints> = fc.dictionary(
    fc.constantFrom('x', 'y', 'z'),
    fc.record({ renamedFrom: fc.constantFrom('x', 'y', 'z'), fields: fc.dictionary(name, fc.record({ renamedFrom: name })) }, { requiredKeys: ['fields'] }),
  );

  it('replaying the steps on the old model gives the new one, whatever renames the schemas declare', () => {
    fc.assert(
      fc.property(model, model, hints, (from, to, declared) => {
        const steps = diffDataModels(from, to, declared);
        const replayed = steps.reduce((current, step) => applyStepToModel(current, step), from);
        expect(toCanonicalJson(replayed)).toBe(toCanonicalJson(to));
        expect(diffDataModels(to, to, declared)).toEqual([]);
      }),
    );
  });
});
