// A reference's `prefill`: every mistake is a build error naming file and pointer, saying what was expected.
import { formatSchemaProblem, getSchemaProblems, loadSchemas } from '../../../generator/index.js';
import type { LoadedFile } from '../../../generator/index.js';
import { CLINIC_SCHEMAS_DIR } from '../../fixtures/clinic/clinicModel.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON documents under test
type Json = any;

function getProblems(given: (files: Record<string, Json>) => void): string[] {
  const loaded = loadSchemas(CLINIC_SCHEMAS_DIR);
  // Edited data no longer matches the file's text: without positions, messages carry the pointer alone.
  const entities = loaded.entities.map((file): LoadedFile => ({ path: file.path, source: file.source, data: structuredClone(file.data) }));
  given(Object.fromEntries(entities.map((file) => [(file.data as Json).entity, file.data])));
  return getSchemaProblems({ app: loaded.app, entities }).map(formatSchemaProblem);
}

const AT = 'schemas/appointment.json: /references/pet/prefill';
const prefill = (files: Record<string, Json>) => files.appointment.references.pet.prefill;

const cases: [string, { given: (files: Record<string, Json>) => void; want: string[] }][] = [
  ['the fixture as it is', { given: () => {}, want: [] }],
  ['an unknown field to fill', { given: (files) => (prefill(files).telefono = 'owner.phone'), want: [`${AT}/telefono: unknown field "telefono"; expected one of: _id, vet, pet, owner, phone, startsAt, endsAt, reason`] }],
  [
    'the reference itself, or a field nobody writes',
    {
      given: (files) => {
        prefill(files).pet = 'owner';
        prefill(files)._id = 'owner';
      },
      want: [
        `${AT}/pet: field "pet" is not one a person writes in the form; expected a field other than the reference itself, "_id", read-only, computed and lifecycle fields`,
        `${AT}/_id: field "_id" is not one a person writes in the form; expected a field other than the reference itself, "_id", read-only, computed and lifecycle fields`,
      ],
    },
  ],
  ['an unknown field of the chosen row', { given: (files) => (prefill(files).phone = 'owner.telefono'), want: [`${AT}/phone: unknown field "telefono" of entity "owner"; expected one of: _id, name, phone`] }],
  [
    'a path through a field that is no reference',
    {
      given: (files) => (prefill(files).phone = 'name.phone'),
      want: [`${AT}/phone: field "name" of entity "pet" in "name.phone" is not a reference holding one id; expected the path to pass through single references only`],
    },
  ],
  [
    'a field of another type',
    {
      given: (files) => {
        files.appointment.fields.phone = { type: 'integer', title: 'Teléfono de contacto' };
      },
      want: [`${AT}/phone: "owner.phone" holds a "string" and field "phone" a "integer"; expected a path to a field of the same type`],
    },
  ],
  [
    'a reference filled from a row of another entity',
    {
      given: (files) => (prefill(files).vet = 'owner'),
      want: [`${AT}/vet: field "vet" references "vet" but "owner" references "owner"; expected a path to a reference to "vet"`],
    },
  ],
  [
    'a chosen entity without a get endpoint',
    {
      given: (files) => delete files.owner.endpoints.get,
      want: [`${AT}/phone: entity "owner" has no endpoint of kind "get"; expected one, through which the form reads the chosen row for "owner.phone"`],
    },
  ],
];

describe('checkPrefill', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(getProblems(given)).toEqual(want);
  });
});
