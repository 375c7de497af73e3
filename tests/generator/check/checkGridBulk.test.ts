// A grid's `bulk`: transitions that are the entity's, set fields a user writes, delete with a delete endpoint, only on a
// top-level list; each problem with its file and JSON pointer.
import path from 'node:path';
import { formatSchemaProblem, getSchemaProblems, loadSchemas, normalize, validateSchemas } from '../../../generator/index.js';
import type { LoadedFile } from '../../../generator/index.js';

// tests/fixtures/schemas: invoices with two transitions, products without a delete endpoint.
const SITE = path.resolve(import.meta.dirname, '../../fixtures/schemas');

// The schemas are edited as plain JSON, so the cases reach into them untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON documents under test
type Json = any;

/** The fixture site's problems after `given` edits a copy of one of its schemas. */
function getProblems(file: string, given: (schema: Json) => void): string[] {
  const loaded = loadSchemas(SITE);
  const entities = loaded.entities.map((entry): LoadedFile => ({ path: entry.path, source: entry.source, data: structuredClone(entry.data) }));
  given(entities.find((entry) => entry.source === `schemas/${file}`)!.data);
  return getSchemaProblems({ app: loaded.app, entities }).map(formatSchemaProblem);
}

const cases: [string, { file: string; given: (schema: Json) => void; want: string[] }][] = [
  ['the fixture site as it is', { file: 'invoice.json', given: () => {}, want: [] }],
  [
    'a transition that is no transition endpoint of the entity',
    {
      file: 'invoice.json',
      given: (invoice) => (invoice.grids.invoices.bulk = { transitions: ['issue', 'list', 'archive'] }),
      want: [
        'schemas/invoice.json: /grids/invoices/bulk/transitions/1: endpoint "list" has kind "list"; expected an endpoint of kind "transition" for a bulk transition',
        'schemas/invoice.json: /grids/invoices/bulk/transitions/2: unknown endpoint "archive"; expected one of: list, issue, check, delete',
      ],
    },
  ],
  [
    'set fields that are not writable: readOnly, the lifecycle state, unknown',
    {
      file: 'invoice.json',
      given: (invoice) => (invoice.grids.invoices.bulk = { set: ['delivery', 'state', 'note', 'channel'] }),
      want: [
        'schemas/invoice.json: /grids/invoices/bulk/set/0: field "delivery" is not writable (_id, readOnly, writeOnly or a lifecycle field); expected a field the update form writes',
        'schemas/invoice.json: /grids/invoices/bulk/set/1: field "state" is not writable (_id, readOnly, writeOnly or a lifecycle field); expected a field the update form writes',
        'schemas/invoice.json: /grids/invoices/bulk/set/2: unknown field "note"; expected one of: _id, voucherNumber, total, state, channel, electronic, seller, createdAt, delivery',
      ],
    },
  ],
  [
    'a unique field, which no two rows share',
    {
      file: 'product.json',
      given: (product) => {
        product.fields.name.unique = true;
        product.grids.products.bulk = { set: ['name'] };
      },
      want: ['schemas/product.json: /grids/products/bulk/set/0: field "name" is unique; expected a field many rows may share a value of'],
    },
  ],
  [
    'delete on an entity without a delete endpoint',
    {
      file: 'product.json',
      given: (product) => (product.grids.products.bulk = { delete: true }),
      want: ['schemas/product.json: /grids/products/bulk/delete: bulk delete on an entity without a delete endpoint; expected a "delete" kind endpoint in "endpoints"'],
    },
  ],
  ['an unknown key', { file: 'invoice.json', given: (invoice) => (invoice.grids.invoices.bulk = { update: ['total'] }), want: ['schemas/invoice.json: /grids/invoices/bulk/update: unknown key "update"; expected one of: delete, transitions, set'] }],
];

describe('checkGridBulk', () => {
  it.each(cases)('%s', (_name, { file, given, want }) => {
    expect(getProblems(file, given)).toEqual(want);
  });

  it("normalizes into the grid's bulk: transitions labelled by the grid's own action, fields by their titles", () => {
    const loaded = loadSchemas(SITE);
    const entities = loaded.entities.map((entry): LoadedFile => ({ path: entry.path, source: entry.source, data: structuredClone(entry.data) }));
    const edit = (file: string): Json => entities.find((entry) => entry.source === `schemas/${file}`)!.data;
    edit('invoice.json').grids.invoices.bulk = { transitions: ['issue', 'check'], delete: true, set: ['channel'] };
    const model = normalize(validateSchemas({ app: loaded.app, entities }));
    const grid = (entity: string) => model.entities.find((candidate) => candidate.entity === entity)!.grids[0]!;
    expect(grid('invoice').bulk).toEqual({ delete: true, transitions: [{ endpoint: 'issue', label: 'Facturar' }, { endpoint: 'check', label: 'Finalizar' }], set: [{ field: 'channel', title: 'Canal' }] });
    expect(grid('product').bulk).toBeUndefined();
  });
});
