// A corpus of hostile requests through the real HTTP endpoints, on both stores: each case states the status, the
// field the JSON error names, and that nothing was stored or changed (rows and upload files compared before/after).
// Rich text that is accepted is stored sanitized; the last suites check what was stored.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { FIXTURES_DIR } from '../../fixtures/fixtureSites.js';
import { getFixtureEntity, loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { multipart, pdfOf, plainText, png, svg, xmlSvg, type MultipartPart } from '../fixtures/sampleFiles.js';
import { createLoginLimiter } from '../../../runtime/server/auth/createLoginLimiter.js';
import { verifyDummyPassword, verifyPassword } from '../../../runtime/server/auth/hashPassword.js';
import { SYSTEM_TABLES } from '../../../runtime/server/storage/index.js';
import { describeEachStore, ifMatch, TEST_ADMIN, type TestStore } from '../testStores.js';

// Password checks are counted: no hostile sign-in may reach one.
vi.mock('../../../runtime/server/auth/hashPassword.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../runtime/server/auth/hashPassword.js')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword), verifyDummyPassword: vi.fn(original.verifyDummyPassword) };
});

// The image fields' rule a site writes (tests/fixtures/forms: a banner's image), so the corpus tests what sites serve.
const IMAGE_PATTERN = getFixtureEntity(loadFixtureModel(path.join(FIXTURES_DIR, 'forms/schemas')), 'banner').fields.find((candidate) => candidate.name === 'imageBig')!.schema.pattern!;

const model = buildFixtureModel(
  [
    {
      entity: 'note',
      label: { one: 'nota', many: 'Notas' },
      fields: {
        _id: { type: 'string', title: 'Id', readOnly: true },
        title: { type: 'string', title: 'Título', minLength: 1, maxLength: 100 },
        body: { type: 'string', title: 'Contenido', maxLength: 2000, contentMediaType: 'text/html' },
        web: { type: ['string', 'null'], title: 'Sitio web', format: 'uri', maxLength: 2048 },
        image: { type: 'string', title: 'Imagen', pattern: IMAGE_PATTERN, maxLength: 2048 },
        position: { type: 'integer', title: 'Posición', minimum: 1, readOnly: true },
        state: { type: 'string', title: 'Estado', enum: ['Borrador', 'Publicada'] },
        createdAt: { type: 'string', title: 'Creado', format: 'date-time', readOnly: true },
      },
      required: ['title'],
      lifecycle: { state: { initial: 'Borrador' } },
      children: { lines: { entity: 'noteLine', field: 'note', editable: true, title: 'Líneas' } },
      ordering: { field: 'position' },
      endpoints: {
        list: { kind: 'list', method: 'GET', path: '/notes' },
        get: { kind: 'get', method: 'GET', path: '/notes/{_id}' },
        create: { kind: 'create', method: 'POST', path: '/notes/create' },
        update: { kind: 'update', method: 'PUT', path: '/notes/{_id}' },
        move: { kind: 'move', method: 'GET', path: '/notes/{_id}/{direction}' },
        publish: { kind: 'transition', method: 'POST', path: '/notes/{_id}/publish', transition: { field: 'state', from: ['Borrador'], to: 'Publicada' } },
      },
      grids: {
        notes: { title: 'Notas', route: '/notes', dataSource: 'list', columns: [{ field: 'title', filter: 'text', sort: true }, { field: 'state', cell: 'text' }] },
      },
    },
    {
      entity: 'noteLine',
      label: { one: 'línea', many: 'Líneas' },
      fields: {
        _id: { type: 'string', title: 'Id', readOnly: true },
        note: { type: 'string', title: 'Nota', readOnly: true },
        text: { type: 'string', title: 'Texto', maxLength: 500, contentMediaType: 'text/html' },
      },
      required: ['text'],
      references: { note: { entity: 'note', display: 'title', onDelete: 'cascade' } },
      endpoints: { list: { kind: 'list', method: 'GET', path: '/noteLines' } },
    },
  ],
  { title: 'Notas', menu: [{ label: 'Notas', route: '/notes' }], uploads: { folders: ['notes', 'images'], defaultFolder: 'notes', maxBytes: 64_000 } },
);
const noteEntity = getFixtureEntity(model, 'note');
const noteLineEntity = getFixtureEntity(model, 'noteLine');
const app = model.app;

interface Note {
  readonly _id: string;
  readonly title: string;
  readonly body?: string;
  readonly web?: string;
  readonly position: number;
  readonly state: string;
}

/** One hostile request against a store holding one note (`note`), and what it must answer. */
interface BadInputCase {
  readonly request: (note: Note) => InjectOptions;
  readonly status: number;
  /** The `field` of the JSON error; undefined when the error has none (a body that is no JSON at all). */
  readonly field: string | undefined;
  readonly error: RegExp;
}

const json = (method: InjectOptions['method'], url: string, payload: unknown): InjectOptions => ({ method, url, payload: payload as InjectOptions['payload'] });
const rawJson = (method: InjectOptions['method'], url: string, text: string): InjectOptions => ({ method, url, payload: text, headers: { 'content-type': 'application/json' } });
const form = (method: InjectOptions['method'], url: string, text: string): InjectOptions => ({ method, url, payload: text, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const create = (payload: Record<string, unknown>) => json('POST', '/api/notes/create', payload);
const update = (payload: Record<string, unknown>) => (note: Note) => json('PUT', `/api/notes/${note._id}`, payload);
const list = (query: string) => (): InjectOptions => ({ method: 'GET', url: `/api/notes?${query}` });
const upload = (parts: readonly MultipartPart[], headers: Record<string, string> = {}) => (): InjectOptions => {
  const body = multipart(parts);
  return { method: 'POST', url: '/api/upload', payload: body.payload, headers: { ...body.headers, ...headers } };
};
const file = (filename: string, data: Buffer): MultipartPart => ({ name: 'file', filename, data });

const URL_ERROR = /^Sitio web: Escriba una dirección que empiece por http:\/\/ o https:\/\/\.$/;
const FOLDER_ERROR = /^La carpeta «.*» no es válida\./;
const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x',
  '/api/notes',
  'https:evil.example',
  'https://bank.example@evil.example',
];

const IMAGE_ERROR = /^Imagen: El valor no tiene el formato esperado\.$/;
const HOSTILE_IMAGES = ['//evil.example/x.png', '///evil.example/x.png', '/\\evil.example/x.png', '/not-uploads/x.png', '/api/uploads/../upload-secret', 'https://bank.example@evil.example/x.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', ' https://example.com/x.png'];
const TEXT_ERROR = /contiene caracteres no válidos \(un carácter nulo o un sustituto UTF-16 suelto\)\.$/;

const corpus: Record<string, BadInputCase> = {
  // Image fields: http(s) addresses or paths under the upload service (and the web app's demo images), nothing protocol-relative.
  ...Object.fromEntries(
    HOSTILE_IMAGES.flatMap((url) => [
      [`image field on create: ${JSON.stringify(url)}`, { request: () => create({ title: 'x', image: url }), status: 400, field: 'image', error: IMAGE_ERROR }],
      [`image field on update: ${JSON.stringify(url)}`, { request: update({ image: url }), status: 400, field: 'image', error: IMAGE_ERROR }],
    ]),
  ),
  // NUL bytes and lone surrogates: refused in Spanish naming the field, never stored altered (PostgreSQL refused NUL with a 500).
  'NUL in a body field on create': { request: () => rawJson('POST', '/api/notes/create', '{"title":"a\\u0000b"}'), status: 400, field: 'title', error: TEXT_ERROR },
  'NUL in a body field on update': { request: (note) => rawJson('PUT', `/api/notes/${note._id}`, '{"title":"a\\u0000b"}'), status: 400, field: 'title', error: TEXT_ERROR },
  'NUL in a rich-text field': { request: () => rawJson('POST', '/api/notes/create', '{"title":"x","body":"<p>a\\u0000</p>"}'), status: 400, field: 'body', error: TEXT_ERROR },
  'NUL in a child line': { request: () => rawJson('POST', '/api/notes/create', '{"title":"x","lines":[{"text":"ok"},{"text":"a\\u0000"}]}'), status: 400, field: 'lines[1].text', error: TEXT_ERROR },
  'NUL in a form body': { request: () => form('POST', '/api/notes/create', 'title=a%00b'), status: 400, field: 'title', error: TEXT_ERROR },
  'NUL in a key': { request: () => rawJson('POST', '/api/notes/create', '{"title":"x","a\\u0000":1}'), status: 400, field: 'a\u0000', error: TEXT_ERROR },
  'NUL in a path id': { request: () => ({ method: 'GET', url: '/api/notes/abc%00def' }), status: 400, field: '_id', error: TEXT_ERROR },
  'NUL in a path id on update': { request: () => json('PUT', '/api/notes/abc%00def', { title: 'y' }), status: 400, field: '_id', error: TEXT_ERROR },
  'NUL in a filter': { request: list('title=a%00b'), status: 400, field: 'title', error: TEXT_ERROR },
  'NUL in the sort field': { request: list('sortField=title%00'), status: 400, field: 'sortField', error: TEXT_ERROR },
  'NUL in an unknown parameter': { request: list('x=%00'), status: 400, field: 'x', error: TEXT_ERROR },
  'a lone high surrogate on create': { request: () => rawJson('POST', '/api/notes/create', '{"title":"a\\ud800b"}'), status: 400, field: 'title', error: TEXT_ERROR },
  'a lone low surrogate on create': { request: () => rawJson('POST', '/api/notes/create', '{"title":"\\udc00"}'), status: 400, field: 'title', error: TEXT_ERROR },
  'a lone surrogate at the end on update': { request: (note) => rawJson('PUT', `/api/notes/${note._id}`, '{"title":"ok\\ud83d"}'), status: 400, field: 'title', error: TEXT_ERROR },
  'a lone surrogate in a child line': { request: () => rawJson('POST', '/api/notes/create', '{"title":"x","lines":[{"text":"\\ud800"}]}'), status: 400, field: 'lines[0].text', error: TEXT_ERROR },
  'reversed surrogates': { request: () => rawJson('POST', '/api/notes/create', '{"title":"\\ude00\\ud83d"}'), status: 400, field: 'title', error: TEXT_ERROR },
  // Paging past any sane page: a 400, not a 500 from the store.
  'pageIndex past the documented maximum': { request: list('pageIndex=1000001'), status: 400, field: 'pageIndex', error: /entre 1 y 1000000/ },
  'pageIndex past any integer type': { request: list('pageIndex=99999999999999999999'), status: 400, field: 'pageIndex', error: /pageIndex/ },
  'fractional pageSize': { request: list('pageSize=2.5'), status: 400, field: 'pageSize', error: /pageSize/ },
  'sort field given twice': { request: list('sortField=title&sortField=title'), status: 400, field: 'sortField', error: /único texto/ },
  // Link fields: only absolute http(s), on create and on update.
  ...Object.fromEntries(
    HOSTILE_URLS.flatMap((url) => [
      [`uri field on create: ${JSON.stringify(url)}`, { request: () => create({ title: 'x', web: url }), status: 400, field: 'web', error: URL_ERROR }],
      [`uri field on update: ${JSON.stringify(url)}`, { request: update({ web: url }), status: 400, field: 'web', error: URL_ERROR }],
    ]),
  ),
  'uri field in a form body': { request: () => form('POST', '/api/notes/create', 'title=x&web=javascript%3Aalert(1)'), status: 400, field: 'web', error: URL_ERROR },
  // Rich text too long once sanitized is still too long.
  'html field over maxLength after sanitizing': { request: () => create({ title: 'x', body: `<p>${'a'.repeat(2001)}</p>` }), status: 400, field: 'body', error: /^Contenido: Escriba como máximo 2000 caracteres\.$/ },
  'html child line over maxLength after sanitizing': {
    request: () => create({ title: 'x', lines: [{ text: '<p>ok</p>' }, { text: `<b>${'a'.repeat(500)}</b>` }] }),
    status: 400,
    field: 'lines[1].text',
    error: /^Texto: Escriba como máximo 500 caracteres\.$/,
  },
  'html field that is no string': { request: () => create({ title: 'x', body: { $gt: '' } }), status: 400, field: 'body', error: /^Contenido: Debe ser un texto\.$/ },
  // Keys nobody may send.
  'unknown key on create': { request: () => create({ title: 'x', isAdmin: true }), status: 400, field: 'isAdmin', error: /^El campo «isAdmin» no existe en nota\.$/ },
  'unknown key on update': { request: update({ isAdmin: true }), status: 400, field: 'isAdmin', error: /no existe en nota/ },
  'unknown key in a child line': { request: () => create({ title: 'x', lines: [{ text: 'a', isAdmin: true }] }), status: 400, field: 'lines[0].isAdmin', error: /«lines\[0\]\.isAdmin» no existe en línea/ },
  'the parent key in a child line': { request: () => create({ title: 'x', lines: [{ text: 'a', note: 'other' }] }), status: 400, field: 'lines[0].note', error: /solo lectura/ },
  '_id on create': { request: () => create({ title: 'x', _id: '0123456789abcdef01234567' }), status: 400, field: '_id', error: /^El campo «Id» es de solo lectura y no se puede enviar\.$/ },
  '_id on update': { request: (note) => json('PUT', `/api/notes/${note._id}`, { _id: '0123456789abcdef01234567', title: 'y' }), status: 400, field: '_id', error: /solo lectura/ },
  'position on create': { request: () => create({ title: 'x', position: 1 }), status: 400, field: 'position', error: /«Posición» es de solo lectura/ },
  'position on update': { request: update({ position: 99 }), status: 400, field: 'position', error: /«Posición» es de solo lectura/ },
  'state on create': { request: () => create({ title: 'x', state: 'Publicada' }), status: 400, field: 'state', error: /«Estado» vale «Borrador» y solo cambia con sus acciones/ },
  'state on update': { request: update({ state: 'Publicada' }), status: 400, field: 'state', error: /«Estado» vale «Borrador» y solo cambia con sus acciones/ },
  'createdAt on update': { request: update({ createdAt: '2000-01-01T00:00:00.000Z' }), status: 400, field: 'createdAt', error: /solo lectura/ },
  'state in a form body': { request: (note) => form('PUT', `/api/notes/${note._id}`, 'title=y&state=Publicada'), status: 400, field: 'state', error: /solo cambia con sus acciones/ },
  'constructor key in JSON': { request: () => rawJson('POST', '/api/notes/create', '{"title":"x","constructor":{"prototype":{"isAdmin":true}}}'), status: 400, field: 'constructor', error: /«constructor» no existe/ },
  '__proto__ key in JSON': { request: () => rawJson('POST', '/api/notes/create', '{"title":"x","__proto__":{"isAdmin":true}}'), status: 400, field: undefined, error: /no es un JSON válido/ },
  '__proto__ key in a JSON update': { request: (note) => rawJson('PUT', `/api/notes/${note._id}`, '{"__proto__":{"title":"y"}}'), status: 400, field: undefined, error: /no es un JSON válido/ },
  // Bodies of the wrong shape or size.
  'a body that is a list': { request: () => rawJson('POST', '/api/notes/create', '[{"title":"x"}]'), status: 400, field: undefined, error: /debe ser un objeto/ },
  'a body that is a string': { request: () => rawJson('POST', '/api/notes/create', '"x"'), status: 400, field: undefined, error: /debe ser un objeto/ },
  'malformed JSON': { request: () => rawJson('POST', '/api/notes/create', '{"title": "x",'), status: 400, field: undefined, error: /no es un JSON válido/ },
  'a body past 1 MiB': { request: () => create({ title: 'x', body: 'a'.repeat(1024 * 1024) }), status: 413, field: undefined, error: /demasiado grande/ },
  'deeply nested JSON': { request: () => rawJson('POST', '/api/notes/create', `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}`), status: 400, field: 'title', error: /Debe ser un texto/ },
  'deeply nested form keys': { request: () => form('POST', '/api/notes/create', `title=x&a${'[b]'.repeat(50)}=1`), status: 400, field: 'a', error: /«a» no existe/ },
  'a content type that is neither JSON nor a form': { request: () => ({ method: 'POST', url: '/api/notes/create', payload: 'title=x', headers: { 'content-type': 'text/plain' } }), status: 400, field: undefined, error: /debe ser un objeto/ },
  'an unknown content type': { request: () => ({ method: 'POST', url: '/api/notes/create', payload: '<note/>', headers: { 'content-type': 'application/xml' } }), status: 415, field: undefined, error: /Tipo de contenido no admitido/ },
  // List queries.
  'huge pageSize': { request: list('pageSize=1000000'), status: 400, field: 'pageSize', error: /pageSize/ },
  'pageSize 101': { request: list('pageSize=101'), status: 400, field: 'pageSize', error: /100/ },
  'pageSize 0': { request: list('pageSize=0'), status: 400, field: 'pageSize', error: /pageSize/ },
  'negative pageSize': { request: list('pageSize=-5'), status: 400, field: 'pageSize', error: /pageSize/ },
  'negative pageIndex': { request: list('pageIndex=-1'), status: 400, field: 'pageIndex', error: /pageIndex/ },
  'pageIndex 0': { request: list('pageIndex=0'), status: 400, field: 'pageIndex', error: /pageIndex/ },
  'non-numeric pageIndex': { request: list('pageIndex=1%20OR%201=1'), status: 400, field: 'pageIndex', error: /pageIndex/ },
  'fractional pageIndex': { request: list('pageIndex=1.5'), status: 400, field: 'pageIndex', error: /pageIndex/ },
  'unknown filter': { request: list('password=x'), status: 400, field: 'password', error: /password/ },
  'filter on a field no column filters': { request: list('body=x'), status: 400, field: 'body', error: /body/ },
  'operator object as a filter value': { request: list('title[$ne]=x'), status: 400, field: 'title', error: /title/ },
  'list as a filter value': { request: list('title[]=a&title[]=b'), status: 400, field: 'title', error: /title/ },
  'unknown sort field': { request: list('sortField=body'), status: 400, field: 'sortField', error: /body/ },
  'SQL in the sort field': { request: list('sortField=title%3B%20drop%20table%20notes'), status: 400, field: 'sortField', error: /drop table/ },
  'unknown sort order': { request: list('sortField=title&sortOrder=sideways'), status: 400, field: 'sortOrder', error: /./ },
  // Uploads: content, names and folders.
  'SVG with a script uploaded as .svg': { request: upload([file('logo.svg', svg())]), status: 415, field: 'file', error: /SVG no se admiten/ },
  'SVG with onload named .png': { request: upload([file('logo.png', xmlSvg())]), status: 415, field: 'file', error: /SVG no se admiten/ },
  'PNG bytes named .pdf': { request: upload([file('factura.pdf', png())]), status: 415, field: 'file', error: /«pdf» no corresponde/ },
  'PDF bytes named .png': { request: upload([file('foto.png', pdfOf(1024))]), status: 415, field: 'file', error: /«png» no corresponde/ },
  'an executable named .pdf': { request: upload([file('factura.pdf', Buffer.concat([Buffer.from('MZ\u0090\u0000\u0003'), Buffer.alloc(256)]))]), status: 415, field: 'file', error: /Tipo de archivo no permitido/ },
  'an HTML page named .html': { request: upload([file('page.html', Buffer.from('<!doctype html><script>alert(1)</script>'))]), status: 415, field: 'file', error: /«html» no corresponde/ },
  'an upload past maxBytes': { request: upload([file('grande.pdf', pdfOf(64_001))]), status: 413, field: 'file', error: /supera el peso máximo/ },
  'folder header ../': { request: upload([file('a.pdf', pdfOf(512))], { folder: '../notes' }), status: 400, field: 'folder', error: FOLDER_ERROR },
  'folder header absolute path': { request: upload([file('a.pdf', pdfOf(512))], { folder: '/etc' }), status: 400, field: 'folder', error: FOLDER_ERROR },
  'folder header with a backslash': { request: upload([file('a.pdf', pdfOf(512))], { folder: 'notes\\..\\..' }), status: 400, field: 'folder', error: FOLDER_ERROR },
  'folder header URL-encoded ..': { request: upload([file('a.pdf', pdfOf(512))], { folder: '%2e%2e' }), status: 400, field: 'folder', error: FOLDER_ERROR },
  'folder header not declared': { request: upload([file('a.pdf', pdfOf(512))], { folder: 'uploads' }), status: 400, field: 'folder', error: FOLDER_ERROR },
  // Paths: uploads outside the root, ids that are no ids.
  'GET uploads ../ (encoded)': { request: () => ({ method: 'GET', url: '/api/uploads/notes/..%2f..%2fupload-secret' }), status: 404, field: undefined, error: /./ },
  'GET uploads ../ (folder)': { request: () => ({ method: 'GET', url: '/api/uploads/..%2f..%2f/upload-secret' }), status: 404, field: undefined, error: /./ },
  'GET uploads absolute path': { request: () => ({ method: 'GET', url: '/api/uploads/notes/%2fetc%2fpasswd' }), status: 404, field: undefined, error: /./ },
  'GET uploads .tmp': { request: () => ({ method: 'GET', url: '/api/uploads/.tmp/0123456789abcdef.part' }), status: 404, field: undefined, error: /./ },
  'GET a record with SQL for an id': { request: () => ({ method: 'GET', url: `/api/notes/${encodeURIComponent("' OR '1'='1")}` }), status: 404, field: '_id', error: /./ },
  'update a record with ../ for an id': { request: () => json('PUT', '/api/notes/..%2f..%2fnotes', { title: 'y' }), status: 404, field: '_id', error: /./ },
};

describeEachStore(
  'bad input corpus',
  (store) => {
    let note: Note;
    beforeEach(async () => {
      const response = await store().request(create({ title: 'Base', body: '<p>Base</p>', web: 'https://example.com/base', lines: [{ text: '<p>Línea</p>' }] }));
      expect(response.statusCode).toBe(201);
      note = response.data;
    });

    it.each(Object.entries(corpus))('%s', async (_name, { request, status, field: errorField, error }) => {
      const before = await snapshot(store());
      // Every call names the note's version (If-Match, which a read ignores): what is under test is the input.
      const sent = request(note);
      const response = await store().request({ ...sent, headers: { ...ifMatch(note), ...(sent.headers as Record<string, string>) } });
      expect({ status: response.statusCode, field: response.data?.field }).toEqual({ status, field: errorField });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.data.error).toMatch(error);
      expect(await snapshot(store())).toEqual(before);
      // Nothing reached Object.prototype either.
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  },
  { entities: [noteEntity, noteLineEntity], app },
);

/** A hostile sign-in, after `seed` left the login counts it needs, and what it must answer. */
interface BadLoginCase extends Omit<BadInputCase, 'request'> {
  readonly request: InjectOptions;
  /** Attempts counted beforehand, as failed logins would leave them: [email, address] pairs. */
  readonly seed?: readonly (readonly [email: string, address: string])[];
}

const login = (payload: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/login',
  payload,
  headers: { 'content-type': 'application/json', ...headers },
});
const LIMIT_ERROR = /^Demasiados intentos fallidos\. Inténtalo de nuevo en 15 minutos\.$/;
// Five attempts of one email from one address: the sixth waits a minute.
const WAIT_ERROR = /^Demasiados intentos fallidos\. Inténtalo de nuevo en 1 minuto\.$/;
const RIGHT_PASSWORD = JSON.stringify(TEST_ADMIN);
// The address inject gives every request, which the server sees with no trusted proxy.
const LOCAL = '127.0.0.1';
const fillAddress = Array.from({ length: 20 }, (_, index) => [`u${index}@example.com`, LOCAL] as const);

const loginCorpus: Record<string, BadLoginCase> = {
  'login: a NUL in the email': { request: login('{"email":"a\\u0000b@example.com","password":"x"}'), status: 400, field: 'email', error: TEXT_ERROR },
  'login: a lone surrogate in the password': { request: login('{"email":"admin@example.com","password":"\\ud800"}'), status: 400, field: 'password', error: TEXT_ERROR },
  'login: a password past 1024 characters (no scrypt of a megabyte)': { request: login(JSON.stringify({ email: 'admin@example.com', password: 'x'.repeat(1025) })), status: 400, field: 'password', error: /«password»/ },
  'login: a key beside email and password': { request: login(JSON.stringify({ email: 'admin@example.com', password: 'x', admin: true })), status: 400, field: 'admin', error: /«email» y «password»/ },
  'login: a form-encoded body (what a cross-site form sends)': {
    request: { method: 'POST', url: '/api/login', payload: 'email=admin%40example.com&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    status: 415,
    field: undefined,
    error: /application\/json/,
  },
  'login: the right password for an email with five attempts from this address': {
    seed: Array.from({ length: 5 }, () => ['admin@example.com', LOCAL] as const),
    request: login(RIGHT_PASSWORD),
    status: 429,
    field: undefined,
    error: WAIT_ERROR,
  },
  'login: the same email in another case and with spaces': {
    seed: Array.from({ length: 5 }, () => ['admin@example.com', LOCAL] as const),
    request: login(JSON.stringify({ email: '  ADMIN@Example.com ', password: TEST_ADMIN.password })),
    status: 429,
    field: undefined,
    error: WAIT_ERROR,
  },
  'login: an address with twenty attempts in the window': { seed: fillAddress, request: login(RIGHT_PASSWORD), status: 429, field: undefined, error: LIMIT_ERROR },
  'login: an address at its limit forging X-Forwarded-For (no proxy trusted)': {
    seed: fillAddress,
    request: login(RIGHT_PASSWORD, { 'x-forwarded-for': '203.0.113.9' }),
    status: 429,
    field: undefined,
    error: LIMIT_ERROR,
  },
  'login: an address at its limit forging X-Real-IP and Forwarded': {
    seed: fillAddress,
    request: login(RIGHT_PASSWORD, { 'x-real-ip': '203.0.113.9', forwarded: 'for=203.0.113.9' }),
    status: 429,
    field: undefined,
    error: LIMIT_ERROR,
  },
};

describeEachStore(
  'bad sign-in corpus',
  (store) => {
    it.each(Object.entries(loginCorpus))('%s', async (_name, { seed = [], request, status, field: errorField, error }) => {
      const limiter = createLoginLimiter(store().database);
      for (const [email, address] of seed) await limiter.reserve(email, address);
      const sessionsBefore = await store().database.db.selectFrom(SYSTEM_TABLES.adminSessions).select('_id').execute();
      vi.mocked(verifyPassword).mockClear();
      vi.mocked(verifyDummyPassword).mockClear();
      const response = await store().request(request);
      expect({ status: response.statusCode, field: response.data?.field }).toEqual({ status, field: errorField });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.data.error).toMatch(error);
      // The wait counts from the seeding: a loaded machine may have spent a few seconds of it.
      if (status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(WAIT_ERROR.test(response.data.error) ? 50 : 14 * 60);
      expect(response.cookies.find((cookie) => cookie.name === 'admin_session')).toBeUndefined();
      expect(vi.mocked(verifyPassword).mock.calls.length + vi.mocked(verifyDummyPassword).mock.calls.length).toBe(0);
      expect(await store().database.db.selectFrom(SYSTEM_TABLES.adminSessions).select('_id').execute()).toEqual(sessionsBefore);
    });
  },
  { entities: [noteEntity, noteLineEntity], app },
);

describeEachStore(
  'hostile rich text is stored sanitized',
  (store) => {
    const stored = async (id: string) => {
      const row = await store().database.db.selectFrom('notes').select(['body', 'title']).where('_id', '=', id).executeTakeFirstOrThrow();
      return row as { body: string | null; title: string };
    };

    it.each<[string, string, string]>([
      ['a script tag', '<p>Hola</p><script>alert(document.cookie)</script>', '<p>Hola</p>'],
      ['an onerror attribute', '<p><img src="https://e.com/x.png" onerror="alert(1)">x</p>', '<p><img src="https://e.com/x.png" />x</p>'],
      ['an image with no safe source', '<img src=x onerror=alert(1)>', ''],
      ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
      ['a JaVaScRiPt: link', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
      ['a java\\tscript: link', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
      ['a &#106;avascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
      ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zy8+">', ''],
      ['SVG with a script', '<svg onload="alert(1)"><script>alert(1)</script></svg>texto', 'texto'],
      ['an iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
      ['style and event attributes', '<p style="background:url(javascript:alert(1))" onclick="alert(1)">a</p>', '<p>a</p>'],
      ['a new-tab link', '<a href="https://e.com" target="_blank">x</a>', '<a href="https://e.com" target="_blank" rel="noopener noreferrer">x</a>'],
      ['a long script around short text (maxLength judges what is stored)', `<p>corto</p><script>${'x'.repeat(5000)}</script>`, '<p>corto</p>'],
    ])('on create and update: %s', async (_name, given, want) => {
      const created = await store().request(json('POST', '/api/notes/create', { title: '<b>plain</b>', body: given }));
      expect(created.statusCode).toBe(201);
      expect(created.data.body).toBe(want);
      expect(await stored(created.data._id)).toEqual({ title: '<b>plain</b>', body: want }); // A plain field is kept as text.
      const updated = await store().request({ ...json('PUT', `/api/notes/${created.data._id}`, { body: `<p>antes</p>${given}` }), headers: ifMatch(created.data) });
      expect(updated.statusCode).toBe(200);
      expect((await stored(created.data._id)).body).toBe(`<p>antes</p>${want}`);
    });

    it('in a form-encoded body', async () => {
      const response = await store().request(form('POST', '/api/notes/create', `title=x&body=${encodeURIComponent('<p onmouseover="alert(1)">a</p><script>alert(1)</script>')}`));
      expect(response.statusCode).toBe(201);
      expect((await stored(response.data._id)).body).toBe('<p>a</p>');
    });

    it('in the children lines of a create', async () => {
      const response = await store().request(json('POST', '/api/notes/create', { title: 'x', lines: [{ text: '<p>uno</p><script>alert(1)</script>' }, { text: '<img src=x onerror=alert(1)>dos' }] }));
      expect(response.statusCode).toBe(201);
      const lines = await store().database.db.selectFrom('note_lines').select(['text']).where('note', '=', response.data._id).orderBy('_id').execute();
      expect(lines.map((line) => line.text)).toEqual(['<p>uno</p>', 'dos']);
    });

    it.each(['https://cdn.example.com/x.png', '/api/uploads/notes/0123456789abcdef.png', '/demo/lesson-1.svg'])('an image field keeps %s', async (image) => {
      const response = await store().request(json('POST', '/api/notes/create', { title: 'x', image }));
      expect(response.statusCode).toBe(201);
      expect((await store().database.db.selectFrom('notes').select('image').where('_id', '=', response.data._id).executeTakeFirstOrThrow()).image).toBe(image);
    });

    it('text outside the BMP (a surrogate pair) is stored exactly as sent', async () => {
      const title = 'Nota 😀 𝄞 — ñ';
      const response = await store().request(rawJson('POST', '/api/notes/create', JSON.stringify({ title })));
      expect(response.statusCode).toBe(201);
      expect((await store().database.db.selectFrom('notes').select('title').where('_id', '=', response.data._id).executeTakeFirstOrThrow()).title).toBe(title);
      const listed = await store().request({ method: 'GET', url: `/api/notes?title=${encodeURIComponent('😀')}` });
      expect(listed.data.itemsCount).toBe(1);
    });

    it('a link field keeps an https address', async () => {
      const response = await store().request(json('POST', '/api/notes/create', { title: 'x', web: 'https://example.com/a?b=c' }));
      expect(response.statusCode).toBe(201);
      expect(response.data.web).toBe('https://example.com/a?b=c');
    });
  },
  { entities: [noteEntity, noteLineEntity], app },
);

describeEachStore(
  'prototype keys in form bodies and queries are dropped without effect',
  (store) => {
    it.each([
      ['__proto__[isAdmin]=1', '__proto__'],
      ['constructor[prototype][isAdmin]=1', 'constructor'],
      ['__proto__=x', '__proto__'],
    ])('a form body with %s stores only its fields', async (hostile) => {
      const response = await store().request(form('POST', '/api/notes/create', `title=x&${hostile}`));
      expect(response.statusCode).toBe(201);
      const row = await store().database.db.selectFrom('notes').selectAll().where('_id', '=', response.data._id).executeTakeFirstOrThrow();
      expect(row.title).toBe('x');
      expect(Object.keys(response.data)).not.toContain('isAdmin');
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it('a query with __proto__ keys lists as usual', async () => {
      await store().request(json('POST', '/api/notes/create', { title: 'x' }));
      const response = await store().request({ method: 'GET', url: '/api/notes?__proto__[pageSize]=1000&constructor[prototype][x]=1' });
      expect(response.statusCode).toBe(200);
      expect(response.data.itemsCount).toBe(1);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });

    it('pageSize 100 is the largest page', async () => {
      const response = await store().request({ method: 'GET', url: '/api/notes?pageSize=100' });
      expect(response.statusCode).toBe(200);
    });
  },
  { entities: [noteEntity, noteLineEntity], app },
);

describeEachStore(
  'uploads that are accepted are served inertly',
  (store) => {
    it.each<[string, Buffer, string, string]>([
      ['HTML named .txt', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'text/plain; charset=utf-8', 'attachment'],
      ['a PNG with HTML after its end', Buffer.concat([png(), Buffer.from('<script>alert(1)</script>')]), 'image/png', 'inline'],
      ['a PDF named by its type', pdfOf(512), 'application/pdf', 'inline'],
      ['plain text', plainText(), 'text/plain; charset=utf-8', 'attachment'],
    ])('%s: a server-chosen name, the sniffed type, nosniff and a Content-Disposition', async (_name, data, type, disposition) => {
      const filename = type.startsWith('image/') ? 'x.png' : type === 'application/pdf' ? 'x.pdf' : '../../x.txt';
      const response = await store().request(upload([file(filename, data)], { folder: 'images' })());
      expect(response.statusCode).toBe(200);
      expect(response.data.uploadURL).toMatch(/^\/api\/uploads\/images\/[0-9a-f]{16}\.(txt|png|pdf)$/);
      const served = await store().request({ method: 'GET', url: response.data.uploadURL });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(`${disposition}; filename="${response.data.uploadURL.split('/').pop()}"`);
    });
  },
  { entities: [noteEntity, noteLineEntity], app },
);

/** Every row of the fixture's tables and every file under the upload root, to compare before and after a request. */
async function snapshot(store: TestStore): Promise<unknown> {
  const notes = await store.database.db.selectFrom('notes').selectAll().orderBy('_id').execute();
  const lines = await store.database.db.selectFrom('note_lines').selectAll().orderBy('_id').execute();
  return { notes, lines, files: listFiles(path.join(store.dataDir, 'uploads')) };
}

function listFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)).map((name) => `${entry.name}/${name}`) : [entry.name])).sort();
}
