// `unique` on a field or as combinations: known scalar fields only, each problem with its file and JSON pointer.
import { formatSchemaProblem, getSchemaProblems, loadSchemas, normalize, validateSchemas } from '../../../generator/index.js';
import type { LoadedFile } from '../../../generator/index.js';
import { LIBRARY_SCHEMAS_DIR } from '../../server/fixtures/libraryModel.js';

// The schemas are edited as plain JSON, so the cases reach into them untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON documents under test
type Json = any;

/** The library fixture's problems after `given` edits a copy of book.json. */
function getProblems(given: (book: Json) => void): string[] {
  const loaded = loadSchemas(LIBRARY_SCHEMAS_DIR);
  // Edited data no longer matches the file's text: without positions, messages carry the pointer alone.
  const entities = loaded.entities.map((file): LoadedFile => ({ path: file.path, source: file.source, data: structuredClone(file.data) }));
  given(entities.find((file) => file.source === 'schemas/book.json')!.data);
  return getSchemaProblems({ app: loaded.app, entities }).map(formatSchemaProblem);
}

const cases: [string, { given: (book: Json) => void; want: string[] }][] = [
  ['the fixture as it is', { given: () => {}, want: [] }],
  [
    'unique on an array field',
    {
      given: (book) => (book.fields.tags = { type: 'array', title: 'Etiquetas', items: { type: 'string' }, unique: true }),
      want: ['schemas/book.json: /fields/tags/unique: field "tags" holds an array or object; expected a scalar field (string, number, integer or boolean)'],
    },
  ],
  [
    'unique on _id',
    {
      given: (book) => (book.unique = [['_id']]),
      want: ['schemas/book.json: /unique/0/0: field "_id" is unique already (the primary key); expected another field'],
    },
  ],
  [
    'an unknown field and an object field in combinations',
    {
      given: (book) => {
        book.fields.extra = { type: 'object', title: 'Extra', properties: {} };
        book.unique = [['series', 'volumen'], ['title', 'extra']];
      },
      want: [
        'schemas/book.json: /unique/0/1: unknown field "volumen"; expected one of: _id, title, isbn, series, volume, shelf, extra',
        'schemas/book.json: /unique/1/1: field "extra" holds an array or object; expected a scalar field (string, number, integer or boolean)',
      ],
    },
  ],
  ['unique that is not a boolean', { given: (book) => (book.fields.isbn.unique = 'yes'), want: ['schemas/book.json: /fields/isbn/unique: invalid type string; expected boolean'] }],
];

describe('checkUnique', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(getProblems(given)).toEqual(want);
  });

  it('normalizes field flags and combinations into the entity’s unique list, the flag left out of the field schema', () => {
    const book = normalize(validateSchemas(loadSchemas(LIBRARY_SCHEMAS_DIR))).entities.find((entity) => entity.entity === 'book')!;
    expect(book.unique).toEqual([['isbn'], ['series', 'volume']]);
    expect(book.schema.properties?.isbn).toEqual({ type: 'string', title: 'ISBN', minLength: 10, maxLength: 17 });
    expect(book.fields.find((field) => field.name === 'isbn')?.schema).not.toHaveProperty('unique');
  });
});
