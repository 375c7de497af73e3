// `noOverlap` rules: every mistake is a build error naming file and pointer, saying what was expected.
import { formatSchemaProblem, getSchemaProblems, loadSchemas } from '../../../generator/index.js';
import type { LoadedFile } from '../../../generator/index.js';
import { CLINIC_SCHEMAS_DIR } from '../../fixtures/clinic/clinicModel.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON documents under test
type Json = any;

function getProblems(given: (appointment: Json) => void): string[] {
  const loaded = loadSchemas(CLINIC_SCHEMAS_DIR);
  // Edited data no longer matches the file's text: without positions, messages carry the pointer alone.
  const entities = loaded.entities.map((file): LoadedFile => ({ path: file.path, source: file.source, data: structuredClone(file.data) }));
  given(entities.find((file) => file.source === 'schemas/appointment.json')!.data);
  return getSchemaProblems({ app: loaded.app, entities }).map(formatSchemaProblem);
}

const AT = 'schemas/appointment.json: /rules/1';
const rule = (appointment: Json) => appointment.rules[1];

const cases: [string, { given: (appointment: Json) => void; want: string[] }][] = [
  ['the fixture as it is', { given: () => {}, want: [] }],
  [
    'a start that is no date',
    {
      given: (appointment) => (rule(appointment).field = 'reason'),
      want: [`${AT}/field: field "reason" is not a date or date-time field; expected the field where the range starts, one of: startsAt, endsAt`],
    },
  ],
  ['an unknown end', { given: (appointment) => (rule(appointment).noOverlap.end = 'endAt'), want: [`${AT}/noOverlap/end: unknown field "endAt"; expected one of: _id, vet, pet, owner, phone, startsAt, endsAt, reason`] }],
  ['the start as its own end', { given: (appointment) => (rule(appointment).noOverlap.end = 'startsAt'), want: [`${AT}/noOverlap/end: the range starts and ends at field "startsAt"; expected another field for its end`] }],
  [
    'an end of another kind',
    {
      given: (appointment) => (appointment.fields.endsAt.format = 'date'),
      want: [
        'schemas/appointment.json: /rules/0/gt: field "endsAt" (a date) cannot be compared with field "startsAt" (a date-time); expected a field holding a date, one of: (none declared)',
        `${AT}/noOverlap/end: field "endsAt" does not hold a date-time like "startsAt"; expected one of: (none declared)`,
      ],
    },
  ],
  [
    'no rule keeping the end after the start',
    {
      given: (appointment) => appointment.rules.shift(),
      want: ['schemas/appointment.json: /rules/0/noOverlap/end: no rule keeps "endsAt" after "startsAt"; expected { "field": "endsAt", "gt": "startsAt" } in "rules" too (a range ends after it starts)'],
    },
  ],
  [
    'scope fields unknown, bounding or not scalar',
    {
      given: (appointment) => {
        appointment.fields.tags = { type: 'array', title: 'Etiquetas', items: { type: 'string' } };
        rule(appointment).noOverlap.scope = ['veterinario', 'endsAt', 'tags'];
      },
      want: [
        `${AT}/noOverlap/scope/0: unknown field "veterinario"; expected one of: _id, vet, pet, owner, phone, startsAt, endsAt, reason, tags`,
        `${AT}/noOverlap/scope/1: field "endsAt" bounds the range; expected a field whose equal values put two rows in competition (a reference, a room)`,
        `${AT}/noOverlap/scope/2: field "tags" has type "array"; expected a string, number, integer or boolean field`,
      ],
    },
  ],
  [
    'a second condition beside it',
    {
      given: (appointment) => (rule(appointment).gt = 'endsAt'),
      want: [`${AT}/noOverlap: rule on field "startsAt" states both "gt" and "noOverlap"; expected exactly one of: gt, gte, lt, lte, requiredIf, noOverlap`],
    },
  ],
];

describe('checkNoOverlap', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(getProblems(given)).toEqual(want);
  });
});
