// The course site's imports (its users by email, its questions, with their options as lines), on both stores: the
// file import of runImport (tests/server/import/runImport.test.ts) on this site's own entities, roles and texts.
import { beforeEach, expect, it } from 'vitest';
import { updateAdminAccess } from '../../runtime/server/auth/createAdminAccount.js';
import { loadGenerated } from '../../runtime/server/loadGenerated.js';
import { createSessionStore } from '../../runtime/server/auth/index.js';
import { SYSTEM_TABLES } from '../../runtime/server/storage/index.js';
import { describeEachStore, injectAs } from '../server/testStores.js';

const csv = (lines: readonly string[]) => Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');

const site = await loadGenerated();
const USER_HEADER = 'Correo electrónico;Nombre;Facebook;Pro';

describeEachStore(
  'import on the site: users by email',
  (store) => {
    const post = (lines: readonly string[], query: string) =>
      store().request({ method: 'POST', url: `/api/users/import?${query}`, payload: csv(lines), headers: { 'content-type': 'text/csv' } });
    const users = () => store().database.db.selectFrom('users').selectAll().orderBy('email').execute();

    beforeEach(async () => {
      const pro = store().dialect === 'sqlite' ? 0 : false;
      await store().database.db.insertInto('users').values({ _id: 'u-ana', email: 'ana@example.com', nombre: 'Ana', createdAt: '2026-01-02T03:04:05.000Z', facebook: null, pro }).execute();
    });

    it('an email that exists updates that user, a new one creates one; the same file again changes nothing', async () => {
      const file = [USER_HEADER, 'ana@example.com;Ana Pérez;facebook.com/ana;Sí', 'beto@example.com;Beto;;No'];
      const dry = await post(file, 'dryRun=true');
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.data).toMatchObject({ dryRun: true, applied: false, total: 2, created: 1, updated: 1, unchanged: 0, errorCount: 0 });
      expect(dry.data.rows).toEqual([{ line: 2, action: 'update', _id: 'u-ana', key: 'ana@example.com' }, { line: 3, action: 'create', key: 'beto@example.com' }]);
      expect((await users()).length).toBe(1);

      const applied = await post(file, 'dryRun=false&fileName=usuarios.csv');
      expect(applied.data).toMatchObject({ applied: true, created: 1, updated: 1, errorCount: 0 });
      const rows = await users();
      expect(rows.map((row) => [row._id === 'u-ana', row.email, row.nombre, row.facebook, Boolean(row.pro)])).toEqual([
        [true, 'ana@example.com', 'Ana Pérez', 'facebook.com/ana', true],
        [false, 'beto@example.com', 'Beto', null, false],
      ]);
      // The created user gets the server's fields (createdAt), the updated one keeps hers.
      expect(rows[0]!.createdAt).toBe('2026-01-02T03:04:05.000Z');
      expect(rows[1]!.createdAt).toEqual(expect.any(String));
      const audit = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).select('action').where('entity', '=', 'user').execute();
      expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'import', 'update']);

      const again = await post(file, 'dryRun=false');
      expect(again.data).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 2 });
    });

    it('an email given twice in the file is an error naming the first line, and nothing is written', async () => {
      const response = await post([USER_HEADER, 'carla@example.com;Carla;;No', 'dani@example.com;Dani;;No', 'carla@example.com;Carla Ruiz;;Sí'], 'dryRun=false');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data).toMatchObject({ applied: false, errorCount: 1 });
      expect(response.data.errors).toEqual([expect.objectContaining({ line: 4, field: 'email', error: expect.stringMatching(/línea 2/) })]);
      expect((await users()).map((row) => row.email)).toEqual(['ana@example.com']);
    });
  },
  { entities: site.entities, app: site.app },
);

const QUESTION_HEADER = 'Código;Descripción;Visible en simulador;Opciones aleatorias;Verificado;Publicado';

describeEachStore(
  'import on the site: questions by code, within their content',
  (store) => {
    const post = (content: string, lines: readonly string[], query: string) =>
      store().request({ method: 'POST', url: `/api/contents/${content}/questions/import?${query}`, payload: csv(lines), headers: { 'content-type': 'text/csv' } });
    const questions = () => store().database.db.selectFrom('questions').selectAll().orderBy('codigo').execute();

    beforeEach(async () => {
      const db = store().database.db;
      await db.insertInto('contents').values([{ _id: 'c-alg', nombre: 'Álgebra' }, { _id: 'c-geo', nombre: 'Geometría' }]).execute();
      const flag = (value: boolean) => (store().dialect === 'sqlite' ? Number(value) : value);
      await db.insertInto('questions').values({ _id: 'q-1', codigo: 'ALG-1', descripcion: '<p>¿2 + 2?</p>', content: 'c-alg', visibleSimulador: flag(true), opcionesRandom: flag(true), verificado: flag(false), publicado: flag(false) }).execute();
    });

    it('a code that exists updates its question, a new one creates it in the path’s content; again changes nothing', async () => {
      const file = [QUESTION_HEADER, 'ALG-1;<p>¿2 + 2?</p>;Sí;Sí;Sí;No', 'ALG-2;<p>¿3 × 3?</p>;No;Sí;No;Sí'];
      const dry = await post('c-alg', file, 'dryRun=true');
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.data).toMatchObject({ total: 2, created: 1, updated: 1, unchanged: 0, errorCount: 0 });
      const applied = await post('c-alg', file, 'dryRun=false');
      expect(applied.data).toMatchObject({ applied: true, created: 1, updated: 1 });
      expect((await questions()).map((row) => [row.codigo, row.content, Boolean(row.verificado), Boolean(row.publicado)])).toEqual([
        ['ALG-1', 'c-alg', true, false],
        ['ALG-2', 'c-alg', false, true],
      ]);
      expect((await post('c-alg', file, 'dryRun=false')).data).toMatchObject({ applied: true, unchanged: 2 });
    });

    it('a code of another content’s question is an error, and so is a code given twice', async () => {
      const response = await post('c-geo', [QUESTION_HEADER, 'ALG-1;<p>¿2 + 2?</p>;Sí;Sí;No;No', 'GEO-1;<p>Área</p>;Sí;Sí;No;No', 'GEO-1;<p>Perímetro</p>;Sí;Sí;No;No'], 'dryRun=false');
      expect(response.data).toMatchObject({ applied: false, errorCount: 2 });
      expect(response.data.errors.map((error: { line: number }) => error.line)).toEqual([2, 4]);
      expect((await questions()).map((row) => row.codigo)).toEqual(['ALG-1']);
    });
  },
  { entities: site.entities, app: site.app },
);

const WITH_OPTIONS = `${QUESTION_HEADER};Opción: Número;Opción: Descripción;Opción: Correcta`;
const TWO_BY_THREE = [
  WITH_OPTIONS,
  'ALG-1;<p>¿2 + 2?</p>;Sí;Sí;No;No;1;3;No',
  'ALG-1;<p>¿2 + 2?</p>;Sí;Sí;No;No;2;4;Sí',
  'ALG-1;<p>¿2 + 2?</p>;Sí;Sí;No;No;3;5;No',
  'ALG-2;<p>¿3 × 3?</p>;Sí;Sí;No;No;1;6;No',
  'ALG-2;<p>¿3 × 3?</p>;Sí;Sí;No;No;2;9;Sí',
  'ALG-2;<p>¿3 × 3?</p>;Sí;Sí;No;No;3;12;No',
];

describeEachStore(
  'import on the site: questions with their options in one file',
  (store) => {
    const post = (lines: readonly string[], query: string) =>
      store().request({ method: 'POST', url: `/api/contents/c-alg/questions/import?${query}`, payload: csv(lines), headers: { 'content-type': 'text/csv' } });
    const options = async () =>
      (await store().database.db.selectFrom('options').innerJoin('questions', 'questions._id', 'options.question').select(['questions.codigo', 'options.numero', 'options.descripcion', 'options.correcta', 'options._version']).orderBy('questions.codigo').orderBy('options.numero').execute()).map(
        (row) => [row.codigo, row.numero, row.descripcion, Boolean(row.correcta), row._version] as const,
      );
    const nothingWritten = async () => {
      expect(await store().database.db.selectFrom('questions').select('_id').execute()).toEqual([]);
      expect(await store().database.db.selectFrom('options').select('_id').execute()).toEqual([]);
    };

    beforeEach(async () => {
      await store().database.db.insertInto('contents').values([{ _id: 'c-alg', nombre: 'Álgebra' }]).execute();
    });

    it('2 questions × 3 options create them, each audited; the same file again changes nothing; a changed option updates it alone', async () => {
      const dry = await post(TWO_BY_THREE, 'dryRun=true');
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.data).toMatchObject({ total: 6, created: 2, updated: 0, unchanged: 0, errorCount: 0, children: { created: 6, updated: 0, unchanged: 0 } });
      await nothingWritten();

      const applied = await post(TWO_BY_THREE, 'dryRun=false&fileName=preguntas.csv');
      expect(applied.data).toMatchObject({ applied: true, created: 2, children: { created: 6, updated: 0, unchanged: 0 } });
      const first = await options();
      expect(first.map(([codigo, numero, descripcion, correcta]) => [codigo, numero, descripcion, correcta])).toEqual([
        ['ALG-1', 1, '3', false], ['ALG-1', 2, '4', true], ['ALG-1', 3, '5', false],
        ['ALG-2', 1, '6', false], ['ALG-2', 2, '9', true], ['ALG-2', 3, '12', false],
      ]);
      const audit = await store().database.db.selectFrom(SYSTEM_TABLES.auditLog).select(['entity', 'action']).execute();
      expect(audit.filter((entry) => entry.entity === 'option').length).toBe(6);
      expect(audit.filter((entry) => entry.entity === 'question').map((entry) => entry.action).sort()).toEqual(['create', 'create', 'import']);

      const again = await post(TWO_BY_THREE, 'dryRun=false');
      expect(again.data).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 2, children: { created: 0, updated: 0, unchanged: 6 } });
      expect(await options()).toEqual(first);

      const changed = TWO_BY_THREE.map((line) => (line === 'ALG-2;<p>¿3 × 3?</p>;Sí;Sí;No;No;3;12;No' ? 'ALG-2;<p>¿3 × 3?</p>;Sí;Sí;No;No;3;27;No' : line));
      const updated = await post(changed, 'dryRun=false');
      expect(updated.data).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 2, children: { created: 0, updated: 1, unchanged: 5 } });
      const after = await options();
      expect(after.filter((row, index) => row[4] !== first[index]![4]).map(([codigo, numero, descripcion]) => [codigo, numero, descripcion])).toEqual([['ALG-2', 3, '27']]);
    });

    it('a misspelt option header is refused, naming the option headers among the known ones', async () => {
      const response = await post([`${QUESTION_HEADER};Opcion: Número`, 'ALG-1;<p>¿2 + 2?</p>;Sí;Sí;No;No;1'], 'dryRun=true');
      expect(response.data.errors).toEqual([expect.objectContaining({ line: 1, column: 'Opcion: Número', error: expect.stringContaining('Opción: Número, Opción: Descripción, Opción: Correcta') })]);
    });

    it('a line with empty option cells is its question’s alone', async () => {
      const response = await post([WITH_OPTIONS, 'ALG-3;<p>Sin opciones</p>;Sí;Sí;No;No;;;'], 'dryRun=false');
      expect(response.data).toMatchObject({ applied: true, created: 1, children: { created: 0, updated: 0, unchanged: 0 } });
    });

    it('disagreeing question cells, a repeated option number and an invalid option are line errors, and nothing is written', async () => {
      const response = await post(
        [
          WITH_OPTIONS,
          'ALG-1;<p>¿2 + 2?</p>;Sí;Sí;No;No;1;3;No',
          'ALG-1;<p>¿2 + 3?</p>;Sí;Sí;No;No;2;4;Sí',
          'ALG-2;<p>¿3 × 3?</p>;Sí;Sí;No;No;1;6;No',
          'ALG-2;<p>¿3 × 3?</p>;Sí;Sí;No;No;1;9;Sí',
          'ALG-2;<p>¿3 × 3?</p>;Sí;Sí;No;No;100;12;No',
        ],
        'dryRun=false',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data).toMatchObject({ applied: false, errorCount: 3 });
      expect(response.data.errors).toEqual([
        expect.objectContaining({ line: 3, column: 'Descripción', field: 'descripcion', error: expect.stringMatching(/línea 2/) }),
        expect.objectContaining({ line: 5, column: 'Opción: Número', field: 'numero', error: expect.stringMatching(/línea 4/) }),
        expect.objectContaining({ line: 6, column: 'Opción: Número', field: 'numero' }),
      ]);
      await nothingWritten();
    });

    it("the options are judged by the role's own grants on them: questions may be created, options not", async () => {
      const db = store().database.db;
      const admin = await db.selectFrom(SYSTEM_TABLES.adminUsers).selectAll().where('_id', '=', store().admin.id).executeTakeFirstOrThrow();
      await db.insertInto(SYSTEM_TABLES.adminUsers).values({ _id: 'user-preguntas', email: 'preguntas@example.com', passwordHash: admin.passwordHash, createdAt: admin.createdAt }).execute();
      await updateAdminAccess(store().database, 'user-preguntas', { roles: ['preguntas'] });
      const { token, csrfToken } = await createSessionStore(store().database).create('user-preguntas');
      const payload = csv(TWO_BY_THREE.slice(0, 3));
      const response = await injectAs(store().server, { cookie: token, csrfToken }, { method: 'POST', url: '/api/contents/c-alg/questions/import?dryRun=false', payload, headers: { 'content-type': 'text/csv' } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data).toMatchObject({ applied: false, created: 1, errorCount: 2 });
      expect(response.data.errors.map((error: { line: number; error: string }) => [error.line, error.error])).toEqual([
        [2, 'Su rol no permite crear opciones.'],
        [3, 'Su rol no permite crear opciones.'],
      ]);
      await nothingWritten();
    });
  },
  {
    entities: site.entities,
    app: {
      ...site.app,
      roles: [
        ...site.app.roles,
        {
          name: 'preguntas',
          label: 'Preguntas',
          grants: [
            { entity: 'content', actions: ['list', 'view'], rowFilter: null, hidden: [], readOnly: [] },
            { entity: 'question', actions: ['create', 'import', 'list', 'update', 'view'], rowFilter: null, hidden: [], readOnly: [] },
            { entity: 'option', actions: ['list', 'view'], rowFilter: null, hidden: [], readOnly: [] },
          ],
        },
      ],
    },
  },
);
