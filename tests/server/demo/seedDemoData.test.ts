import { migrate, seedDemoData } from '../../../runtime/server/index.js';
import { createDemoRecords } from '../../../runtime/server/demo/index.js';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { courseCategoryEntity, fixtureEntities, instituteEntity, sellerEntity } from '../../fixtures/entities.js';
import { createTestDatabase, getTestDialects, type TestDatabase } from '../testStores.js';

const NOW = new Date('2026-06-15T12:00:00Z');

for (const dialect of getTestDialects()) {
  describe(`seedDemoData [${dialect}]`, () => {
    let store: TestDatabase;
    beforeEach(async () => {
      store = await createTestDatabase(dialect);
      await migrate(store.database, fixtureEntities);
    });
    afterEach(async () => {
      await store.dispose();
    });

    const count = async (table: string) =>
      Number((await store.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n);

    it("inserts each entity's demo.count rows", async () => {
      const results = await seedDemoData(store.database, fixtureEntities, { now: NOW });
      expect(results.map(({ milliseconds, ...rest }) => rest)).toEqual([
        { entity: 'courseCategory', label: 'Categorías de cursos', inserted: 12, skipped: false },
        { entity: 'institute', label: 'Institutos', inserted: 40, skipped: false },
        { entity: 'seller', label: 'Vendedores', inserted: 30, skipped: false },
      ]);
      expect(results.every((result) => result.milliseconds >= 0)).toBe(true);
      expect(await count('course_categories')).toBe(12);
      expect(await count('institutes')).toBe(40);
      expect(await count('sellers')).toBe(30);
    });

    it('is idempotent: tables with rows are left alone unless forced', async () => {
      await seedDemoData(store.database, fixtureEntities, { now: NOW });
      const again = await seedDemoData(store.database, fixtureEntities, { now: NOW });
      expect(again.every((result) => result.skipped && result.inserted === 0)).toBe(true);
      expect(await count('sellers')).toBe(30);

      const forced = await seedDemoData(store.database, fixtureEntities, { force: true, now: NOW });
      expect(forced.map((result) => result.inserted)).toEqual([12, 40, 30]);
      expect(await count('sellers')).toBe(30);
    });

    it('only fills empty tables', async () => {
      await store.database.db.insertInto('sellers').values({ _id: 'x'.repeat(24), name: 'Ya estaba' }).execute();
      const results = await seedDemoData(store.database, fixtureEntities, { now: NOW });
      expect(results.find((result) => result.entity === 'seller')).toMatchObject({ skipped: true, inserted: 0 });
      expect(await count('sellers')).toBe(1);
      expect(await count('institutes')).toBe(40);
    });

    it('numbers ordered entities 1..n and stores typed values', async () => {
      await seedDemoData(store.database, fixtureEntities, { now: NOW });
      const rows = await store.database.db.selectFrom('course_categories').select(['position', 'visible']).orderBy('position').execute();
      expect(rows.map((row) => Number(row.position))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    });
  });
}

describe('createDemoRecords', () => {
  it('is deterministic for the same schema and time', () => {
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ _id, ...rest }) => rest);
    expect(strip(createDemoRecords(sellerEntity, NOW))).toEqual(strip(createDemoRecords(sellerEntity, NOW)));
  });

  it.each([
    ['seller', sellerEntity],
    ['institute', instituteEntity],
    ['courseCategory', courseCategoryEntity],
  ])('honours unique for %s', (_name, entity) => {
    const names = createDemoRecords(entity, NOW).map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('reads like Spanish data', () => {
    for (const row of createDemoRecords(sellerEntity, NOW)) expect(row.name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
    for (const row of createDemoRecords(instituteEntity, NOW)) expect(row.name).toMatch(/^Instituto \S/);
    const categories = createDemoRecords(courseCategoryEntity, NOW);
    expect(categories.filter((row) => row.visible === true).length).toBeGreaterThan(6);
    expect(categories.every((row) => typeof row.visible === 'boolean')).toBe(true);
  });

  it('numbers positions per scope and spreads creation dates over the last year', () => {
    const lesson: EntityDefinition = {
      ...courseCategoryEntity,
      entity: 'lesson',
      fields: [
        ...courseCategoryEntity.fields,
        { name: 'content', title: 'Contenido', schema: { type: 'string' }, storage: 'text', readOnly: false, required: false, html: false, secret: false },
        { name: 'createdAt', title: 'Creado', schema: { type: 'string', format: 'date-time', readOnly: true }, storage: 'text', readOnly: true, required: false, html: false, secret: false },
      ],
      schema: {
        ...courseCategoryEntity.schema,
        properties: {
          ...courseCategoryEntity.schema.properties,
          content: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time', readOnly: true },
        },
      },
      ordering: { field: 'position', scope: ['content'] },
      demo: { count: 30, fields: { name: 'Lección {int:1:999}', content: '{boolean:0.5}' }, unique: ['name'], perParent: null, tree: null },
    };
    const rows = createDemoRecords(lesson, NOW);
    for (const content of ['true', 'false']) {
      const positions = rows.filter((row) => row.content === content).map((row) => row.position);
      expect(positions).toEqual(Array.from({ length: positions.length }, (_, i) => i + 1));
    }
    const times = rows.map((row) => Date.parse(String(row.createdAt)));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - 366 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * 86_400_000);
    // The id carries the creation time, as a Mongo ObjectId does.
    for (const row of rows) expect(parseInt(String(row._id).slice(0, 8), 16)).toBe(Math.floor(Date.parse(String(row.createdAt)) / 1000));
  });

  it('numbers repeats when a bank has fewer values than rows', () => {
    const many: EntityDefinition = { ...courseCategoryEntity, demo: { count: 40, fields: { name: '{courseCategory}' }, unique: ['name'], perParent: null, tree: null } };
    const names = createDemoRecords(many, NOW).map((row) => row.name);
    expect(new Set(names).size).toBe(40);
  });

  it('converts a typed placeholder to the field type', () => {
    const numeric: EntityDefinition = { ...sellerEntity, demo: { count: 1, fields: { name: '{int:1:5}' }, unique: [], perParent: null, tree: null } };
    expect(createDemoRecords(numeric, NOW)[0]?.name).toMatch(/^[1-5]$/);
  });

  it('fails naming the schema file when a template does not fit, or the known banks for an unknown one', () => {
    const tooLong: EntityDefinition = { ...sellerEntity, demo: { count: 1, fields: { name: 'x'.repeat(300) }, unique: [], perParent: null, tree: null } };
    expect(() => createDemoRecords(tooLong, NOW)).toThrow(/schemas\/seller\.json.*Nombre/);
    const unknownBank: EntityDefinition = { ...sellerEntity, demo: { count: 1, fields: { name: '{planet}' }, unique: [], perParent: null, tree: null } };
    expect(() => createDemoRecords(unknownBank, NOW)).toThrow(/^Demo data of schemas\/seller\.json: \/demo\/fields\/name: unknown word bank "\{planet\}"; expected a word bank \(firstName, /);
  });
});
