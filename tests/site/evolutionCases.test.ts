// Issue 21's table of evolution cases, on both stores: the course site's own schemas (schemas/*.json) and demo data after the
// migrations its builds wrote; each case edits the schema JSON as a maintainer would, builds it as `admin-gen build`
// does (its next file), plans and applies it, and checks what the issue promises: renames and lossless conversions keep
// every value, risky changes stop the plan naming the rows and change nothing, and each decision gets them through.
import { readdirSync, readFileSync } from 'node:fs';
import {
  applyMigrations,
  formatMigrationPlan,
  MigrationDecisionError,
  planMigrations,
  type MigrationPlan,
  type StepRisk,
} from '../../runtime/server/storage/index.js';
import { runMigrate } from '../../runtime/server/index.js';
import { getTestDialects, reportMissingPostgres, type TestDatabase, type TestSession } from '../server/testStores.js';
import { getColumnChecksum, snapshotStore } from '../server/storage/migrations/schema/migrationSite.js';
import { countRows, hasTable, readColumn, readForeignKeys, readNormalizedColumn } from '../server/storage/migrations/schema/createStoreSource.js';
import {
  buildSite,
  createSeededSite,
  editSite,
  nextMigrationName,
  openSiteApi,
  readSiteSchemas,
  siteV1,
  type Json,
  type SeededSite,
  type SiteBuild,
  type SiteSchemas,
} from './siteEvolution.js';

const TITLE = 'evolution cases on the site and its demo data';

/** `object` with key `from` renamed `to`, in place of it (schema files keep their order). */
function renameKey(object: Json, from: string, to: string): Json {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key === from ? to : key, value]));
}

/** seller.name → fullName, declared with migrate.fullName.renamedFrom; every mention of it follows, delivery's display too. */
function renameSellerName(site: SiteSchemas): void {
  const seller = site.files.seller;
  seller.fields = renameKey(seller.fields, 'name', 'fullName');
  seller.required = ['fullName'];
  seller.indexes = [['fullName']];
  seller.grids.sellers.defaultSort.field = 'fullName';
  seller.grids.sellers.columns[0].field = 'fullName';
  for (const form of Object.values(seller.forms) as Json[]) {
    form.fields = ['fullName'];
    form.ui = renameKey(form.ui, 'name', 'fullName');
  }
  seller.views.view.fields = ['_id', 'fullName'];
  seller.demo.fields = renameKey(seller.demo.fields, 'name', 'fullName');
  seller.demo.unique = ['fullName'];
  seller.migrate = { fullName: { renamedFrom: 'name' } };
  site.files.delivery.references.sellers.display = 'fullName';
}

/** seller → vendor (file vendor.json, table vendors), declared with renamedFrom; delivery's reference names the new entity. */
function renameSellerEntity(site: SiteSchemas): void {
  const seller = site.files.seller;
  delete site.files.seller;
  site.files.vendor = { ...seller, entity: 'vendor', renamedFrom: 'seller', table: 'vendors' };
  site.files.delivery.references.sellers.entity = 'vendor';
  // The accounts' seller field names the entity too (app.json).
  site.app.adminUsers.fields.seller.reference = 'vendor';
}

/** app.json's role grants without those on `entity` (a removed entity), or without `action` on it (a removed transition). */
function withoutGrants(site: SiteSchemas, entity: string, action?: string): void {
  for (const role of Object.values(site.app.roles as Record<string, { grants: Json[] }>)) {
    role.grants = role.grants
      .filter((grant) => action !== undefined || grant.entity !== entity)
      .map((grant) => (action !== undefined && grant.entity === entity ? { ...grant, actions: grant.actions.filter((name: string) => name !== action) } : grant));
  }
}

/** product.code, `CUR-1234` texts, becomes an optional unique integer (its demo template too); `migrate` as given. */
function productCodeToInteger(migrate?: Json) {
  return (site: SiteSchemas): void => {
    const product = site.files.product;
    product.fields.code = { type: 'integer', title: 'Código', minimum: 1, unique: true };
    product.required = product.required.filter((name: string) => name !== 'code');
    product.demo.fields.code = '{int:1000:9999}';
    // A number is no text to search (the build says so): the grid searches the name alone.
    product.grids.products.search = product.grids.products.search.filter((name: string) => name !== 'code');
    if (migrate) product.migrate = { code: migrate };
  };
}

/** invoice.state loses `Finalizada`: its transition endpoint, tab, action, bulk action and grant go too (the build requires it); `migrate` as given. */
function removeFinalizada(migrate?: Json) {
  return (site: SiteSchemas): void => {
    const invoice = site.files.invoice;
    invoice.fields.state.oneOf = invoice.fields.state.oneOf.filter((option: Json) => option.const !== 'Finalizada');
    delete invoice.endpoints.check;
    withoutGrants(site, 'invoice', 'check');
    invoice.grids.invoices.tabs.options = invoice.grids.invoices.tabs.options.filter((option: Json) => option.equals !== 'Finalizada');
    invoice.grids.invoices.actions = invoice.grids.invoices.actions.filter((action: Json) => action.endpoint !== 'check');
    invoice.grids.invoices.bulk.transitions = invoice.grids.invoices.bulk.transitions.filter((name: string) => name !== 'check');
    invoice.demo.fields.state = '{pick:Pendiente|Pendiente|Facturada}';
    if (migrate) invoice.migrate = { state: migrate };
  };
}

/** A risk of a plan's step, by code (the first step holding one). */
function findRisk(plan: MigrationPlan, code: StepRisk['code']): StepRisk {
  const risk = plan.steps.flatMap((step) => step.risks).find((candidate) => candidate.code === code);
  if (!risk) throw new Error(`no ${code} risk in the plan:\n${formatMigrationPlan(plan)}`);
  return risk;
}

/** The plan refuses: apply throws MigrationDecisionError and the store is as before (the catalog, and the rows of `tables`, or all). */
async function expectRefused(store: TestDatabase, build: SiteBuild, tables?: readonly string[]): Promise<MigrationDecisionError> {
  const before = await snapshotStore(store.database, { rows: tables });
  const error = await applyMigrations(store.database, build.migrations, build.entities).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MigrationDecisionError);
  expect(await snapshotStore(store.database, { rows: tables })).toEqual(before);
  return error as MigrationDecisionError;
}

/** Rows of `table` by `_id` order, as pairs [id, value] of one column. */
async function readPairs(store: TestDatabase, table: string, column: string): Promise<[string, unknown][]> {
  return [...(await readColumn(store.database, table, column))].sort(([a], [b]) => (a < b ? -1 : 1));
}

interface EvolutionCase {
  readonly name: string;
  /** Runs on fresh copies of the seeded site (`copy`), each disposed after the case. */
  run(copy: () => Promise<TestDatabase>, session: TestSession): Promise<void>;
}

const CASES: readonly EvolutionCase[] = [
  {
    name: 'rename a field (seller.name → fullName): every value kept, deliveries’ seller labels resolve, an old seller saves',
    async run(copy, session) {
      const store = await copy();
      const { database } = store;
      const build = buildSite(editSite(renameSellerName), siteV1.migrations);
      expect(build.created).toEqual({ name: nextMigrationName('seller'), steps: [{ kind: 'renameField', entity: 'seller', table: 'sellers', from: 'name', to: 'fullName' }] });
      const checksum = await getColumnChecksum(database, 'sellers', 'name');
      const before = await openSiteApi(store, siteV1, session);
      const deliveries = (await before.list('/api/deliveries?pageSize=100')).data.map((row) => [row._id, row.$labels.sellers]);
      await before.close();
      expect(deliveries.flatMap(([, labels]) => labels).length).toBeGreaterThan(100);

      const plan = await planMigrations(database, build.migrations, build.entities);
      expect(plan.needsDecision).toBe(false);
      const text = formatMigrationPlan(plan);
      expect(text).toContain(`pending: ${nextMigrationName('seller')}`);
      expect(text).toContain(`${nextMigrationName('seller')} #1 rename sellers.name → fullName: 30 rows`);
      expect(text).toContain('ready: admin-gen migrate apply');
      expect((await applyMigrations(database, build.migrations, build.entities)).applied).toEqual([nextMigrationName('seller')]);
      expect(await getColumnChecksum(database, 'sellers', 'fullName')).toBe(checksum);

      const after = await openSiteApi(store, build, session);
      try {
        expect((await after.list('/api/deliveries?pageSize=100')).data.map((row) => [row._id, row.$labels.sellers])).toEqual(deliveries);
        const [seller] = (await after.list('/api/sellers?pageSize=1')).data;
        await after.post(`/api/sellers/${seller!._id}/update`, { fullName: `${seller!.fullName} Jr.` });
        expect((await after.get(`/api/sellers/${seller!._id}`)).fullName).toBe(`${seller!.fullName} Jr.`);
        // The search over the renamed column follows it.
        expect((await after.list(`/api/sellers?fullName=${encodeURIComponent('jr.')}`)).data.map((row) => row._id)).toEqual([seller!._id]);
      } finally {
        await after.close();
      }
    },
  },
  {
    name: 'rename an entity (seller → vendor, table sellers → vendors): rows, references and audit history follow',
    async run(copy, session) {
      const store = await copy();
      const { database } = store;
      const build = buildSite(editSite(renameSellerEntity), siteV1.migrations);
      expect(build.created).toEqual({ name: nextMigrationName('vendor'), steps: [{ kind: 'renameEntity', from: 'seller', to: 'vendor', fromTable: 'sellers', toTable: 'vendors' }] });
      const before = await openSiteApi(store, siteV1, session);
      const [seller] = (await before.list('/api/sellers?pageSize=1')).data;
      await before.post(`/api/sellers/${seller!._id}/update`, { name: 'Vendedora Renombrada' });
      const history = (await before.list(`/api/audit/seller/${seller!._id}`)).data.map((row) => [row.action, row.changes]);
      expect(history).toEqual([['update', { name: { from: seller!.name, to: 'Vendedora Renombrada' } }]]);
      const deliveries = (await before.list('/api/deliveries?pageSize=100')).data.map((row) => [row._id, row.sellers, row.$labels.sellers]);
      await before.close();
      const checksum = await getColumnChecksum(database, 'sellers', 'name');
      const rows = await countRows(database, 'sellers');

      const plan = await planMigrations(database, build.migrations, build.entities);
      expect(formatMigrationPlan(plan)).toContain(`${nextMigrationName('vendor')} #1 rename seller → vendor (table sellers → vendors): 30 rows`);
      await applyMigrations(database, build.migrations, build.entities);
      expect(await hasTable(database, 'sellers')).toBe(false);
      expect(await countRows(database, 'vendors')).toBe(rows);
      expect(await getColumnChecksum(database, 'vendors', 'name')).toBe(checksum);

      const after = await openSiteApi(store, build, session);
      try {
        expect((await after.list('/api/deliveries?pageSize=100')).data.map((row) => [row._id, row.sellers, row.$labels.sellers])).toEqual(deliveries);
        expect((await after.list(`/api/audit/vendor/${seller!._id}`)).data.map((row) => [row.action, row.changes])).toEqual(history);
        expect((await after.list(`/api/audit?entity=vendor`)).itemsCount).toBe(1);
        await after.post(`/api/sellers/${seller!._id}/update`, { name: 'Otra vez' });
        expect((await after.list(`/api/audit/vendor/${seller!._id}`)).itemsCount).toBe(2);
      } finally {
        await after.close();
      }
    },
  },
  {
    name: 'lossless conversions (quiz.time integer → string, lesson.url digits → integer): values equal after conversion, lists work',
    async run(copy, session) {
      const store = await copy();
      const { database } = store;
      const build = buildSite(
        editSite((site) => {
          site.files.quiz.fields.time = { type: 'string', title: 'Tiempo (minutos)', default: '60' };
          site.files.lesson.fields.url = { type: 'integer', title: 'Video', description: 'Id del video', minimum: 0 };
        }),
        siteV1.migrations,
      );
      expect(build.created?.steps.map((step) => step.kind === 'changeField' && [step.field, step.from.type, step.to.type])).toEqual([
        ['url', 'string', 'integer'],
        ['time', 'integer', 'string'],
      ]);
      const times = await readNormalizedColumn(database, 'quizzes', 'time');
      const urls = await readNormalizedColumn(database, 'lessons', 'url');
      expect(Object.values(urls).every((value) => typeof value === 'string' && /^[1-9][0-9]*$/.test(value))).toBe(true);

      const plan = await planMigrations(database, build.migrations, build.entities);
      expect(plan.needsDecision).toBe(false);
      expect(plan.steps.flatMap((step) => step.risks)).toEqual([]);
      await applyMigrations(database, build.migrations, build.entities);
      expect(await readNormalizedColumn(database, 'quizzes', 'time')).toEqual(times);
      expect(await readNormalizedColumn(database, 'lessons', 'url')).toEqual(urls);
      expect(new Set([...(await readColumn(database, 'quizzes', 'time')).values()].map((value) => typeof value))).toEqual(new Set(['string']));
      expect(new Set([...(await readColumn(database, 'lessons', 'url')).values()].map((value) => typeof value))).toEqual(new Set(['number']));

      // The lesson grid's text filter over the now-integer column, and the quiz grid's sort over the now-text one.
      const [lesson] = await readPairs(store, 'lessons', 'url');
      const category = String((await readColumn(database, 'lessons', 'category')).get(lesson![0]));
      const api = await openSiteApi(store, build, session);
      try {
        const found = await api.list(`/api/contents/${category}/lessons?url=${String(lesson![1])}`);
        expect(found.data.map((row) => [row._id, row.url])).toEqual([[lesson![0], lesson![1]]]);
        const sorted = (await api.list('/api/quizzes?sortField=time&sortOrder=asc&pageSize=100')).data.map((row) => row.time);
        expect(sorted).toEqual([...Object.values(times)].map(String).sort());
        await api.post(`/api/lessons/${lesson![0]}/update`, { url: 123456789 });
      } finally {
        await api.close();
      }
    },
  },
  {
    name: 'lossy type change (product.code `CUR-…` → integer): unconvertible rows named, store untouched; map + keepAs apply as declared',
    async run(copy, session) {
      const store = await copy();
      const { database } = store;
      const codes = await readPairs(store, 'products', 'code');
      const refused = buildSite(editSite(productCodeToInteger()), siteV1.migrations);
      expect(refused.created?.name).toBe(nextMigrationName('product'));
      const plan = await planMigrations(database, refused.migrations, refused.entities);
      expect(plan.needsDecision).toBe(true);
      const risk = findRisk(plan, 'unconvertible');
      expect(risk).toMatchObject({ count: 25, resolution: null });
      expect(risk.examples).toEqual(codes.slice(0, risk.examples.length).map(([id, value]) => ({ id, value })));
      const text = formatMigrationPlan(plan);
      expect(text).toContain(`${nextMigrationName('product')} #1 change products.code: string maxLength 50 required → integer: 25 rows`);
      expect(text).toContain('  unconvertible: 25 rows');
      expect(text).toContain(`    examples: ${codes.slice(0, 3).map(([id, value]) => `${id}: ${JSON.stringify(value)}`).join(', ')}, …`);
      expect(text).toContain('    needs a decision: declare in schemas/product.json "migrate": { "code": { "map": {');
      expect(text).toContain('needs a decision: apply refuses until every risk above has one');
      // `admin-gen migrate plan` and `apply` over the same files: exit status 1, the same plan, nothing changed.
      const before = await snapshotStore(database);
      const cli = { generated: { app: refused.model.app, entities: refused.entities, migrations: refused.migrations }, dataDir: store.dataDir, databaseUrl: store.url };
      expect(await runMigrate({ action: 'plan', ...cli })).toMatchObject({ exitCode: 1, output: expect.stringContaining(text.trimEnd()) });
      const applied = await runMigrate({ action: 'apply', ...cli });
      expect(applied.exitCode).toBe(1);
      expect(applied.output).toContain(`cannot apply migration ${nextMigrationName('product')} (step 1, product.code, schemas/product.json)`);
      await expect(applyMigrations(database, refused.migrations, refused.entities)).rejects.toBeInstanceOf(MigrationDecisionError);
      expect(await snapshotStore(database)).toEqual(before);

      // The maintainer declares the decision and builds again: the same migration, now with it.
      const [[first, firstCode], [second, secondCode]] = codes as [[string, string], [string, string]];
      const decided = buildSite(editSite(productCodeToInteger({ map: { [firstCode]: 1001, [secondCode]: 1002 }, keepAs: 'legacyCode' })), refused.migrations);
      expect(decided.created).toBeNull();
      expect(decided.migrations.at(-1)).toMatchObject({ name: nextMigrationName('product'), steps: [{ kind: 'changeField', field: 'code', decision: { map: { [firstCode]: 1001, [secondCode]: 1002 }, keepAs: 'legacyCode' } }] });
      const checksum = await getColumnChecksum(database, 'products', 'code');
      const ready = await planMigrations(database, decided.migrations, decided.entities);
      expect(ready.needsDecision).toBe(false);
      expect(findRisk(ready, 'unconvertible').resolution).toBe('kept in column legacyCode, then null');
      await applyMigrations(database, decided.migrations, decided.entities);
      expect(await getColumnChecksum(database, 'products', 'legacyCode')).toBe(checksum);
      const after = await readColumn(database, 'products', 'code');
      expect([...after].filter(([, value]) => value !== null).sort()).toEqual([
        [first, 1001],
        [second, 1002],
      ]);
      expect((await planMigrations(database, decided.migrations, decided.entities)).kept).toContainEqual({ target: 'products.legacyCode', values: 25 });
      const api = await openSiteApi(store, decided, session);
      try {
        expect((await api.get(`/api/products/${first}`)).code).toBe(1001);
        // The grid's text filter over the now-integer column.
        expect((await api.list('/api/products?code=1002')).data.map((row) => row._id)).toEqual([second]);
        await api.post(`/api/products/${codes[2]![0]}/update`, { code: 1003 });
        // The new column is unique as the old one was.
        expect((await api.call({ method: 'POST', url: `/api/products/${codes[3]![0]}/update`, payload: { code: 1001 } })).statusCode).toBe(409);
      } finally {
        await api.close();
      }
    },
  },
  {
    name: 'remove an enum value rows hold (invoice.state Finalizada): notInEnum counts them; keep lists them under Otros; map rewrites them',
    async run(copy, session) {
      const store = await copy();
      const states = await readColumn(store.database, 'invoices', 'state');
      const finalized = [...states].filter(([, state]) => state === 'Finalizada').map(([id]) => id).sort();
      const issued = [...states.values()].filter((state) => state === 'Facturada').length;
      expect(finalized.length).toBeGreaterThan(10);

      const refused = buildSite(editSite(removeFinalizada()), siteV1.migrations);
      expect(refused.created?.name).toBe(nextMigrationName('invoice'));
      const plan = await planMigrations(store.database, refused.migrations, refused.entities);
      expect(plan.needsDecision).toBe(true);
      const risk = findRisk(plan, 'notInEnum');
      expect(risk).toMatchObject({ count: finalized.length, resolution: null });
      expect(risk.examples.map((example) => example.id)).toEqual(finalized.slice(0, risk.examples.length));
      const text = formatMigrationPlan(plan);
      expect(text).toContain(`${nextMigrationName('invoice')} #1 change invoices.state: string enum ["Pendiente","Facturada","Finalizada"] → string enum ["Pendiente","Facturada"]: ${states.size} rows`);
      expect(text).toContain(`  notInEnum: ${finalized.length} rows`);
      expect(text).toContain(`    en: invoice.state (schemas/invoice.json#/fields/state): ${finalized.length} rows hold values no longer in its enum`);
      await expectRefused(store, refused, ['invoices']);

      // keep: true — the rows stay as they are, listed by the grid's Otros tab (otherState=true).
      const kept = buildSite(editSite(removeFinalizada({ keep: true })), refused.migrations);
      expect(findRisk(await planMigrations(store.database, kept.migrations, kept.entities), 'notInEnum').resolution).toBe('rows keep their values (keep: true)');
      await applyMigrations(store.database, kept.migrations, kept.entities);
      expect(await readColumn(store.database, 'invoices', 'state')).toEqual(states);
      const api = await openSiteApi(store, kept, session);
      try {
        const others = await api.list('/api/invoices?otherState=true&pageSize=100');
        expect(others.itemsCount).toBe(finalized.length);
        expect(new Set(others.data.map((row) => row.state))).toEqual(new Set(['Finalizada']));
        expect((await api.list('/api/invoices?state=Facturada')).itemsCount).toBe(issued);
      } finally {
        await api.close();
      }

      // map — on a fresh copy of the site, the rows become the mapped value.
      const second = await copy();
      const mapped = buildSite(editSite(removeFinalizada({ map: { Finalizada: 'Facturada' } })), refused.migrations);
      await applyMigrations(second.database, mapped.migrations, mapped.entities);
      const after = await readColumn(second.database, 'invoices', 'state');
      expect([...after].filter(([id]) => finalized.includes(id)).every(([, state]) => state === 'Facturada')).toBe(true);
      expect([...after.values()].filter((state) => state === 'Facturada').length).toBe(issued + finalized.length);
      const mappedApi = await openSiteApi(second, mapped, session);
      try {
        expect((await mappedApi.list('/api/invoices?otherState=true')).itemsCount).toBe(0);
        expect((await mappedApi.list('/api/invoices?state=Facturada')).itemsCount).toBe(issued + finalized.length);
      } finally {
        await mappedApi.close();
      }
    },
  },
  {
    name: 'remove an entity and the reference to it (courseCategory): its foreign key goes, a banner saves, the table stays until drop',
    async run(copy, session) {
      const store = await copy();
      const { database } = store;
      const build = buildSite(
        editSite((site) => {
          delete site.files.courseCategory;
          withoutGrants(site, 'courseCategory');
          delete site.files.banner.references;
          delete site.files.banner.demo.fields.category;
          site.app.menu = site.app.menu.filter((item: Json) => item.route !== '/course-categories');
        }),
        siteV1.migrations,
      );
      expect(build.created?.steps.map((step) => step.kind)).toEqual(['changeField', 'removeEntity']);
      expect(await readForeignKeys(database, 'banners')).toEqual([{ column: 'category', target: 'course_categories' }]);
      const categories = await countRows(database, 'course_categories');
      const [category] = await readPairs(store, 'course_categories', 'name');
      const before = await openSiteApi(store, siteV1, session);
      await before.call({ method: 'PUT', url: `/api/courseCategories/update/${category![0]}`, payload: { name: 'Categoría con historia' } });
      await before.close();
      const plan = await planMigrations(database, build.migrations, build.entities);
      expect(plan.needsDecision).toBe(false);
      expect(formatMigrationPlan(plan)).toContain(`${nextMigrationName('banner_courseCategory')} #2 remove courseCategory (table course_categories): ${categories} rows`);
      await applyMigrations(database, build.migrations, build.entities);
      expect(await readForeignKeys(database, 'banners')).toEqual([]);
      expect(await countRows(database, 'course_categories')).toBe(categories);
      expect((await planMigrations(database, build.migrations, build.entities)).kept).toEqual([{ target: 'course_categories', values: categories }]);

      const banner = (await readPairs(store, 'banners', 'category'))[0]![0];
      const api = await openSiteApi(store, build, session);
      try {
        await api.post(`/api/banners/${banner}/update`, { category: 'sin-categoria' });
        const result = await applyMigrations(database, build.migrations, build.entities, { drop: true });
        expect(result.dropped).toEqual(['course_categories']);
        expect(await hasTable(database, 'course_categories')).toBe(false);
        expect((await planMigrations(database, build.migrations, build.entities)).kept).toEqual([]);
        await api.post(`/api/banners/${banner}/update`, { category: 'otra' });
        expect((await api.get(`/api/banners/${banner}`)).category).toBe('otra');
        // The removed entity's history stays in the audit log and lists.
        const history = await api.list('/api/audit?pageSize=100');
        expect(history.data.map((row) => [row.entity, row.recordId, row.action])).toContainEqual(['courseCategory', category![0], 'update']);
      } finally {
        await api.close();
      }
    },
  },
  {
    name: 'make a field a reference while rows name missing ids (banner.category again): refused naming them, nothing changed; setNull gets through',
    async run(copy, session) {
      const store = await copy();
      const { database } = store;
      // The next migration: banner.category is plain text; rows then come to name categories that are gone.
      const plain = buildSite(editSite((site) => delete site.files.banner.references), siteV1.migrations);
      await applyMigrations(database, plain.migrations, plain.entities);
      const banners = await readPairs(store, 'banners', 'category');
      const [gone] = banners.map(([, category]) => category as string).filter((category, index, all) => all.indexOf(category) !== index);
      const renamed = banners.find(([, category]) => category !== gone)![0];
      const api = await openSiteApi(store, plain, session);
      try {
        await api.post(`/api/banners/${renamed}/update`, { category: 'categoria-borrada' });
        expect((await api.call({ method: 'PUT', url: `/api/courseCategories/delete/${gone}`, payload: {} })).statusCode).toBe(200);
      } finally {
        await api.close();
      }
      const dangling = (await readPairs(store, 'banners', 'category')).filter(([, category]) => category === gone || category === 'categoria-borrada');
      expect(dangling.length).toBeGreaterThanOrEqual(3);

      // The one after: the reference is back (the schemas as they were): refused, naming the rows and the ids they hold.
      const refused = buildSite(readSiteSchemas(), plain.migrations);
      expect(refused.created).toMatchObject({ name: nextMigrationName('banner', 2), steps: [{ kind: 'changeField', field: 'category', to: { reference: { entity: 'courseCategory', many: false } } }] });
      const plan = await planMigrations(database, refused.migrations, refused.entities);
      const risk = findRisk(plan, 'dangling');
      expect(risk).toMatchObject({ count: dangling.length, resolution: null });
      expect(risk.examples).toEqual(dangling.map(([id, value]) => ({ id, value })));
      expect(formatMigrationPlan(plan)).toContain(`    examples: ${dangling.slice(0, 3).map(([id, value]) => `${id}: ${JSON.stringify(value)}`).join(', ')}`);
      await expectRefused(store, refused);
      expect(await readForeignKeys(database, 'banners')).toEqual([]);

      const decided = buildSite(
        editSite((site) => {
          site.files.banner.migrate = { category: { setNull: true } };
        }),
        refused.migrations,
      );
      expect(decided.migrations.at(-1)?.steps[0]).toMatchObject({ decision: { setNull: true } });
      await applyMigrations(database, decided.migrations, decided.entities);
      const after = await readPairs(store, 'banners', 'category');
      const cleared = new Set(dangling.map(([id]) => id));
      expect(after).toEqual(banners.map(([id, category]) => [id, cleared.has(id) ? null : category]));
      expect(await readForeignKeys(database, 'banners')).toEqual([{ column: 'category', target: 'course_categories' }]);
    },
  },
  {
    name: 'narrow maxLength below stored values (seller.name 255 → 12): tooLong; keep applies; those rows still save unchanged over HTTP',
    async run(copy, session) {
      const store = await copy();
      const names = await readPairs(store, 'sellers', 'name');
      const long = names.filter(([, name]) => (name as string).length > 12);
      expect(long.length).toBeGreaterThan(5);
      const narrow = (migrate?: Json) => (site: SiteSchemas) => {
        site.files.seller.fields.name.maxLength = 12;
        if (migrate) site.files.seller.migrate = { name: migrate };
      };
      const refused = buildSite(editSite(narrow()), siteV1.migrations);
      const plan = await planMigrations(store.database, refused.migrations, refused.entities);
      expect(findRisk(plan, 'tooLong')).toMatchObject({ count: long.length, resolution: null, examples: long.slice(0, 5).map(([id, value]) => ({ id, value })) });
      await expectRefused(store, refused, ['sellers']);

      const kept = buildSite(editSite(narrow({ keep: true })), refused.migrations);
      await applyMigrations(store.database, kept.migrations, kept.entities);
      expect(await readPairs(store, 'sellers', 'name')).toEqual(names);
      const api = await openSiteApi(store, kept, session);
      try {
        const [id, name] = long[0] as [string, string];
        await api.post(`/api/sellers/${id}/update`, { name });
        expect((await api.get(`/api/sellers/${id}`)).name).toBe(name);
        // A changed value is judged in full.
        expect((await api.call({ method: 'POST', url: `/api/sellers/${id}/update`, payload: { name: `${name}!` } })).statusCode).toBe(400);
      } finally {
        await api.close();
      }
    },
  },
  {
    name: 'new required fields without default (seller.country, seller.alias): missingValue; backfill (a constant, a {field} template) gets through',
    async run(copy, session) {
      const store = await copy();
      const names = await readPairs(store, 'sellers', 'name');
      const addFields = (migrate?: Json) => (site: SiteSchemas) => {
        const seller = site.files.seller;
        seller.fields.country = { type: 'string', title: 'País', minLength: 2, maxLength: 2 };
        seller.fields.alias = { type: 'string', title: 'Alias', maxLength: 300 };
        seller.required = ['name', 'country', 'alias'];
        if (migrate) seller.migrate = migrate;
      };
      const refused = buildSite(editSite(addFields()), siteV1.migrations);
      expect(refused.created?.steps.map((step) => step.kind === 'addField' && step.field)).toEqual(['country', 'alias']);
      const plan = await planMigrations(store.database, refused.migrations, refused.entities);
      expect(plan.steps.map((step) => step.risks.map((risk) => [risk.code, risk.count, risk.resolution]))).toEqual([[['missingValue', 30, null]], [['missingValue', 30, null]]]);
      await expectRefused(store, refused, ['sellers']);

      const decided = buildSite(editSite(addFields({ country: { backfill: 'EC' }, alias: { backfill: '{name} ({_id})' } })), refused.migrations);
      await applyMigrations(store.database, decided.migrations, decided.entities);
      expect(await readPairs(store, 'sellers', 'country')).toEqual(names.map(([id]) => [id, 'EC']));
      expect(await readPairs(store, 'sellers', 'alias')).toEqual(names.map(([id, name]) => [id, `${name as string} (${id})`]));
      expect(await readPairs(store, 'sellers', 'name')).toEqual(names);
    },
  },
  {
    name: 'new unique over duplicates (product.name): duplicates named; after the maintainer fixes them, it applies',
    async run(copy, session) {
      const store = await copy();
      const names = await readPairs(store, 'products', 'name');
      const groups = new Map<string, string[]>();
      for (const [id, name] of names) groups.set(name as string, [...(groups.get(name as string) ?? []), id]);
      const repeated = [...groups.values()].filter((ids) => ids.length > 1);
      const sharing = repeated.flat().sort();
      expect(repeated.length).toBeGreaterThan(1);

      const build = buildSite(editSite((site) => (site.files.product.fields.name.unique = true)), siteV1.migrations);
      expect(build.created?.steps).toEqual([{ kind: 'changeUnique', entity: 'product', table: 'products', from: [['code']], to: [['name'], ['code']] }]);
      const plan = await planMigrations(store.database, build.migrations, build.entities);
      const risk = findRisk(plan, 'duplicates');
      expect(risk).toMatchObject({ count: sharing.length, resolution: null });
      expect(risk.examples.map((example) => example.id).every((id) => sharing.includes(id))).toBe(true);
      expect(risk.way).toContain(`_id ${JSON.stringify(risk.examples[0]!.id)}`);
      await expectRefused(store, build, ['products']);

      // The maintainer renames the repeats through the admin (the rows the plan named), then applies the same build.
      const api = await openSiteApi(store, siteV1, session);
      try {
        for (const ids of repeated) {
          for (const [index, id] of ids.slice(1).entries()) await api.post(`/api/products/${id}/update`, { name: `${String(names.find(([row]) => row === id)![1])} (${index + 2})` });
        }
      } finally {
        await api.close();
      }
      expect(buildSite(editSite((site) => (site.files.product.fields.name.unique = true)), build.migrations).created).toBeNull();
      expect((await planMigrations(store.database, build.migrations, build.entities)).needsDecision).toBe(false);
      await applyMigrations(store.database, build.migrations, build.entities);
      const after = await openSiteApi(store, build, session);
      try {
        const [id, name] = (await readPairs(store, 'products', 'name'))[0]!;
        const response = await after.call({ method: 'POST', url: `/api/products/${names[1]![0]}/update`, payload: { name } });
        expect(id).not.toBe(names[1]![0]);
        expect(response.statusCode).toBe(409);
      } finally {
        await after.close();
      }
    },
  },
];

it('the cases start from the site’s migrations as its builds wrote them (generated/migrations), with nothing left to write', () => {
  const folder = new URL('../../generated/migrations/', import.meta.url);
  const written = readdirSync(folder).sort().map((file) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
  expect(written[0].name).toBe('0001_initial');
  expect(siteV1.migrations).toEqual(written);
  expect(siteV1.created).toBeNull();
});

for (const dialect of getTestDialects()) {
  describe(`${TITLE} [${dialect}]`, () => {
    let seeded: SeededSite;
    const copies: TestDatabase[] = [];
    // The whole site's demo data (some 10,000 rows), once per store; each case works on a copy.
    beforeAll(async () => {
      seeded = await createSeededSite(dialect);
    }, 30_000);
    afterEach(async () => {
      for (const store of copies.splice(0)) await store.dispose();
    });
    afterAll(async () => {
      await seeded?.dispose();
    });

    it.each(CASES)('$name', async ({ run }) => {
      await run(async () => {
        const store = await seeded.copy();
        copies.push(store);
        return store;
      }, seeded.session);
    }, 30_000);
  });
}
if (!process.env.TEST_DATABASE_URL) reportMissingPostgres(TITLE);
