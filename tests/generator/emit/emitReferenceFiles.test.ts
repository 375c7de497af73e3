// admin-gen's reference files: the committed names schema and schema reference are what the build makes, every key of
// the meta-schemas is described, and no description points at runtime code for a list of names any more.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import appMetaSchema from '../../../generator/app.schema.json' with { type: 'json' };
import entityMetaSchema from '../../../generator/entity.schema.json' with { type: 'json' };
import { emitReferenceFiles, emitSchemaReference, SCHEMA_REFERENCE_PATH } from '../../../generator/emit/index.js';
import { ACTION_KINDS } from '../../../runtime/shared/index.js';
import type { JsonSchema } from '../../../runtime/shared/index.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const files = emitReferenceFiles();

describe('emitReferenceFiles', () => {
  it.each(files.map((file) => [file.path, file.contents]))('%s is committed as the build makes it (admin-gen build --check also says so)', (file, contents) => {
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toBe(contents);
  });

  it('describes every key of both meta-schemas', () => {
    const reference = files.find((file) => file.path === SCHEMA_REFERENCE_PATH)!.contents;
    const undescribed = reference.split('\n').filter((line) => /^\| `[^`]+` \| [^|]+ \|\s*\|$/.test(line));
    expect(undescribed).toEqual([]);
  });

  it.each([
    ['entity', entityMetaSchema],
    ['app', appMetaSchema],
  ])('the %s meta-schema names no runtime list ("one of ACTION_KINDS")', (_name, schema) => {
    expect(JSON.stringify(schema)).not.toMatch(/[Oo]ne of [A-Z][A-Z_]{3,}/);
  });

  it('the README links the reference, and its example error lists every action kind', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('(docs/schema-reference.md)');
    expect(readme).toContain(`unknown action kind "remove"; expected one of: ${ACTION_KINDS.join(', ')}\``);
  });

  it('documents record-page actions and server-filled fields', () => {
    const reference = files.find((file) => file.path === SCHEMA_REFERENCE_PATH)!.contents;
    expect(reference).toMatch(/\| `transition` \|[^\n]*Record pages:/);
    expect(reference).toMatch(/\| `fields` \|[^\n]*Server-filled fields[^\n]*createdAt[^\n]*_version/);
  });
});

describe('emitSchemaReference', () => {
  const names: JsonSchema = {
    $id: 'https://example.test/names.schema.json',
    definitions: { colour: { title: 'colour', description: 'A colour.', type: 'string', enum: ['red', 'blue'], markdownEnumDescriptions: ['Warm | bright', 'Cold'] } },
  };
  const meta: JsonSchema = {
    description: 'A tiny meta-schema',
    type: 'object',
    properties: {
      paint: { $ref: 'names.schema.json#/definitions/colour', description: 'What to paint with' },
      coats: { type: 'integer', minimum: 1, default: 2, examples: [3], description: 'How many coats' },
      rooms: { type: 'object', additionalProperties: { $ref: '#/definitions/room' } },
    },
    definitions: { room: { type: 'object', description: 'A room', properties: { walls: { type: 'array', items: { type: 'string' }, description: 'Its walls' } } } },
  };
  const text = emitSchemaReference([{ file: 'meta.schema.json', heading: 'Meta', schema: meta }], { file: 'names.schema.json', schema: names });

  it.each([
    ['a key naming a set links to it', '| `paint` | [colour](#names-colour) | What to paint with. |'],
    ['type, bound, default and examples', '| `coats` | integer ≥ 1 | How many coats. Default: `2`. Examples: `3`. |'],
    ['a map entry takes its definition\'s description', '| `rooms.<name>` | object | A room. |'],
    ['nested keys under the entry', '| `rooms.<name>.walls` | array of string | Its walls. |'],
    ['each name of a set, pipes escaped', '| `red` | Warm \\| bright |'],
  ])('%s', (_case, line) => {
    expect(text.split('\n')).toContain(line);
  });
});
