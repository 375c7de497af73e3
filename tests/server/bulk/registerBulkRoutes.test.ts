// Bulk actions (issue 23.3) on both stores: the preview equals the outcome for a transition (rows in another state, a
// rule the new state breaks), a set (a rule failing, rows that already hold the value) and a delete (rows a restrict
// holds); a row edited while a job runs keeps the edit; ids or the list's filters; the grants, the row filters; the
// audit entries linked to the job's.
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { AppSchemaInput, EntitySchemaInput } from '../../../generator/index.js';
import { updateAdminAccess } from '../../../runtime/server/auth/createAdminAccount.js';
import { createSessionStore } from '../../../runtime/server/auth/index.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { JOB_AUDIT_IDS, readJobAuditChanges } from '../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { describeEachStore, injectAs, type TestRequestOptions, type TestResponse, type TestSession } from '../testStores.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/schemas');
const schemas = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json') && file !== 'app.json')
  .map((file) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as EntitySchemaInput);
const invoice = schemas.find((schema) => schema.entity === 'invoice')!;
invoice.grids!.invoices!.bulk = { delete: true, transitions: ['issue', 'check'], set: ['total', 'electronic', 'seller'] };
// A seller an invoice names cannot be deleted: the bulk delete's rows a restrict holds.
invoice.references!.seller!.onDelete = 'restrict';
schemas.find((schema) => schema.entity === 'seller')!.grids!.sellers!.bulk = { delete: true };
const appSchema = JSON.parse(readFileSync(path.join(FIXTURES, 'app.json'), 'utf8')) as AppSchemaInput;
const model = buildFixtureModel(schemas, {
  ...appSchema,
  roles: {
    admin: { label: 'Administrador', grants: [{ entity: '*', actions: ['*'] }] },
    clerk: { label: 'Atención', grants: [{ entity: 'invoice', actions: ['list', 'issue'] }] },
    biller: { label: 'Facturación', grants: [{ entity: 'invoice', actions: ['list', 'issue', 'update', 'bulk'], readOnly: ['total'], rowFilter: { seller: '$user.seller' } }] },
  },
  adminUsers: { firstRole: 'admin', fields: { seller: { title: 'Vendedor', reference: 'seller' } } },
});
const ACCOUNTS = [
  ['clerk@example.com', ['clerk'], null],
  ['vera@example.com', ['biller'], 'vera'],
] as const;

describeEachStore(
  'bulk actions',
  (store) => {
    let as: (who: string, options: TestRequestOptions) => Promise<TestResponse>;
    beforeAll(async () => {
      const db = store().database.db;
      const admin = await db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('_id', '=', store().admin.id).executeTakeFirstOrThrow();
      const sessions = new Map<string, TestSession>();
      for (const [email, roles] of ACCOUNTS) {
        const _id = `user-${email.split('@')[0]}`;
        await db.insertInto(SYSTEM_TABLES.adminUsers).values({ _id, email, passwordHash: admin.passwordHash, createdAt: admin.createdAt }).execute();
        await updateAdminAccess(store().database, _id, { roles: [...roles] });
        const { token, csrfToken } = await createSessionStore(store().database).create(_id);
        sessions.set(email, { cookie: token, csrfToken });
      }
      as = (who, options) => injectAs(store().server, sessions.get(who) ?? null, options);
    });

    beforeEach(async () => {
      const db = store().database.db;
      for (const seller of ['vera', 'otto', 'free']) await db.insertInto('sellers').values({ _id: seller, name: seller }).execute();
      for (const [email, , seller] of ACCOUNTS) await db.updateTable(SYSTEM_TABLES.adminUsers).set({ seller }).where('email', '=', email).execute();
      await db.deleteFrom(SYSTEM_TABLES.jobs).execute();
    });

    /** Invoices i0, i1, … with these states and sellers, created a minute apart (i0 the oldest). */
    async function addInvoices(rows: readonly (readonly [state: string, seller: string | null])[], from = 0) {
      const db = store().database.db;
      const values = rows.map(([state, seller], i) => ({
        _id: `i${String(from + i).padStart(5, '0')}`,
        voucherNumber: `V-${from + i}`,
        total: 10,
        state,
        seller,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, from + i)).toISOString(),
      }));
      for (let i = 0; i < values.length; i += 500) await db.insertInto('invoices').values(values.slice(i, i + 500)).execute();
    }
    const bulk = (payload: Record<string, unknown>, url = '/api/invoices/bulk') => store().request({ method: 'POST', url, payload });
    async function waitForJob(id: string, who?: string) {
      for (;;) {
        const response = who ? await as(who, { method: 'GET', url: `/api/jobs/${id}` }) : await store().request({ method: 'GET', url: `/api/jobs/${id}` });
        expect(response.statusCode, response.body).toBe(200);
        if (response.data.state !== 'running') return response.data;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    /** Runs what the preview answered; the job's report is the preview's, but for dryRun. */
    async function previewThenRun(payload: Record<string, unknown>, url?: string) {
      const preview = await bulk({ ...payload, dryRun: true }, url);
      expect(preview.statusCode, preview.body).toBe(200);
      const started = await bulk(payload, url);
      expect(started.statusCode, started.body).toBe(202);
      expect(started.data).toMatchObject({ state: 'running', total: preview.data.total });
      const job = await waitForJob(started.data._id);
      expect(job.state).toBe('done');
      expect(job.report).toEqual({ ...preview.data, dryRun: false });
      return { preview: preview.data, job };
    }
    const states = async () =>
      Object.fromEntries((await store().database.db.selectFrom('invoices').select(['_id', 'state']).orderBy('_id').execute()).map((row) => [row._id, row.state]));

    const cases = [
      {
        name: 'a transition: rows in another state, and one whose new state breaks a rule (a seller required once Facturada), stay',
        rows: [['Pendiente', 'vera'], ['Pendiente', 'otto'], ['Pendiente', null], ['Facturada', 'vera'], ['Finalizada', 'otto']] as const,
        payload: { action: 'issue', where: {} },
        changed: 2,
        reasons: { 'Está en «Facturada»; la acción solo se aplica desde «Pendiente».': ['i00003'], 'Está en «Finalizada»; la acción solo se aplica desde «Pendiente».': ['i00004'] },
        rule: ['i00002'],
        after: { i00000: 'Facturada', i00001: 'Facturada', i00002: 'Pendiente', i00003: 'Facturada', i00004: 'Finalizada' },
      },
      {
        name: 'a set over the list\'s tab: a row the rule refuses (no seller once Facturada) and rows already holding the value stay',
        rows: [['Facturada', 'vera'], ['Facturada', 'otto'], ['Pendiente', 'vera'], ['Facturada', 'vera']] as const,
        payload: { action: 'set', set: { seller: 'otto' }, where: { state: 'Facturada' } },
        changed: 2,
        reasons: { 'Ya tiene ese valor.': ['i00001'] },
        rule: [],
        after: { i00000: 'Facturada', i00001: 'Facturada', i00002: 'Pendiente', i00003: 'Facturada' },
      },
    ];
    for (const testCase of cases) {
      it(`preview equals outcome: ${testCase.name}`, async () => {
        await addInvoices(testCase.rows);
        const { preview } = await previewThenRun(testCase.payload);
        expect(preview.changed).toBe(testCase.changed);
        const byReason = Object.fromEntries(preview.notChanged.map((group: { reason: string; ids: string[] }) => [group.reason, group.ids]));
        for (const [reason, ids] of Object.entries(testCase.reasons)) expect(byReason[reason]).toEqual(ids);
        // Each named row also by the label the entity's rows are known by (an invoice's voucher number), in the ids' order.
        for (const group of preview.notChanged as { ids: string[]; labels: string[] }[]) expect(group.labels).toEqual(group.ids.map((id) => `V-${Number(id.slice(1))}`));
        for (const id of testCase.rule) expect(Object.entries(byReason).find(([, ids]) => ids.includes(id))?.[0]).toMatch(/Vendedor/);
        expect(await states()).toEqual(testCase.after);
      });
    }

    it('preview equals outcome over several chunks (PostgreSQL writes two at once): counts, reasons and their first ids in selection order', async () => {
      // Every 200th invoice already Facturada: each chunk has rows that stay, and the reason's ids (at most 20) span the chunks.
      await addInvoices(Array.from({ length: 3500 }, (_, i) => [i % 200 === 0 ? 'Facturada' : 'Pendiente', 'vera'] as const));
      const { preview, job } = await previewThenRun({ action: 'issue', where: {} });
      expect(preview).toMatchObject({ total: 3500, changed: 3482, unchanged: 18 });
      expect(preview.notChanged[0].ids).toHaveLength(18);
      expect(job).toMatchObject({ done: 3500, changed: 3482, unchanged: 18 });
      const facturadas = Object.values(await states()).filter((state) => state === 'Facturada');
      expect(facturadas).toHaveLength(3500);
      // Each chunk wrote its rows and their entries in one statement on PostgreSQL: every entry is there, and the counts
      // the triggers of both tables keep agree with the rows.
      const db = store().database.db;
      const entries = await db.selectFrom(SYSTEM_TABLES.auditLog).select(['recordId', 'action']).where('job', '=', job._id).execute();
      expect(entries.filter((entry) => entry.action === 'transition')).toHaveLength(3482);
      expect(new Set(entries.map((entry) => entry.recordId)).size).toBe(3483);
      const kept = await db.selectFrom('admin_value_counts').select(['value', 'row_count']).where('table_name', '=', 'invoices').where('field', '=', 'state').where('value', '<>', '*').execute();
      const counted = await db.selectFrom('invoices').select(['state', db.fn.countAll().as('n')]).groupBy('state').execute();
      expect(Object.fromEntries(kept.filter((row) => Number(row.row_count) > 0).map((row) => [row.value, Number(row.row_count)]))).toEqual(Object.fromEntries(counted.map((row) => [`v:${row.state}`, Number(row.n)])));
      const auditRows = await db.selectFrom('admin_row_counts').select('row_count').where('table_name', '=', SYSTEM_TABLES.auditLog).executeTakeFirstOrThrow();
      const auditCount = await db.selectFrom(SYSTEM_TABLES.auditLog).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(auditRows.row_count)).toBe(Number(auditCount.n));
    });

    it('a set that breaks the rule on some rows: those stay, with the rule as the reason', async () => {
      await addInvoices([['Facturada', 'vera'], ['Pendiente', 'vera'], ['Pendiente', null]]);
      const { preview } = await previewThenRun({ action: 'set', set: { seller: null }, ids: ['i00000', 'i00001', 'i00002'] });
      expect(preview).toMatchObject({ total: 3, changed: 1, unchanged: 2 });
      expect(preview.notChanged.map((group: { reason: string }) => group.reason)).toEqual([expect.stringMatching(/Vendedor/), 'Ya tiene ese valor.']);
      const sellers = await store().database.db.selectFrom('invoices').select(['_id', 'seller']).orderBy('_id').execute();
      expect(sellers.map((row) => row.seller)).toEqual(['vera', null, null]);
    });

    it('preview equals outcome: a delete leaves the rows a restrict holds (a seller an invoice names)', async () => {
      await addInvoices([['Pendiente', 'vera']]);
      const { preview } = await previewThenRun({ action: 'delete', where: {} }, '/api/sellers/bulk');
      expect(preview).toMatchObject({ total: 3, changed: 2, unchanged: 1 });
      expect(preview.notChanged).toEqual([{ reason: expect.stringMatching(/factura/i), count: 1, ids: ['vera'], labels: ['vera'] }]);
      expect((await store().database.db.selectFrom('sellers').select('_id').execute()).map((row) => row._id)).toEqual(['vera']);
    });

    it('ids act on those rows only; an unknown id is reported gone; neither or both of ids and where is a 400', async () => {
      await addInvoices([['Pendiente', 'vera'], ['Pendiente', 'vera'], ['Pendiente', 'vera']]);
      const { preview } = await previewThenRun({ action: 'issue', ids: ['i00000', 'i00002', 'nope'] });
      // A row no longer there has no label: the id names it.
      expect(preview).toMatchObject({ total: 3, changed: 2, notChanged: [{ reason: 'Ya no existe.', count: 1, ids: ['nope'], labels: [null] }] });
      expect(await states()).toEqual({ i00000: 'Facturada', i00001: 'Pendiente', i00002: 'Facturada' });
      for (const payload of [{ action: 'issue' }, { action: 'issue', ids: ['i00001'], where: {} }]) {
        const response = await bulk({ ...payload, dryRun: true });
        expect([response.statusCode, response.data.field]).toEqual([400, 'ids']);
      }
      const unknown = await bulk({ action: 'archive', ids: ['i00001'], dryRun: true });
      expect(unknown.statusCode).toBe(400);
      const badWhere = await bulk({ action: 'issue', where: { channel: 'x' }, dryRun: true });
      expect([badWhere.statusCode, badWhere.data.field]).toEqual([400, 'where.channel']);
    });

    it("where takes the list's query parameters as the list reads them (text typed), filters and tabs", async () => {
      await addInvoices([['Pendiente', 'vera'], ['Pendiente', 'otto'], ['Facturada', 'otto']]);
      const db = store().database.db;
      await db.updateTable('invoices').set({ channel: 1 }).where('_id', '=', 'i00001').execute();
      const preview = await bulk({ action: 'issue', where: { state: 'Pendiente', channel: '1' }, dryRun: true });
      expect(preview.data).toMatchObject({ total: 1, changed: 1 });
      const voucher = await bulk({ action: 'issue', where: { voucherNumber: 'V-2' }, dryRun: true });
      expect(voucher.data).toMatchObject({ total: 1, changed: 0 });
    });

    it('a row edited while the job runs keeps the edit, and a stale save after it is refused (412), never lost', async () => {
      await addInvoices(Array.from({ length: 3000 }, () => ['Facturada', 'vera'] as const));
      const before = await store().request({ method: 'GET', url: '/api/invoices?voucherNumber=V-2999' });
      const edited = before.data.data[0];
      const started = await bulk({ action: 'set', set: { total: 99 }, where: {} });
      expect(started.statusCode).toBe(202);
      // Meanwhile, another user moves one invoice on (its state is not what the job sets).
      const check = await store().request({ method: 'POST', url: `/api/invoices/${edited._id}/check`, headers: { 'if-match': '*' } });
      expect(check.statusCode, check.body).toBe(200);
      const job = await waitForJob(started.data._id);
      expect(job).toMatchObject({ state: 'done', total: 3000, changed: 3000, done: 3000 });
      const row = await store().database.db.selectFrom('invoices').selectAll().where('_id', '=', edited._id).executeTakeFirstOrThrow();
      expect([row.state, Number(row.total)]).toEqual(['Finalizada', 99]);
      // A save made on the version read before the job is refused: the job's change is not overwritten unseen.
      const stale = await store().request({ method: 'POST', url: `/api/invoices/${edited._id}/check`, headers: { 'if-match': `"${edited._version}"` } });
      expect(stale.statusCode).toBe(412);
    });

    it('a job judges each row as it is when its chunk runs: a row moved on after the preview is reported, not overwritten', async () => {
      await addInvoices([['Pendiente', 'vera'], ['Pendiente', 'vera']]);
      const preview = await bulk({ action: 'issue', where: { state: 'Pendiente' }, dryRun: true });
      expect(preview.data.changed).toBe(2);
      await store().database.db.updateTable('invoices').set({ state: 'Finalizada' }).where('_id', '=', 'i00001').execute();
      const started = await bulk({ action: 'issue', ids: ['i00000', 'i00001'] });
      const job = await waitForJob(started.data._id);
      expect(job.report).toMatchObject({ changed: 1, notChanged: [{ reason: 'Está en «Finalizada»; la acción solo se aplica desde «Pendiente».', ids: ['i00001'], labels: ['V-1'] }] });
      expect(await states()).toEqual({ i00000: 'Facturada', i00001: 'Finalizada' });
    });

    it('each changed row gets its audit entry naming the job, and the job one entry with its counts; the history lists them by job', async () => {
      await addInvoices([['Pendiente', 'vera'], ['Pendiente', 'vera'], ['Facturada', 'vera']]);
      const { job } = await previewThenRun({ action: 'issue', where: {} });
      const entries = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).selectAll().where('entity', '=', 'invoice').orderBy('recordId').execute();
      const changes = entries.map((entry) => [entry.action, entry.recordId, entry.job, JSON.parse(String(entry.changes))]);
      expect(changes).toEqual([
        ['bulk', '', job._id, { action: { to: 'issue' }, total: { to: 3 }, changed: { to: 2 }, unchanged: { to: 1 }, where: { to: {} } }],
        ['transition', 'i00000', job._id, { state: { from: 'Pendiente', to: 'Facturada' } }],
        ['transition', 'i00001', job._id, { state: { from: 'Pendiente', to: 'Facturada' } }],
      ]);
      // The history by job: the job's entry and its rows', newest first (GET /audit/jobs/{job}); an entry of no job is not in it.
      await store().request({ method: 'POST', url: '/api/invoices/i00002/check', headers: { 'if-match': '*' } });
      const byJob = await store().request({ method: 'GET', url: `/api/audit/jobs/${job._id}` });
      expect(byJob.statusCode, byJob.body).toBe(200);
      expect(byJob.data.data.map((entry: { action: string; recordId: string }) => `${entry.action} ${entry.recordId}`).sort()).toEqual(['bulk ', 'transition i00000', 'transition i00001']);
      expect(byJob.data.itemsCount).toBe(3);
    });

    it("the job's own entry says what it ran on: the list's filters as typed (a reference filter's row label beside), or the ids (the first ones, and how many), and a set's values", async () => {
      await addInvoices([['Pendiente', 'vera'], ['Pendiente', 'otto'], ['Facturada', 'vera']]);
      const jobEntry = async (id: string) => {
        const entry = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).selectAll().where('job', '=', id).where('action', '=', 'bulk').executeTakeFirstOrThrow();
        return readJobAuditChanges(entry.changes);
      };
      const byWhere = await previewThenRun({ action: 'issue', where: { state: 'Pendiente', seller: 'vera' } });
      expect(await jobEntry(byWhere.job._id)).toEqual({ action: 'issue', total: 1, changed: 1, unchanged: 0, where: { state: 'Pendiente', seller: 'vera' }, ids: null, idCount: null, set: null, labels: { seller: 'vera' }, setLabels: null });
      const ids = Array.from({ length: JOB_AUDIT_IDS + 5 }, (_, i) => (i < 3 ? `i0000${i}` : `gone${i}`));
      const bySet = await previewThenRun({ action: 'set', ids, set: { total: 25 } });
      expect(await jobEntry(bySet.job._id)).toEqual({ action: 'set', total: ids.length, changed: 3, unchanged: ids.length - 3, where: null, ids: ids.slice(0, JOB_AUDIT_IDS), idCount: ids.length, set: { total: 25 }, labels: null, setLabels: null });
      // A set of a reference keeps its row's label beside the id.
      const bySeller = await previewThenRun({ action: 'set', ids: ['i00000'], set: { seller: 'otto' } });
      expect(await jobEntry(bySeller.job._id)).toMatchObject({ set: { seller: 'otto' }, setLabels: { seller: 'otto' } });
    });

    it('grants: bulk and the action own are both needed (403, audited); hidden or read-only fields cannot be set; row filters limit the rows', async () => {
      await addInvoices([['Pendiente', 'vera'], ['Pendiente', 'otto'], ['Pendiente', 'vera']]);
      const clerk = await as('clerk@example.com', { method: 'POST', url: '/api/invoices/bulk', payload: { action: 'issue', where: {}, dryRun: true } });
      expect(clerk.statusCode).toBe(403);
      const vera = (payload: Record<string, unknown>) => as('vera@example.com', { method: 'POST', url: '/api/invoices/bulk', payload });
      const noDelete = await vera({ action: 'delete', where: {}, dryRun: true });
      expect([noDelete.statusCode, noDelete.data.error]).toEqual([403, expect.stringMatching(/Eliminar/)]);
      const readOnly = await vera({ action: 'set', set: { total: 5 }, where: {}, dryRun: true });
      expect([readOnly.statusCode, readOnly.data.field]).toEqual([400, 'total']);
      const preview = await vera({ action: 'issue', where: {}, dryRun: true });
      expect(preview.data).toMatchObject({ total: 2, changed: 2 });
      const started = await vera({ action: 'issue', ids: ['i00000', 'i00001', 'i00002'] });
      expect(started.statusCode).toBe(202);
      const job = await waitForJob(started.data._id, 'vera@example.com');
      // Otto's invoice is out of Vera's reach: not in the selection at all.
      expect(job.report).toMatchObject({ total: 2, changed: 2 });
      expect(await states()).toEqual({ i00000: 'Facturada', i00001: 'Pendiente', i00002: 'Facturada' });
      // Another user's job is not found.
      expect((await as('clerk@example.com', { method: 'GET', url: `/api/jobs/${started.data._id}` })).statusCode).toBe(404);
      const denied = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).select(['action', 'changes']).where('action', '=', 'denied').execute();
      expect(denied.map((entry) => Object.keys(JSON.parse(String(entry.changes)))[0])).toEqual(expect.arrayContaining(['bulk', 'delete']));
    });
  },
  { entities: model.entities, app: model.app },
);
