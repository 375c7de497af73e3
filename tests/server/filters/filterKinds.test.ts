// Every filter kind over HTTP on both stores, with its bad values, plus the tab parameter of a grid with tabs.
import { writeRow } from '../../../runtime/server/storage/index.js';
import { createLearningApi } from '../fixtures/createLearningApi.js';
import { invoiceEntity, learningApp, learningEntities, userEntity } from '../fixtures/learningEntities.js';
import { describeEachStore, ifMatch, type TestStore } from '../testStores.js';

let counter = 0;
/** Inserts a row as stored, for values the API sets itself (creation dates). */
async function insert(store: TestStore, entity: typeof userEntity, record: Record<string, unknown>) {
  const _id = `f${String(++counter).padStart(23, '0')}`;
  await store.database.db.insertInto(entity.table).values(writeRow(store.dialect, entity, { _id, ...record })).execute();
  return _id;
}

describeEachStore(
  'filter kinds',
  (store) => {
    const api = createLearningApi(store);
    const get = (url: string) => store().request({ method: 'GET', url });
    const ids = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      return (response.data.data as { _id: string }[]).map((row) => row._id).sort();
    };

    it('boolean: true and false select, absent is everything, anything else is a 400', async () => {
      const pro = await api.user('Ana Pérez', { pro: true });
      const free = await api.user('Luis Rojas');
      expect(await ids('/api/users?pro=true')).toEqual([pro._id]);
      expect(await ids('/api/users?pro=false')).toEqual([free._id]);
      expect(await ids('/api/users?pro=')).toEqual([pro._id, free._id].sort());
      for (const bad of ['yes', '1', 'TRUE']) {
        const response = await get(`/api/users?pro=${bad}`);
        expect(response.statusCode).toBe(400);
        expect(response.data).toMatchObject({ field: 'pro', error: 'El parámetro «pro» debe ser «true» o «false».' });
      }
    });

    it('select: the value is typed like the field, the `all` option is no constraint, other values are 400', async () => {
      const user = await api.user('Ana Pérez');
      const comment = await api.comment(user._id, { type: 0 });
      const solution = await api.comment(user._id, { type: 1 });
      expect(await ids('/api/comments?type=0')).toEqual([comment._id]);
      expect(await ids('/api/comments?type=1')).toEqual([solution._id]);
      expect(await ids('/api/comments?type=2')).toEqual([comment._id, solution._id].sort());
      for (const bad of ['3', 'abc', '0.5']) {
        const response = await get(`/api/comments?type=${bad}`);
        expect(response.statusCode).toBe(400);
        expect(response.data).toMatchObject({ field: 'type', error: `El valor «${bad}» no es válido para «type». Valores permitidos: 0, 1, 2.` });
      }
      const ec = await api.invoice('Andina', { country: 'EC' });
      await api.invoice('Cóndor', { country: 'PE' });
      expect(await ids('/api/invoices?country=EC')).toEqual([ec._id]);
      expect((await get('/api/invoices?country=AR')).statusCode).toBe(400);
    });

    it('reference: equality on the id', async () => {
      const [ana, luis] = [await api.user('Ana Pérez'), await api.user('Luis Rojas')];
      const mine = await api.comment(ana._id);
      await api.comment(luis._id);
      expect(await ids(`/api/comments?user=${ana._id}`)).toEqual([mine._id]);
      expect(await ids('/api/comments?user=abcdefabcdefabcdefabcdef')).toEqual([]);
      const content = await api.content('Historia');
      const question = await api.question(content._id, '¿Quién?');
      expect(await ids(`/api/questions?content=${content._id}`)).toEqual([question._id]);
    });

    it('dateRange on a date-time: from inclusive, to exclusive, offsets read as instants', async () => {
      const before = await insert(store(), userEntity, { email: 'a@correo.ec', nombre: 'Antes', createdAt: '2026-06-01T04:59:59.999Z' });
      const atFrom = await insert(store(), userEntity, { email: 'b@correo.ec', nombre: 'Desde', createdAt: '2026-06-01T05:00:00.000Z' });
      const inside = await insert(store(), userEntity, { email: 'c@correo.ec', nombre: 'Dentro', createdAt: '2026-06-01T23:30:00.000Z' });
      const atTo = await insert(store(), userEntity, { email: 'd@correo.ec', nombre: 'Hasta', createdAt: '2026-06-02T05:00:00.000Z' });
      const range = 'createdAt[from]=2026-06-01T05:00:00.000Z&createdAt[to]=2026-06-02T05:00:00.000Z';
      expect(await ids(`/api/users?${range}`)).toEqual([atFrom, inside].sort());
      expect(await ids(`/api/users?createdAt[from]=${encodeURIComponent('2026-06-01T00:00:00-05:00')}&createdAt[to]=${encodeURIComponent('2026-06-02T00:00:00-05:00')}`)).toEqual(
        [atFrom, inside].sort(),
      );
      expect(await ids('/api/users?createdAt[from]=2026-06-01T05:00:00.000Z')).toEqual([atFrom, inside, atTo].sort());
      expect(await ids('/api/users?createdAt[to]=2026-06-01T05:00:00.000Z')).toEqual([before]);
      expect(await ids('/api/users?createdAt[from]=&createdAt[to]=')).toHaveLength(4);
      // Works with the other parameters of a grid request.
      const page = await get(`/api/users?${range}&pageIndex=1&pageSize=1&sortField=createdAt&sortOrder=asc`);
      expect(page.data).toMatchObject({ itemsCount: 2, data: [{ _id: atFrom }] });
    });

    it('a date-time sent with an offset is stored as a UTC instant, so it filters like the others', async () => {
      const id = await insert(store(), userEntity, { email: 'e@correo.ec', nombre: 'Zona', createdAt: '2026-06-01T00:00:00-05:00' });
      expect(await ids('/api/users?createdAt[from]=2026-06-01T05:00:00.000Z&createdAt[to]=2026-06-01T05:00:00.001Z')).toEqual([id]);
    });

    it('dateRange on a date: the bounds’ calendar days, whatever the administrator’s zone', async () => {
      const may31 = await insert(store(), invoiceEntity, { voucherNumber: '1', name: 'A', state: 'Pendiente', issuedOn: '2026-05-31' });
      const june1 = await insert(store(), invoiceEntity, { voucherNumber: '2', name: 'B', state: 'Pendiente', issuedOn: '2026-06-01' });
      const june2 = await insert(store(), invoiceEntity, { voucherNumber: '3', name: 'C', state: 'Pendiente', issuedOn: '2026-06-02' });
      // "Hoy" on June 1 in Quito (UTC-5), in Madrid (UTC+2), with an explicit offset, and as bare dates.
      for (const [from, to] of [
        ['2026-06-01T05:00:00.000Z', '2026-06-02T05:00:00.000Z'],
        ['2026-05-31T22:00:00.000Z', '2026-06-01T22:00:00.000Z'],
        ['2026-06-01T00:00:00+02:00', '2026-06-02T00:00:00+02:00'],
        ['2026-06-01', '2026-06-02'],
      ]) {
        expect(await ids(`/api/invoices?issuedOn[from]=${encodeURIComponent(from!)}&issuedOn[to]=${encodeURIComponent(to!)}`)).toEqual([june1]);
      }
      expect(await ids('/api/invoices?issuedOn[from]=2026-06-01')).toEqual([june1, june2].sort());
      expect(await ids('/api/invoices?issuedOn[to]=2026-06-01')).toEqual([may31]);
    });

    it.each([
      ['not a date', 'createdAt[from]=ayer', 'createdAt[from]'],
      ['an impossible day', 'createdAt[to]=2026-02-30T00:00:00Z', 'createdAt[to]'],
      ['an impossible hour', 'createdAt[from]=2026-06-01T25:00:00Z', 'createdAt[from]'],
      ['a plain value', 'createdAt=2026-06-01', 'createdAt'],
      ['another bound name', 'createdAt[desde]=2026-06-01', 'createdAt[desde]'],
      ['a repeated bound', 'createdAt[from]=2026-06-01&createdAt[from]=2026-06-02', 'createdAt[from]'],
    ])('dateRange rejects %s with a 400 naming the parameter', async (_case, query, field) => {
      const response = await get(`/api/users?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.data.field).toBe(field);
      expect(response.data.error).toMatch(/createdAt/);
    });

    it('tabs: the tab field is an equality parameter limited to the tab values', async () => {
      const pending = await api.invoice('Andina');
      const condor = await api.invoice('Cóndor');
      const issued = (await store().request({ method: 'POST', url: `/api/invoices/${condor._id}/issue`, headers: ifMatch(condor) })).data;
      expect(pending.state).toBe('Pendiente');
      expect(await ids('/api/invoices?state=Pendiente')).toEqual([pending._id]);
      expect(await ids('/api/invoices?state=Facturada&name=cóndor')).toEqual([issued._id]);
      expect(await ids('/api/invoices?state=Finalizada')).toEqual([]);
      expect(await ids('/api/invoices')).toEqual([pending._id, issued._id].sort());
      const bad = await get('/api/invoices?state=pending');
      expect(bad.statusCode).toBe(400);
      expect(bad.data.field).toBe('state');
      // Lists without tabs do not accept the parameter.
      expect((await get('/api/users?state=Pendiente')).statusCode).toBe(400);
    });
  },
  { entities: learningEntities, app: learningApp },
);
