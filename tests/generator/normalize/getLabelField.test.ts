import { getLabelField } from '../../../generator/normalize/getLabelField.js';
import type { EntitySchemaInput } from '../../../generator/shared/types.js';

const entity = (name: string, extra: Partial<EntitySchemaInput>): EntitySchemaInput => ({
  entity: name,
  label: { one: name, many: name },
  fields: { _id: { type: 'string', readOnly: true } },
  ...extra,
});

const author = entity('author', {
  fields: { _id: { type: 'string', readOnly: true }, code: { type: 'string' }, fullName: { type: 'string' } },
  required: ['code', 'fullName'],
});

describe('getLabelField', () => {
  it.each<[string, EntitySchemaInput, EntitySchemaInput[], string | null]>([
    ['the display other entities reference it by', author, [entity('book', { references: { author: { entity: 'author', display: 'fullName' } } })], 'fullName'],
    ['else its first required plain text field', author, [], 'code'],
    [
      'not an image, a date, a list of values nor a reference',
      entity('banner', {
        fields: {
          _id: { type: 'string', readOnly: true },
          picture: { type: 'string', contentMediaType: 'image/*' },
          on: { type: 'string', format: 'date' },
          kind: { type: 'string', enum: ['a', 'b'] },
          owner: { type: 'string' },
          caption: { type: 'string' },
        },
        required: ['picture', 'on', 'kind', 'owner', 'caption'],
        references: { owner: { entity: 'author', display: 'fullName' } },
      }),
      [],
      'caption',
    ],
    ['null when it has none', entity('slide', { fields: { _id: { type: 'string', readOnly: true }, at: { type: 'integer' } }, required: ['at'] }), [], null],
  ])('%s', (_case, schema, others, want) => {
    expect(getLabelField(schema, [schema, ...others])).toBe(want);
  });
});
