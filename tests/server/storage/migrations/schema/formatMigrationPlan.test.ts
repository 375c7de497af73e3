// The plan as `admin-gen migrate plan` prints it: stable text for a given plan (golden).
import { formatMigrationPlan, type MigrationPlan } from '../../../../../runtime/server/storage/index.js';

const plan: MigrationPlan = {
  applied: [{ name: '0001_initial', at: '2026-03-01T10:00:00.000Z' }],
  pending: ['0002_product'],
  steps: [
    {
      migration: '0002_product',
      number: 1,
      step: { kind: 'renameField', entity: 'product', table: 'products', from: 'name', to: 'title' },
      summary: 'rename products.name → title',
      rows: 25,
      risks: [],
      notes: ['every value is kept (a rename in place)'],
    },
    {
      migration: '0002_product',
      number: 2,
      step: { kind: 'changeField', entity: 'product', table: 'products', field: 'code', from: { storage: 'text', type: 'string' }, to: { storage: 'integer', type: 'integer' } },
      summary: 'change products.code string → integer',
      rows: 25,
      risks: [
        {
          code: 'unconvertible',
          count: 4,
          examples: [
            { id: 'p1', value: 'CUR-3810' },
            { id: 'p2', value: '00123' },
            { id: 'p3', value: 'x' },
            { id: 'p4', value: null },
          ],
          resolution: null,
          es: 'product.code (schemas/product.json#/fields/code): 4 valores no son enteros.',
          en: 'product.code (schemas/product.json#/fields/code): 4 values are not integers.',
          way: '"migrate": { "code": { "map": { "CUR-3810": 3810 } } } in schemas/product.json',
        },
        {
          code: 'tooLong',
          count: 1,
          examples: [{ id: 'p9', value: 'abcdef' }],
          resolution: 'kept as they are (keep)',
          es: 'product.code: 1 texto supera el nuevo máximo.',
          en: 'product.code: 1 text is longer than the new maximum.',
          way: '"keep": true',
        },
      ],
      notes: [],
    },
  ],
  kept: [
    { target: 'products.legacy', values: 12 },
    { target: 'coupons', values: 1 },
  ],
  needsDecision: true,
};

describe('formatMigrationPlan', () => {
  it('prints one block per step, each risk with its texts, examples and resolution or the decision it needs, then the kept data', () => {
    expect(formatMigrationPlan(plan)).toBe(
      [
        'applied: 0001_initial (2026-03-01T10:00:00.000Z)',
        'pending: 0002_product',
        '',
        '0002_product #1 rename products.name → title: 25 rows',
        '  note: every value is kept (a rename in place)',
        '',
        '0002_product #2 change products.code string → integer: 25 rows',
        '  unconvertible: 4 rows',
        '    es: product.code (schemas/product.json#/fields/code): 4 valores no son enteros.',
        '    en: product.code (schemas/product.json#/fields/code): 4 values are not integers.',
        '    examples: p1: "CUR-3810", p2: "00123", p3: "x", …',
        '    needs a decision: "migrate": { "code": { "map": { "CUR-3810": 3810 } } } in schemas/product.json',
        '  tooLong: 1 row',
        '    es: product.code: 1 texto supera el nuevo máximo.',
        '    en: product.code: 1 text is longer than the new maximum.',
        '    examples: p9: "abcdef"',
        '    resolution: kept as they are (keep)',
        '',
        'kept data:',
        '  products.legacy: 12 values (admin-gen migrate apply --drop removes it)',
        '  coupons: 1 row (admin-gen migrate apply --drop removes it)',
        '',
        'needs a decision: apply refuses until every risk above has one',
        '',
      ].join('\n'),
    );
  });

  it('says when there is nothing to migrate, and when the plan is ready', () => {
    expect(formatMigrationPlan({ applied: [], pending: [], steps: [], kept: [], needsDecision: false })).toBe('applied: none\npending: none\n\nnothing to migrate\n');
    expect(formatMigrationPlan({ ...plan, steps: [plan.steps[0]!], kept: [], needsDecision: false }).endsWith('\nready: admin-gen migrate apply\n')).toBe(true);
  });
});
