// generated/migrations: the first build writes 0001_initial, an unchanged model writes nothing new, a change writes the
// next file, and decisions declared later reach the newest migration only.
import { emitMigrations } from '../../../generator/index.js';
import { getDataModel, getMigratedModel, type MigrationFile } from '../../../runtime/shared/migrations/index.js';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { basicModel } from '../fixtureModel.js';

const entities = basicModel.entities;
const renamed = (list: readonly EntityDefinition[], entity: string, from: string, to: string): EntityDefinition[] =>
  list.map((candidate) =>
    candidate.entity !== entity ? candidate : { ...candidate, fields: candidate.fields.map((field) => (field.name === from ? { ...field, name: to } : field)) },
  );
const parse = (contents: string): MigrationFile => JSON.parse(contents) as MigrationFile;

describe('emitMigrations', () => {
  const first = emitMigrations(entities, {}, []);

  it('writes 0001_initial with one createEntity per entity, its model the entities\' own', () => {
    expect(first.files.map((file) => file.path)).toEqual(['generated/migrations/0001_initial.json']);
    const initial = parse(first.files[0]!.contents);
    expect(initial.name).toBe('0001_initial');
    expect(initial.steps.every((step) => step.kind === 'createEntity')).toBe(true);
    expect(getMigratedModel([initial])).toEqual(getDataModel(entities));
    expect(first.files[0]!.contents.endsWith('}\n')).toBe(true);
  });

  it('writes nothing new while the model is unchanged, and the same bytes every time', () => {
    const again = emitMigrations(entities, {}, [first.created!]);
    expect(again.created).toBeNull();
    expect(again.files).toEqual(first.files);
  });

  it('writes the next migration, named after what it touches, when a field is renamed', () => {
    const seller = entities.find((entity) => entity.entity === 'seller')!;
    const field = seller.fields.find((candidate) => candidate.name !== '_id' && candidate.storage !== 'children')!;
    const next = emitMigrations(renamed(entities, 'seller', field.name, 'fullName'), { seller: { fields: { fullName: { renamedFrom: field.name } } } }, [first.created!]);
    expect(next.created?.name).toBe('0002_seller');
    expect(next.created?.steps).toEqual([{ kind: 'renameField', entity: 'seller', table: seller.table, from: field.name, to: 'fullName' }]);
    expect(next.files.map((file) => file.path)).toEqual(['generated/migrations/0001_initial.json', 'generated/migrations/0002_seller.json']);
  });

  it('records a decision declared after the migration was written in that newest migration, not in older ones', () => {
    const seller = entities.find((entity) => entity.entity === 'seller')!;
    const changed = entities.map((entity) =>
      entity !== seller ? entity : { ...seller, fields: [...seller.fields, { ...seller.fields[1]!, name: 'rank', schema: { type: 'integer' as const }, storage: 'integer' as const, required: true }] },
    );
    const written = emitMigrations(changed, {}, [first.created!]).created!;
    expect(written.steps).toEqual([expect.objectContaining({ kind: 'addField', field: 'rank' })]);
    expect(written.steps[0]).not.toHaveProperty('decision');
    const decided = emitMigrations(changed, { seller: { fields: { rank: { decision: { backfill: 1 } } } } }, [first.created!, written]);
    expect(decided.created).toBeNull();
    expect(parse(decided.files[1]!.contents).steps[0]).toEqual(expect.objectContaining({ kind: 'addField', field: 'rank', decision: { backfill: 1 } }));
    expect(decided.files[0]).toEqual(first.files[0]);
  });
});
