// The row pool shares rows between check-api's cases: lists are read once, rows it makes are copies of listed rows
// with fresh unique values, and its clean-up removes exactly what is left of them, last made first.
import { createAnswerChecker, createRowPool, getDocumentedOperations, NO_ID, type CheckRequest, type CheckResponse, type OpenApiDocument, type Row } from '../../runtime/checkApi/index.js';

const answered = { '200': { description: 'ok' }, '201': { description: 'made' }, '4XX': { description: 'refused' } };
const inputBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingInput' } } } };
const document: OpenApiDocument = {
  paths: {
    '/things': {
      get: {
        operationId: 'thingList',
        parameters: [{ name: 'pageSize', in: 'query', schema: { type: 'integer', maximum: 50 } }],
        responses: answered,
        'x-admin-gen': { entity: 'thing', name: 'list', kind: 'list' },
      },
      post: { operationId: 'thingCreate', requestBody: inputBody, responses: answered, 'x-admin-gen': { entity: 'thing', name: 'create', kind: 'create', unique: [['code']] } },
    },
    '/things/{_id}': { delete: { operationId: 'thingDelete', responses: answered, 'x-admin-gen': { entity: 'thing', name: 'delete', kind: 'delete', ids: { _id: 'thing' } } } },
    // Notes can be made but not removed.
    '/notes': { post: { operationId: 'noteCreate', requestBody: inputBody, responses: answered, 'x-admin-gen': { entity: 'note', name: 'create', kind: 'create' } } },
  },
  components: {
    schemas: {
      ThingInput: {
        type: 'object',
        properties: { _id: { type: 'string', readOnly: true }, code: { type: 'string', maxLength: 30 }, name: { type: 'string' } },
        required: ['code', 'name'],
        additionalProperties: false,
      },
    },
  },
};
const operations = getDocumentedOperations(document);
const byId = (id: string) => operations.find((operation) => operation.id === id)!;

/** A pool over a fake server with one listed thing; `refuseCreates` answers every create with a 400. */
function setUp(options: { refuseCreates?: boolean } = {}) {
  const sent: CheckRequest[] = [];
  let made = 0;
  const answer = (status: number, data: unknown): CheckResponse => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(data), data });
  const send = async (request: CheckRequest): Promise<CheckResponse> => {
    sent.push(request);
    if (request.method === 'GET') return answer(200, { data: [{ _id: 'a1', code: 'A', name: 'Ana' }], total: 1 });
    if (request.method === 'POST') return options.refuseCreates ? answer(400, { error: 'no' }) : answer(201, { _id: `new${(made += 1)}`, ...(request.body as Row) });
    return answer(200, { deleted: true, _id: request.url.split('/').at(-1) });
  };
  const pool = createRowPool({ document, operations, answers: createAnswerChecker(document), send });
  return { pool, sent, calls: () => sent.map((request) => `${request.method} ${request.url}`) };
}

describe('createRowPool', () => {
  it("reads an entity's lists once, at their documented largest page", async () => {
    const { pool, calls } = setUp();
    expect(await pool.getListedRows('thing')).toEqual([{ _id: 'a1', code: 'A', name: 'Ana' }]);
    await pool.getListedRows('thing');
    expect(calls()).toEqual(['GET /things?pageSize=50']);
  });

  it('makes a copy of a listed row whose unique field gets a fresh value, and keeps it as its own', async () => {
    const { pool, sent } = setUp();
    const row = await pool.makeRow('thing');
    const body = sent.at(-1)!.body as Row;
    expect(body).toEqual({ code: expect.stringMatching(/^A-c[0-9a-f]{6}1$/), name: 'Ana' });
    expect(row).toEqual({ _id: 'new1', ...body });
    expect(pool.getOwnRows('thing')).toEqual([row]);
  });

  it('tells why a row could not be made, and keeps nothing', async () => {
    const { pool } = setUp({ refuseCreates: true });
    const failed = vi.fn();
    expect(await pool.makeRow('thing', {}, failed)).toBeUndefined();
    expect(failed).toHaveBeenCalledWith(byId('thingCreate'), expect.objectContaining({ status: 400 }));
    expect(pool.getOwnRows('thing')).toEqual([]);
    expect(await pool.cleanUp()).toEqual([]);
  });

  it('cleans up what it made, last made first, and only once', async () => {
    const { pool, calls } = setUp();
    await pool.makeRow('thing');
    await pool.makeRow('thing');
    const before = calls().length;
    const results = await pool.cleanUp();
    expect(calls().slice(before)).toEqual(['DELETE /things/new2', 'DELETE /things/new1']);
    expect(results.map((result) => [result.name, result.outcome])).toEqual([
      ['clean up: the thing new2 check-api made', 'ok'],
      ['clean up: the thing new1 check-api made', 'ok'],
    ]);
    expect(await pool.cleanUp()).toEqual([]);
  });

  it('follows the answers of the cases: a row a case made is cleaned up, one a case deleted is not', async () => {
    const { pool, calls } = setUp();
    const created = { status: 201, headers: {}, body: '', data: { _id: 'c1' } };
    pool.noteChanges(byId('thingCreate'), { method: 'POST', url: '/things', body: {} }, created);
    pool.noteChanges(byId('thingCreate'), { method: 'POST', url: '/things', body: {} }, { ...created, data: { _id: 'c2' } });
    pool.noteChanges(byId('thingDelete'), { method: 'DELETE', url: '/things/c1' }, { status: 200, headers: {}, body: '', data: { deleted: true, _id: 'c1' } });
    expect(pool.getOwnRows('thing')).toEqual([{ _id: 'c2' }]);
    await pool.cleanUp();
    expect(calls()).toEqual(['DELETE /things/c2']);
  });

  it('makes no row it could not remove (an entity without a delete operation)', async () => {
    const { pool, calls } = setUp();
    expect(await pool.makeRow('note')).toBeUndefined();
    expect(calls()).toEqual([]);
    expect(pool.leftBehind).toEqual([]);
    expect(await pool.cleanUp()).toEqual([]);
  });

  it.each<[string, Record<string, string>, boolean, string]>([
    ['a given value', { _id: 'x/y' }, true, '/things/x%2Fy'],
    ['a listed row', {}, true, '/things/a1'],
    ['an _id no server has, with no row to use', {}, false, `/things/${NO_ID}`],
  ])('fills a path placeholder with %s', async (_case, values, read, path) => {
    const { pool } = setUp();
    if (read) await pool.getListedRows('thing');
    expect(pool.fill(byId('thingDelete'), values)).toBe(path);
  });
});

// Slots of a room that must not overlap (x-admin-gen's noOverlap), and a room named by a reference no lookup offers.
const slotDocument: OpenApiDocument = {
  paths: {
    '/rooms': { get: { operationId: 'roomList', responses: answered, 'x-admin-gen': { entity: 'room', name: 'list', kind: 'list' } } },
    '/slots': {
      get: { operationId: 'slotList', responses: answered, 'x-admin-gen': { entity: 'slot', name: 'list', kind: 'list' } },
      post: {
        operationId: 'slotCreate',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/SlotInput' } } } },
        responses: answered,
        'x-admin-gen': { entity: 'slot', name: 'create', kind: 'create', noOverlap: [{ start: 'from', end: 'to', scope: ['room'] }] },
      },
    },
    '/slots/{_id}': { delete: { operationId: 'slotDelete', responses: answered, 'x-admin-gen': { entity: 'slot', name: 'delete', kind: 'delete', ids: { _id: 'slot' } } } },
  },
  components: {
    schemas: {
      SlotInput: {
        type: 'object',
        properties: { room: { type: 'string', 'x-admin-gen-reference': 'room' }, from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' } },
        required: ['room', 'from', 'to'],
        additionalProperties: false,
      },
    },
  },
};

describe('createRowPool on a noOverlap rule and a reference without a lookup', () => {
  /** A fake server listing one room and no slot. */
  function setUpSlots() {
    const sent: CheckRequest[] = [];
    const answer = (status: number, data: unknown): CheckResponse => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(data), data });
    const send = async (request: CheckRequest): Promise<CheckResponse> => {
      sent.push(request);
      if (request.method === 'GET') return answer(200, { data: request.url.startsWith('/rooms') ? [{ _id: 'r1' }] : [], total: 0 });
      return answer(201, { _id: `slot${sent.length}`, ...(request.body as Row) });
    };
    const slotOperations = getDocumentedOperations(slotDocument);
    return { pool: createRowPool({ document: slotDocument, operations: slotOperations, answers: createAnswerChecker(slotDocument), send }), sent };
  }

  it('names a listed row of the entity x-admin-gen-reference gives', async () => {
    const { pool, sent } = setUpSlots();
    await pool.makeRow('slot');
    expect((sent.at(-1)!.body as Row).room).toBe('r1');
  });

  it('gives each row it makes a range of its own, its end after its start', async () => {
    const { pool, sent } = setUpSlots();
    await pool.makeRow('slot');
    await pool.makeRow('slot');
    const [first, second] = sent.filter((request) => request.method === 'POST').map((request) => request.body as { from: string; to: string });
    for (const range of [first!, second!]) expect(Date.parse(range.to)).toBeGreaterThan(Date.parse(range.from));
    // Half-open ranges [from, to) overlap when each starts before the other ends.
    expect(first!.from < second!.to && second!.from < first!.to).toBe(false);
  });
});
