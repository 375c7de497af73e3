// emitFiles with a cache (admin-gen dev): the files are those of a build without one, and only entities that changed
// since the last build are emitted again.
import { emitFiles, getTemplates, type EmitCache } from '../../../generator/index.js';
import { getFixtureSchemasModel } from '../fixtureModel.js';

describe('emitFiles with a cache', () => {
  const templates = getTemplates();

  it('gives the files a build without a cache gives, the first time and again', async () => {
    const model = getFixtureSchemasModel();
    const uncached = await emitFiles(model, templates);
    const cache: EmitCache = new Map();
    expect(await emitFiles(model, templates, { cache })).toEqual(uncached);
    expect(await emitFiles(model, templates, { cache })).toEqual(uncached);
    expect([...cache.keys()].sort()).toEqual(model.entities.map((entity) => entity.entity).sort());
  });

  it('re-emits an edited entity (and only it), so its files follow the edit', async () => {
    const model = getFixtureSchemasModel();
    const cache: EmitCache = new Map();
    await emitFiles(model, templates, { cache });
    const before = new Map([...cache].map(([name, entry]) => [name, entry.files]));
    const [first, ...rest] = model.entities;
    const edited = { ...first!, label: { ...first!.label, many: 'Otro título de la lista' } };
    const files = await emitFiles({ ...model, entities: [edited, ...rest] }, templates, { cache });
    expect(files).toEqual(await emitFiles({ ...model, entities: [edited, ...rest] }, templates));
    for (const entity of rest) expect(cache.get(entity.entity)!.files).toBe(before.get(entity.entity));
    expect(cache.get(edited.entity)!.files).not.toBe(before.get(edited.entity));
  });

  it('does not reuse files made for another runtime folder', async () => {
    const model = getFixtureSchemasModel();
    const cache: EmitCache = new Map();
    await emitFiles(model, templates, { cache });
    const files = await emitFiles(model, templates, { cache, runtimeDir: '../../runtime' });
    const modules = files.filter((file) => model.entities.some((entity) => file.path === `generated/${entity.entity}.ts`));
    expect(modules).toHaveLength(model.entities.length);
    for (const module of modules) expect(module.contents).toContain("from '../../runtime/shared/index.js'");
  });
});
