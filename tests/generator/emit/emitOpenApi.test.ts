import { emitOpenApi } from '../../../generator/index.js';
import { ISO_INSTANT_PATTERN } from '../../../runtime/shared/index.js';
import { expectGolden } from '../expectGolden.js';
import { basicModel, getFixtureSchemasModel } from '../fixtureModel.js';

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, unknown>;
}

type Document = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: object; required?: string[] }> };
};

describe('emitOpenApi', () => {
  it('emits generated/openapi.json from the fixture', () => {
    const file = emitOpenApi(basicModel);
    expect(file.path).toBe('generated/openapi.json');
    expectGolden('openapi.json.golden', file.contents);
  });

  it('emits the fixture schemas (defaults, row bodies, filters, move directions)', () => {
    expectGolden('fixtures-openapi.json.golden', emitOpenApi(getFixtureSchemasModel()).contents);
  });

  const document = JSON.parse(emitOpenApi(getFixtureSchemasModel()).contents) as Document;
  const operation = (path: string, method: string): Operation => document.paths[path]![method]!;
  const parameterNames = (op: Operation): string[] => (op.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`);

  it.each([
    [
      'list: paging, sorting, and the filter fields of the grids using it',
      '/lessons',
      'get',
      ['query:pageIndex', 'query:pageSize', 'query:sortField', 'query:sortOrder', 'query:after', 'query:before', 'query:name', 'query:publishedAt', 'query:content', 'query:format', 'query:grid', 'query:columns'],
    ],
    ['list with a path placeholder', '/contents/{parent}/children', 'get', ['path:parent', 'query:pageIndex', 'query:pageSize', 'query:sortField', 'query:sortOrder', 'query:after', 'query:before', 'query:nombre', 'query:kind', 'query:format', 'query:grid', 'query:columns']],
    ['through list: the scope is a path parameter', '/questions-quiz/{quiz}', 'get', ['path:quiz', 'query:pageIndex', 'query:pageSize', 'query:sortField', 'query:sortOrder', 'query:after', 'query:before', 'query:format', 'query:grid', 'query:columns']],
    ['path placeholders, and the row version a change is made on', '/lessons/{_id}/updateOnline', 'put', ['path:_id', 'header:If-Match']],
    ['move direction', '/lessons/{_id}/{direction}', 'get', ['path:_id', 'path:direction']],
  ])('parameters: %s', (_name, path, method, want) => {
    expect(parameterNames(operation(path, method))).toEqual(want);
  });

  it('names the API base (default /api) as the one server, paths under it, and describes errors', () => {
    expect(document.servers).toEqual([{ url: '/api', description: expect.any(String) }]);
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/(?!api\/)/);
      for (const op of Object.values(operations)) expect(op.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
    }
    expect(document.components.schemas.Error!.required).toEqual(['error']);
  });

  it('sends writable fields for `fields` bodies and the whole row for `row` bodies', () => {
    expect(operation('/lessons', 'post').requestBody!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/LessonInput' });
    expect(operation('/lessons/{_id}/update', 'put').requestBody!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/LessonRow' });
    expect(operation('/lessons/{_id}', 'delete').requestBody).toBeUndefined();
    const input = document.components.schemas.LessonInput!;
    expect(Object.keys(input.properties!)).not.toContain('_id');
    expect(Object.keys(input.properties!)).not.toContain('position');
    expect(input.required).toEqual(['name', 'content']);
  });

  it('restricts sortField to sortable columns and the default sort', () => {
    const sortField = operation('/lessons', 'get').parameters!.find((parameter) => parameter.name === 'sortField')!;
    expect(sortField.schema).toEqual({ type: 'string', enum: ['name', 'duration', 'position'] });
  });
});

describe('emitOpenApi list filters, transitions, assign and labels (tests/fixtures/schemas)', () => {
  const document = JSON.parse(emitOpenApi(getFixtureSchemasModel()).contents) as Document & {
    paths: Record<string, Record<string, Operation & { description?: string }>>;
  };
  const query = (path: string, name: string) => document.paths[path]!.get!.parameters!.find((parameter) => parameter.name === name);

  it.each([
    ['text', '/invoices', 'voucherNumber', { type: 'string' }],
    ['boolean', '/invoices', 'electronic', { type: 'boolean' }],
    ['select: the option values, "all" among them', '/invoices', 'channel', { type: 'integer', enum: [0, 1, 2] }],
    ['select from oneOf', '/contents/{parent}/children', 'kind', { type: 'string', enum: ['unit', 'topic'] }],
    ['reference: an id', '/invoices', 'seller', { type: 'string' }],
    ['dateRange from', '/invoices', 'createdAt[from]', { type: 'string', pattern: ISO_INSTANT_PATTERN }],
    ['dateRange to', '/invoices', 'createdAt[to]', { type: 'string', pattern: ISO_INSTANT_PATTERN }],
    ['tab field equality', '/invoices', 'state', { type: 'string', enum: ['Pendiente', 'Facturada', 'Finalizada'] }],
  ])('list query parameter: %s', (_name, path, name, schema) => {
    expect(query(path, name)?.schema).toEqual(schema);
  });

  it.each([
    ['transition', '/invoices/{_id}/issue', 'post', ['200', '400', '401', '403', '404', '409', '412', '428', '503', '4XX']],
    ['assign', '/questions-quiz/{quiz}/create', 'post', ['201', '400', '401', '403', '404', '409', '503', '4XX']],
    ['unassign', '/questions-quiz/{quiz}/delete', 'put', ['200', '400', '401', '403', '404', '503', '4XX']],
  ])('responses: %s', (_name, path, method, statuses) => {
    expect(Object.keys(document.paths[path]![method]!.responses)).toEqual(statuses);
  });

  it('sends { _id } to assign and unassign', () => {
    for (const [path, method] of [['/questions-quiz/{quiz}/create', 'post'], ['/questions-quiz/{quiz}/delete', 'put']] as const) {
      expect(document.paths[path]![method]!.requestBody!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/IdBody' });
    }
    expect(document.components.schemas.IdBody!.required).toEqual(['_id']);
  });

  it('answers rows with $labels when the entity has references', () => {
    const row = document.components.schemas.InvoiceRow as { properties: Record<string, unknown> };
    expect(row.properties.$labels).toMatchObject({ type: 'object', properties: { seller: { type: ['string', 'null'] } } });
    expect(document.components.schemas.InvoiceList!.properties).toMatchObject({ data: { items: { $ref: '#/components/schemas/InvoiceRow' } } });
    expect(document.components.schemas.QuizList!.properties).toMatchObject({ data: { items: { $ref: '#/components/schemas/Quiz' } } });
    expect(document.components.schemas.QuizRow).toBeUndefined();
  });

  it('notes where, through and transitions in the operation description', () => {
    expect(document.paths['/contents']!.get!.description).toBe('Only rows where parent = null.');
    expect(document.paths['/questions-quiz/{quiz}']!.get!.description).toContain('linked through quizQuestion');
    expect(document.paths['/invoices/{_id}/issue']!.post!.description).toBe('Sets state to "Facturada" when it is "Pendiente".');
  });
});

describe('emitOpenApi responses', () => {
  const document = JSON.parse(emitOpenApi(basicModel).contents) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

  it.each([
    ['list', '/sellers', 'get', ['200']],
    ['create answers 201', '/sellers/create', 'post', ['201']],
    ['update', '/sellers/{_id}/update', 'post', ['200', '404', '412', '428']],
    ['delete', '/sellers/{_id}', 'put', ['200', '404', '412', '428']],
    ['move', '/courseCategories/{_id}/{direction}', 'get', ['200', '404']],
  ])('%s', (_name, path, method, statuses) => {
    expect(Object.keys(document.paths[path]![method]!.responses).sort()).toEqual([...statuses, '400', '401', '403', '503', '4XX'].sort());
  });
});

describe('emitOpenApi row versions', () => {
  type Header = { description: string; schema: unknown };
  type Response = { $ref?: string; headers?: Record<string, Header>; content?: Record<string, { schema: unknown }> };
  const document = JSON.parse(emitOpenApi(basicModel).contents) as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string; required: boolean }[]; responses: Record<string, Response> }>>;
    components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }>; responses: Record<string, Response> };
  };

  it('every answered row documents its _version (not required: a row body may leave it out)', () => {
    expect(document.components.schemas.Seller!.properties._version).toEqual({ type: 'integer', minimum: 1, readOnly: true, description: expect.stringMatching(/^The row's version/) });
    expect(document.components.schemas.Seller!.required).not.toContain('_version');
  });

  it('a get, a create and an update answer the row version as a strong ETag', () => {
    for (const [path, method, status] of [['/sellers/{_id}', 'get', '200'], ['/sellers/create', 'post', '201'], ['/sellers/{_id}/update', 'post', '200']] as const) {
      expect(Object.keys(document.paths[path]![method]!.responses[status]!.headers ?? {}), `${method} ${path}`).toEqual(['ETag']);
    }
    // A list answers pages, or with `format` a file to download: that header is the file's, never an ETag.
    expect(Object.keys(document.paths['/sellers']!.get!.responses['200']!.headers ?? {})).toEqual(['Content-Disposition']);
  });

  it('an update or delete takes If-Match (not required by the schema: its absence is the 428), a stale one is a 412 holding the current row', () => {
    for (const [path, method] of [['/sellers/{_id}/update', 'post'], ['/sellers/{_id}', 'put']] as const) {
      const operation = document.paths[path]![method]!;
      expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header', required: false }));
      expect(operation.responses['412']!.content!['application/json']!.schema).toEqual({
        type: 'object',
        properties: { error: { type: 'string' }, current: { $ref: '#/components/schemas/Seller' } },
        required: ['error', 'current'],
      });
      expect(operation.responses['428']).toEqual({ $ref: '#/components/responses/PreconditionRequired' });
    }
    expect(document.components.responses.PreconditionRequired!.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });
    expect(document.paths['/courseCategories/{_id}/{direction}']!.get!.parameters!.map((parameter) => parameter.name)).not.toContain('If-Match');
  });
});

describe('emitOpenApi children, uploads and health (tests/fixtures/schemas)', () => {
  type Schema = { properties: Record<string, Record<string, unknown>>; required?: string[] };
  const document = JSON.parse(emitOpenApi(getFixtureSchemasModel()).contents) as {
    tags: { name: string }[];
    paths: Record<string, Record<string, Operation & { requestBody?: { description?: string } }>>;
    components: { schemas: Record<string, Schema> };
  };
  const schema = (name: string): Schema => document.components.schemas[name]!;

  it('create bodies: JSON or form-urlencoded, the same schema, with the editable children', () => {
    const body = document.paths['/deliveries/create']!.post!.requestBody!;
    expect(body.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/DeliveryCreateInput' } },
      'application/x-www-form-urlencoded': { schema: { $ref: '#/components/schemas/DeliveryCreateInput' } },
    });
    // The form encoding's examples are this body's own fields, one per qs shape; a body without such fields names none.
    expect(body.description).toMatch(/\(here e\.g\. `billing\[country\]`, `sellers\[\]`, `uploads\[0\]\[name\]`\)\.$/);
    const products = document.paths['/products/create']!.post!.requestBody!.description;
    expect(products).toMatch(/`name\[0\]\[property\]`\.$/);
    expect(products).not.toMatch(/sellers|uploads|keys/);
    expect(Object.keys(schema('DeliveryCreateInput').properties)).toEqual(['voucherNumber', 'deliveredOn', 'sellers', 'uploads', 'billing', 'notes', 'keys']);
    // Only schemas an operation refers to: deliveries have no update, so nothing takes the children-less Input.
    expect(document.components.schemas.DeliveryInput).toBeUndefined();
    expect(document.paths['/products/create']!.post!.requestBody!.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ProductInput' } },
      'application/x-www-form-urlencoded': { schema: { $ref: '#/components/schemas/ProductInput' } },
    });
    expect(document.components.schemas.ProductCreateInput).toBeUndefined();
  });

  it('rows: children as the child rows, labels of an array of ids as an array', () => {
    const row = schema('DeliveryRow');
    expect(row.properties.keys).toEqual({
      type: 'array',
      title: 'Claves',
      description: "Rows of productKey whose delivery is this row's _id (get responses)",
      items: { $ref: '#/components/schemas/ProductKeyRow' },
    });
    expect(row.properties.invoices!.items).toEqual({ $ref: '#/components/schemas/InvoiceRow' });
    expect((row.properties.$labels as Schema).properties).toEqual({ sellers: { type: 'array', items: { type: ['string', 'null'] } } });
    expect(schema('DeliveryList').properties.data).toEqual({ type: 'array', items: { $ref: '#/components/schemas/DeliveryRow' } });
  });

  it('the upload service: upload into a folder, read back, sign', () => {
    const upload = document.paths['/upload']!.post!;
    expect(upload.parameters).toEqual([
      { name: 'folder', in: 'header', required: false, description: 'Folder to store the file in; absent: deliveries', schema: { type: 'string', enum: ['deliveries', 'docs', 'notes', 'receipts'], default: 'deliveries' } },
    ]);
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.responses)).toEqual(['200', '400', '401', '403', '413', '415', '503', '4XX']);
    expect(schema('UploadResult').required).toEqual(['uploadURL', 'name']);
    const file = document.paths['/uploads/{folder}/{name}']!.get!;
    expect(file.parameters!.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['path:folder', 'path:name']);
    const sign = document.paths['/get_signature_s3']!.get!;
    expect(sign.parameters!.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['query:fileName', 'query:contentType', 'query:folder']);
    expect(schema('UploadSignature').required).toEqual(['url', 'fields', 'maxBytes', 'expiresAt']);
    expect(schema('UploadSignature').properties.maxBytes).toEqual({ type: 'integer', const: 2000000 });
    expect(document.tags.at(-3)).toEqual({ name: 'uploads', description: 'The upload service' });
  });

  it('health: liveness and readiness without a session, readiness 503 with its checks', () => {
    expect(document.tags.at(-1)).toEqual({ name: 'health', description: 'Liveness and readiness, without a session' });
    const ready = document.paths['/readyz']!.get! as Operation & { security?: unknown[] };
    expect(ready.security).toEqual([]);
    expect(Object.keys(ready.responses)).toEqual(['200', '503', '4XX']);
    expect(schema('Readiness').required).toEqual(['ready', 'checks']);
    expect(document.paths['/healthz']!.get!.operationId).toBe('getHealth');
  });
});

describe('emitOpenApi sign-in and sessions (tests/fixtures/schemas)', () => {
  type Op = Operation & { security?: Record<string, string[]>[]; tags: string[] };
  const model = getFixtureSchemasModel();
  const document = JSON.parse(emitOpenApi(model).contents) as {
    security: unknown;
    paths: Record<string, Record<string, Op>>;
    components: { securitySchemes: Record<string, unknown>; schemas: Record<string, { required?: string[] }> };
  };
  const op = (path: string, method: string): Op => document.paths[path]![method]!;
  const SESSION = [{ session: [] }];
  const CSRF = [{ session: [], csrf: [] }];

  it('declares the session cookie and the CSRF header; every call needs the session by default', () => {
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'admin_session' },
      csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
    });
    expect(document.security).toEqual(SESSION);
  });

  it.each([
    ['login: no session needed', '/login', 'post', [], ['200', '400', '401', '415', '429', '503', '4XX']],
    ['session: the default (cookie only)', '/session', 'get', undefined, ['200', '401', '503', '4XX']],
    ['logout: session and CSRF', '/logout', 'post', CSRF, ['204', '401', '403', '503', '4XX']],
  ])('%s', (_name, path, method, security, statuses) => {
    expect(op(path, method).security).toEqual(security);
    expect(Object.keys(op(path, method).responses)).toEqual(statuses);
    expect(op(path, method).tags).toEqual(['session']);
  });

  it('login takes { email, password } and answers the user and the CSRF token', () => {
    expect(document.components.schemas.LoginInput!.required).toEqual(['email', 'password']);
    expect(document.components.schemas.Session!.required).toEqual(['user', 'csrfToken', 'permissions']);
  });

  it('every entity operation answers 401 and 403; state-changing ones (any method but GET, and moves) need the CSRF header', () => {
    const stateChanging = ['create', 'update', 'delete', 'move', 'transition', 'assign', 'unassign'];
    let checked = 0;
    for (const entity of model.entities) {
      for (const endpoint of entity.endpoints) {
        const operation = op(endpoint.path, endpoint.method.toLowerCase());
        expect(Object.keys(operation.responses), operation.operationId).toEqual(expect.arrayContaining(['401', '403']));
        const csrf = endpoint.method !== 'GET' || stateChanging.includes(endpoint.kind);
        expect(operation.security, operation.operationId).toEqual(csrf ? CSRF : undefined);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(op('/lessons/{_id}/{direction}', 'get').security).toEqual(CSRF);
    expect(op('/upload', 'post').security).toEqual(CSRF);
  });

  it('lists the audit log: filters of the site grid, the record list by path', () => {
    const names = (path: string) => (op(path, 'get').parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(names('/audit')).toEqual([
      'query:pageIndex',
      'query:pageSize',
      'query:sortField',
      'query:sortOrder',
      'query:after',
      'query:before',
      'query:at[from]',
      'query:at[to]',
      'query:userEmail',
      'query:entity',
      'query:recordId',
      'query:action',
      'query:format',
      'query:grid',
      'query:columns',
    ]);
    expect(op('/audit', 'get').parameters!.find((parameter) => parameter.name === 'entity')!.schema.enum).toContain('delivery');
    expect(names('/audit/{entity}/{recordId}').slice(0, 2)).toEqual(['path:entity', 'path:recordId']);
    expect(document.paths['/audit']!.post).toBeUndefined();
  });
});
