// `renamedFrom` and `migrate`: each entry names a current field, a rename a name no longer used, each problem with its file and pointer.
import { formatSchemaProblem, getSchemaProblems, loadSchemas } from '../../../generator/index.js';
import type { LoadedFile } from '../../../generator/index.js';
import { LIBRARY_SCHEMAS_DIR } from '../../server/fixtures/libraryModel.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON documents under test
type Json = any;

function getProblems(given: (book: Json) => void): string[] {
  const loaded = loadSchemas(LIBRARY_SCHEMAS_DIR);
  const entities = loaded.entities.map((file): LoadedFile => ({ path: file.path, source: file.source, data: structuredClone(file.data) }));
  given(entities.find((file) => file.source === 'schemas/book.json')!.data);
  return getSchemaProblems({ app: loaded.app, entities }).map(formatSchemaProblem);
}

const cases: [string, { given: (book: Json) => void; want: string[] }][] = [
  ['a rename and decisions on known fields', { given: (book) => (book.migrate = { title: { renamedFrom: 'name', map: { x: 'y' }, default: null, keepAs: 'oldTitle' } }), want: [] }],
  ['an entity rename from a free name', { given: (book) => (book.renamedFrom = 'volume'), want: [] }],
  [
    'an entry for an unknown field',
    { given: (book) => (book.migrate = { titel: { keep: true } }), want: [expect.stringMatching(/^schemas\/book\.json: \/migrate\/titel: unknown field "titel"/)] },
  ],
  [
    'a rename from a field that still exists',
    {
      given: (book) => (book.migrate = { title: { renamedFrom: 'series' } }),
      want: ['schemas/book.json: /migrate/title/renamedFrom: field "series" still exists; expected the field\'s former name, one the entity no longer uses'],
    },
  ],
  [
    'an entity renamed from one that still exists',
    {
      given: (book) => (book.renamedFrom = 'reader'),
      want: ['schemas/book.json: /renamedFrom: entity "reader" still exists; expected the entity\'s former name, one no schema uses now'],
    },
  ],
  [
    'a kept column named like a field',
    {
      given: (book) => (book.migrate = { title: { keepAs: 'series' } }),
      want: ['schemas/book.json: /migrate/title/keepAs: "series" is a field\'s name; expected a new column name for the old values'],
    },
  ],
  [
    'a backfill template with an unknown placeholder',
    {
      given: (book) => (book.migrate = { title: { backfill: 'Libro {nope}' } }),
      want: [expect.stringMatching(/^schemas\/book\.json: \/migrate\/title\/backfill: placeholder \{nope\} names no other field; expected one of: _id, /)],
    },
  ],
  [
    'a number of digits on a field placeholder; {seq} and {seq:N} are the running number',
    {
      given: (book) => (book.migrate = { title: { backfill: 'L-{seq}-{seq:5}-{series:3}' } }),
      want: ['schemas/book.json: /migrate/title/backfill: {series:3}: only {seq} takes a number of digits; expected {series} or {seq:3}'],
    },
  ],
  [
    'an empty entry and an unknown decision',
    {
      given: (book) => (book.migrate = { title: {}, series: { drop: true } }),
      want: [expect.stringContaining('/migrate/title'), expect.stringContaining('/migrate/series')],
    },
  ],
];

describe('checkMigrate', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(getProblems(given)).toEqual(want);
  });
});
