// Row versions: every answered row carries `_version` (get: also as ETag); update, inline edit, delete and transition
// change a row only at the version the request names (If-Match, or a row body's `_version`): a stale one is a 412
// with the current row and changes nothing, none a 428. The store keeps the version, whoever writes.
import { sql } from 'kysely';
import { createLearningApi, type Row } from '../fixtures/createLearningApi.js';
import { learningApp, learningEntities } from '../fixtures/learningEntities.js';
import { describeEachStore, ifMatch } from '../testStores.js';

const STALE = 'Otra persona cambió este registro mientras lo editaba.';

describeEachStore(
  'row versions',
  (store) => {
    const api = createLearningApi(store);
    const get = async (url: string) => (await store().request({ method: 'GET', url })).data as Row;
    const put = (url: string, payload: unknown, headers: Record<string, string> = {}) => store().request({ method: 'PUT', url, payload: payload as Record<string, unknown>, headers });
    const versionOf = async (table: string, id: string) => Number((await store().database.db.selectFrom(table).select('_version').where('_id', '=', id).executeTakeFirstOrThrow())._version);

    it('a new row is at 1: get answers it as a strong ETag and in the row, lists carry it per row', async () => {
      const content = await api.content('Álgebra');
      expect(content._version).toBe(1);
      const response = await store().request({ method: 'GET', url: `/api/contents/${content._id}` });
      expect(response.headers.etag).toBe('"1"');
      expect(response.data._version).toBe(1);
      expect((await api.list('/api/contents')).data.map((row) => row._version)).toEqual([1]);
    });

    it('an update at the current version answers the row at the next one (ETag too); saving the same values leaves it', async () => {
      const content = await api.content('Geometría');
      const saved = await put(`/api/contents/${content._id}/update`, { nombre: 'Geometría plana' }, ifMatch(content));
      expect(saved.statusCode).toBe(200);
      expect(saved.headers.etag).toBe('"2"');
      expect(saved.data).toMatchObject({ nombre: 'Geometría plana', _version: 2 });
      // What an inline edit sends: every writable field, here unchanged.
      const same = await put(`/api/contents/${content._id}/update`, { nombre: 'Geometría plana', publicado: false, parent: null }, ifMatch(saved.data));
      expect(same.statusCode).toBe(200);
      expect(same.data._version).toBe(2);
    });

    it('a stale version is a 412 with the current row (labels included) and changes nothing', async () => {
      const user = await api.user('Ana');
      const comment = await api.comment(user._id);
      const theirs = await put(`/api/comments/${comment._id}/update`, { description: 'Cambiado por otra persona' }, ifMatch(comment));
      expect(theirs.statusCode).toBe(200);
      const mine = await put(`/api/comments/${comment._id}/update`, { description: 'Mi cambio' }, ifMatch(comment));
      expect(mine.statusCode).toBe(412);
      expect(mine.data).toEqual({ error: STALE, current: { ...theirs.data, $labels: comment.$labels } });
      expect((await get(`/api/comments/${comment._id}`)).description).toBe('Cambiado por otra persona');
      // Overwriting: the same change at the version the 412 named.
      const overwrite = await put(`/api/comments/${comment._id}/update`, { description: 'Mi cambio' }, ifMatch(mine.data.current));
      expect(overwrite.statusCode).toBe(200);
      expect(overwrite.data).toMatchObject({ description: 'Mi cambio', _version: 3 });
    });

    it('a body echoing the listed row’s $labels and _version is taken: the version is the If-Match’s', async () => {
      const content = await api.content('Estadística');
      const echoed = await put(`/api/contents/${content._id}/update`, { nombre: 'Estadística I', $labels: content.$labels, _version: 1 }, ifMatch(content));
      expect(echoed.statusCode).toBe(200);
      expect(echoed.data).toMatchObject({ nombre: 'Estadística I', _version: 2 });
      expect((await put(`/api/contents/${content._id}/update`, { nombre: 'Estadística II', _version: 2 })).statusCode).toBe(428);
    });

    it('a stale version is a 412 before the body is judged; a weak or malformed tag never matches; * matches any', async () => {
      const content = await api.content('Trigonometría');
      expect((await put(`/api/contents/${content._id}/update`, { nombre: '' }, { 'if-match': '"7"' })).statusCode).toBe(412);
      expect((await put(`/api/contents/${content._id}/update`, { nombre: 'x' }, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
      expect((await put(`/api/contents/${content._id}/update`, { nombre: 'x' }, { 'if-match': '1' })).statusCode).toBe(412);
      const listed = await put(`/api/contents/${content._id}/update`, { nombre: 'Lista' }, { 'if-match': '"9", "1"' });
      expect(listed.statusCode).toBe(200);
      const any = await put(`/api/contents/${content._id}/update`, { nombre: 'Cualquiera' }, { 'if-match': '*' });
      expect(any.statusCode).toBe(200);
      expect(any.data._version).toBe(3);
    });

    it('a change without a version is a 428 and changes nothing; an unknown id is a 404 first', async () => {
      const content = await api.content('Cálculo');
      const missing = await put(`/api/contents/${content._id}/update`, { nombre: 'Sin versión' });
      expect(missing.statusCode).toBe(428);
      expect(missing.data.error).toMatch(/^Falta la versión del registro \(If-Match\)/);
      expect((await get(`/api/contents/${content._id}`))).toMatchObject({ nombre: 'Cálculo', _version: 1 });
      expect((await put('/api/contents/abcdefabcdefabcdefabcdef/update', { nombre: 'x' })).statusCode).toBe(404);
      const { _version: _dropped, ...withoutVersion } = content;
      expect((await put(`/api/contents/${content._id}`, withoutVersion)).statusCode).toBe(428);
      expect((await store().request({ method: 'POST', url: '/api/invoices/abcdefabcdefabcdefabcdef/issue' })).statusCode).toBe(404);
    });

    it('a delete takes the version as If-Match or as the row body’s _version: stale 412 (the row stays), current 200', async () => {
      const first = await api.content('Primero');
      const second = await api.content('Segundo');
      await put(`/api/contents/${first._id}/update`, { nombre: 'Primero bis' }, ifMatch(first));
      const staleBody = await put(`/api/contents/${first._id}`, first);
      expect(staleBody.statusCode).toBe(412);
      expect(staleBody.data.current).toMatchObject({ _id: first._id, nombre: 'Primero bis', _version: 2 });
      const staleHeader = await put(`/api/contents/${second._id}`, second, { 'if-match': '"5"' });
      expect(staleHeader.statusCode).toBe(412); // The header wins over the body.
      expect(await api.names('/api/contents')).toEqual(['Primero bis', 'Segundo']);
      expect((await put(`/api/contents/${first._id}`, staleBody.data.current)).statusCode).toBe(200);
      // The first one's delete moved the second up a position: a change of the row, so a new version.
      expect((await put(`/api/contents/${second._id}`, {}, ifMatch(second))).statusCode).toBe(412);
      expect((await put(`/api/contents/${second._id}`, {}, ifMatch(await get(`/api/contents/${second._id}`)))).statusCode).toBe(200);
      expect(await api.count('contents')).toBe(0);
    });

    it('a transition at a stale version is a 412 naming the current row; without one a 428; at the current one 200 with its ETag', async () => {
      const invoice = await api.invoice('Distribuidora Andina');
      const post = (headers: Record<string, string> = {}) => store().request({ method: 'POST', url: `/api/invoices/${invoice._id}/issue`, headers });
      expect((await post()).statusCode).toBe(428);
      const stale = await post({ 'if-match': '"2"' });
      expect(stale.statusCode).toBe(412);
      expect(stale.data.current).toMatchObject({ state: 'Pendiente', _version: 1 });
      const issued = await post(ifMatch(invoice));
      expect(issued.statusCode).toBe(200);
      expect(issued.headers.etag).toBe('"2"');
      expect(issued.data).toMatchObject({ state: 'Facturada', _version: 2 });
      // A second issue at the old version: the row changed, so 412 (not the 409 of the state, judged after).
      expect((await post(ifMatch(invoice))).statusCode).toBe(412);
      expect((await post(ifMatch(issued.data))).statusCode).toBe(409);
    });

    it('two concurrent updates at the same version: exactly one 200 and one 412; of ten, one 200 and nine 412', async () => {
      const content = await api.content('Concurrido');
      const pair = await Promise.all(['Ana', 'Luis'].map((name) => put(`/api/contents/${content._id}/update`, { nombre: name }, ifMatch(content))));
      expect(pair.map((response) => response.statusCode).sort()).toEqual([200, 412]);
      const winner = pair.find((response) => response.statusCode === 200)!;
      expect(pair.find((response) => response.statusCode === 412)!.data.current).toMatchObject({ nombre: winner.data.nombre, _version: 2 });
      const ten = await Promise.all(Array.from({ length: 10 }, (_, index) => put(`/api/contents/${content._id}/update`, { nombre: `Vez ${index}` }, ifMatch(winner.data))));
      const statuses = ten.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 412)).toHaveLength(9);
      expect(await get(`/api/contents/${content._id}`)).toMatchObject({ _version: 3 });
    });

    it('two concurrent deletes, or a delete and an update, at the same version: exactly one goes through', async () => {
      const content = await api.content('Disputado');
      const [update, remove] = await Promise.all([
        put(`/api/contents/${content._id}/update`, { nombre: 'Cambiado' }, ifMatch(content)),
        put(`/api/contents/${content._id}`, content),
      ]);
      expect([update.statusCode, remove.statusCode].filter((status) => status === 200)).toHaveLength(1);
      expect([update.statusCode, remove.statusCode].filter((status) => status === 412 || status === 404)).toHaveLength(1);
    });

    it('the store keeps the version whoever writes: SQL by hand, a move of a neighbour, a delete closing a gap', async () => {
      const first = await api.content('Uno');
      const second = await api.content('Dos');
      const third = await api.content('Tres');
      await sql`update contents set nombre = ${'Uno a mano'} where _id = ${first._id}`.execute(store().database.db);
      expect(await versionOf('contents', first._id)).toBe(2);
      const stale = await put(`/api/contents/${first._id}/update`, { nombre: 'Uno' }, ifMatch(first));
      expect(stale.statusCode).toBe(412);
      expect(stale.data.current).toMatchObject({ nombre: 'Uno a mano', _version: 2 });
      // Moving the second up swaps it with the first: both change.
      expect((await store().request({ method: 'GET', url: `/api/contents/${second._id}/up` })).statusCode).toBe(200);
      expect([await versionOf('contents', first._id), await versionOf('contents', second._id)]).toEqual([3, 2]);
      // Deleting the second moves the third up a position.
      expect((await put(`/api/contents/${second._id}`, {}, { 'if-match': '"2"' })).statusCode).toBe(200);
      expect(await get(`/api/contents/${third._id}`)).toMatchObject({ posicion: 2, _version: 2 });
      // Every UPDATE counts, even one that writes the values the row holds (the endpoints write only what changes).
      await sql`update contents set nombre = ${'Tres'} where _id = ${third._id}`.execute(store().database.db);
      expect(await versionOf('contents', third._id)).toBe(3);
    });
  },
  { entities: learningEntities, app: learningApp },
);
