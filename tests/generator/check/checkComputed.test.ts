// `computed`: every mistake in a computed field's declaration or expression is a build error naming file and pointer.
import { formatSchemaProblem, getSchemaProblems, loadSchemas } from '../../../generator/index.js';
import type { LoadedFile } from '../../../generator/index.js';
import { CLINIC_SCHEMAS_DIR } from '../../fixtures/clinic/clinicModel.js';

// The schemas are edited as plain JSON, so the cases reach into them untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON documents under test
type Json = any;

/** The clinic fixture's problems after `given` edits copies of its invoice and invoiceLine schemas. */
function getProblems(given: (invoice: Json, line: Json) => void): string[] {
  const loaded = loadSchemas(CLINIC_SCHEMAS_DIR);
  // Edited data no longer matches the file's text: without positions, messages carry the pointer alone.
  const entities = loaded.entities.map((file): LoadedFile => ({ path: file.path, source: file.source, data: structuredClone(file.data) }));
  const find = (source: string) => entities.find((file) => file.source === source)!.data;
  given(find('schemas/invoice.json'), find('schemas/invoiceLine.json'));
  return getSchemaProblems({ app: loaded.app, entities }).map(formatSchemaProblem);
}

const INVOICE = 'schemas/invoice.json';
const LINE = 'schemas/invoiceLine.json';

const cases: [string, { given: (invoice: Json, line: Json) => void; want: string[] }][] = [
  ['the fixture as it is', { given: () => {}, want: [] }],
  [
    'an unknown field in an expression',
    {
      given: (_invoice, line) => (line.computed.amount = 'quantity * prize'),
      want: [`${LINE}: /computed/amount: unknown field "prize" of the row in the expression; expected one of its number or integer fields: quantity, price, amount`],
    },
  ],
  [
    'a text field in an expression',
    {
      given: (_invoice, line) => (line.computed.amount = 'quantity * description'),
      want: [`${LINE}: /computed/amount: field "description" of the row in the expression has type "string"; expected a number or integer field: quantity, price, amount`],
    },
  ],
  [
    'a syntax error',
    {
      given: (_invoice, line) => (line.computed.amount = 'quantity * (price'),
      want: [`${LINE}: /computed/amount: expression "quantity * (price" does not parse: expected ")" at character 18, found the end`],
    },
  ],
  [
    'a sum over a field that is no children collection',
    {
      given: (invoice) => (invoice.computed.subtotal = 'sum(discount.amount)'),
      want: [`${INVOICE}: /computed/subtotal: sum(discount…) reads "discount", which is not a children collection of entity "invoice"; expected one of its "children": lines`],
    },
  ],
  [
    'a sum over an unknown child field',
    {
      given: (invoice) => (invoice.computed.subtotal = 'sum(lines.amout)'),
      want: [`${INVOICE}: /computed/subtotal: unknown field "amout" of "lines" (entity "invoiceLine") in the expression; expected one of its number or integer fields: quantity, price, amount`],
    },
  ],
  [
    'a sum over a text child field',
    {
      given: (invoice) => (invoice.computed.subtotal = 'max(lines.description)'),
      want: [`${INVOICE}: /computed/subtotal: field "description" of "lines" (entity "invoiceLine") in the expression has type "string"; expected a number or integer field: quantity, price, amount`],
    },
  ],
  [
    'a computed text field',
    {
      given: (invoice) => (invoice.computed.customer = 'subtotal'),
      want: [`${INVOICE}: /computed/customer: field "customer" has type "string"; expected a number or integer field to compute`],
    },
  ],
  [
    'a computed field the schema does not declare',
    {
      given: (invoice) => (invoice.computed.vat = 'subtotal * 0.21'),
      want: [`${INVOICE}: /computed/vat: unknown field "vat"; expected one of: _id, customer, discount, subtotal, total, lineCount`],
    },
  ],
  [
    'a fraction on an integer field',
    {
      given: (invoice) => (invoice.computed.lineCount = 'count(lines) / 2'),
      want: [`${INVOICE}: /computed/lineCount: integer field "lineCount" is computed by "count(lines) / 2", which may give a fraction (a division, a decimal or a number field); expected a "number" field, or an expression over integers with + - * only`],
    },
  ],
  [
    'a sum of a number field on an integer field',
    {
      given: (invoice) => (invoice.computed.lineCount = 'sum(lines.price)'),
      want: [`${INVOICE}: /computed/lineCount: integer field "lineCount" is computed by "sum(lines.price)", which may give a fraction (a division, a decimal or a number field); expected a "number" field, or an expression over integers with + - * only`],
    },
  ],
  [
    'a cycle between computed fields',
    {
      given: (invoice) => (invoice.computed.subtotal = 'total + 1'),
      want: [`${INVOICE}: /computed/subtotal: computed fields read each other in a cycle: subtotal → total → subtotal; expected each computed from fields that do not depend on it`],
    },
  ],
  [
    'a field computed from itself',
    {
      given: (_invoice, line) => (line.computed.amount = 'amount + quantity'),
      want: [`${LINE}: /computed/amount: computed fields read each other in a cycle: amount → amount; expected each computed from fields that do not depend on it`],
    },
  ],
  [
    'a computed field someone else fills',
    {
      given: (_invoice, line) => {
        line.required.push('amount');
        line.fields.amount.default = 0;
        line.grids.invoiceLines.columns[4].editable = true;
        line.grids.invoiceLines.bulk.set.push('amount');
      },
      want: [
        `${LINE}: /required/4: computed field "amount" is required; expected it left out of "required" (the server fills it, empty while an input is)`,
        `${LINE}: /fields/amount/default: computed field "amount" has a "default"; expected none (the server computes its value)`,
        `${LINE}: /grids/invoiceLines/columns/4/editable: editable column on computed field "amount"; expected no "editable" (the server computes it)`,
        `${LINE}: /grids/invoiceLines/bulk/set/1: bulk set of computed field "amount"; expected a field people write (the server computes this one)`,
      ],
    },
  ],
  [
    'a demo template for a computed field',
    {
      given: (invoice) => (invoice.demo = { count: 5, fields: { customer: '{firstName} {lastName}', discount: '{int:0:20}', total: '{int:1:99}' } }),
      want: [`${INVOICE}: /demo/fields/total: demo template for computed field "total"; expected none (the seed computes it from the row and its children)`],
    },
  ],
  ['an empty expression', { given: (_invoice, line) => (line.computed.amount = ''), want: [`${LINE}: /computed/amount: expression "" does not parse: expected a number, a field, a function or "(" at character 1, found the end`] }],
];

describe('checkComputed', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(getProblems(given)).toEqual(want);
  });
});
