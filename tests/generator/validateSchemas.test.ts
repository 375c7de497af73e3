import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESERVED_ENTITY_NAMES, SchemaValidationError, formatSchemaProblem, getSchemaProblems, loadSchemas, validateSchemas } from '../../generator/index.js';
import type { LoadedFile, LoadSchemasResult } from '../../generator/index.js';
import { ACTION_KINDS, CELL_KINDS, ENDPOINT_KINDS, FILTER_KINDS, WIDGET_NAMES } from '../../runtime/shared/index.js';
import { FIXTURE_SCHEMAS_DIR } from './fixtureModel.js';

// The schemas are edited as plain JSON, so the cases reach into them untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON documents under test
type Json = any;

interface Project {
  app: Json;
  lesson: Json;
  seller: Json;
}

/** tests/fixtures/schemas/ with `given` applied to a fresh copy of its JSON. */
function getProblems(given: (project: Project) => void): string[] {
  const loaded = loadSchemas(FIXTURE_SCHEMAS_DIR);
  const clone = (file: LoadedFile): LoadedFile => ({ ...file, data: structuredClone(file.data) });
  const entities = loaded.entities.map(clone);
  const byName = (name: string): Json => entities.find((file) => file.source === `schemas/${name}.json`)!.data;
  const project: Project = { app: structuredClone(loaded.app!.data), lesson: byName('lesson'), seller: byName('seller') };
  given(project);
  const result: LoadSchemasResult = {
    app: project.app === null ? null : { ...loaded.app!, data: project.app },
    entities,
  };
  return getSchemaProblems(result).map(formatSchemaProblem);
}

const PAGE_ROUTES = [
  '/contents/{content}/lessons',
  '/lessons',
  '/lessons/new',
  '/lessons/{_id}/edit',
  '/lessons/{_id}/view',
  '/sellers',
  '/sellers/new',
  '/sellers/{_id}',
  '/sellers/{_id}/edit',
].join(', ');

const cases: [string, { given: (project: Project) => void; want: string[] }][] = [
  [
    'unknown action kind',
    {
      given: (p) => (p.seller.grids.sellers.actions[1].kind = 'remove'),
      want: [`schemas/seller.json: /grids/sellers/actions/1/kind: unknown action kind "remove"; expected one of: ${ACTION_KINDS.join(', ')}`],
    },
  ],
  [
    'unknown widget',
    {
      given: (p) => (p.lesson.forms.create.ui.notes['ui:widget'] = 'fancy'),
      want: [`schemas/lesson.json: /forms/create/ui/notes/ui:widget: unknown widget "fancy"; expected one of: ${WIDGET_NAMES.join(', ')}`],
    },
  ],
  [
    'unknown widget nested in a field uiSchema',
    {
      given: (p) => (p.lesson.forms.create.ui.tags.items['ui:widget'] = 'chips'),
      want: [`schemas/lesson.json: /forms/create/ui/tags/items/ui:widget: unknown widget "chips"; expected one of: ${WIDGET_NAMES.join(', ')}`],
    },
  ],
  [
    'unknown field in column',
    {
      given: (p) => (p.seller.grids.sellers.columns[0].field = 'nme'),
      want: ['schemas/seller.json: /grids/sellers/columns/0/field: unknown field "nme"; expected one of: _id, name'],
    },
  ],
  [
    'unknown field in required, index, ordering scope, view and demo',
    {
      given: (p) => {
        p.lesson.required.push('title');
        p.lesson.indexes[0][1] = 'pos';
        p.lesson.ordering.scope = ['course'];
        p.lesson.views.view.fields[0] = 'id';
        p.lesson.demo.unique = ['nmae'];
      },
      want: [
        'required/2: unknown field "title"',
        'indexes/0/1: unknown field "pos"',
        'ordering/scope/0: unknown field "course"',
        'views/view/fields/0: unknown field "id"',
        'demo/unique/0: unknown field "nmae"',
      ].map(
        (text) =>
          `schemas/lesson.json: /${text}; expected one of: _id, name, content, free, position, duration, publishedAt, updatedAt, tags, video, notes`,
      ),
    },
  ],
  [
    'bad path placeholder in an endpoint',
    {
      given: (p) => (p.seller.endpoints.get.path = '/sellers/{id}'),
      want: ['schemas/seller.json: /endpoints/get/path: unknown path placeholder "{id}"; expected one of: {_id}, {name}'],
    },
  ],
  [
    '{direction} outside a move endpoint',
    {
      given: (p) => (p.seller.endpoints.get.path = '/sellers/{_id}/{direction}'),
      want: ['schemas/seller.json: /endpoints/get/path: unknown path placeholder "{direction}"; expected one of: {_id}, {name}'],
    },
  ],
  [
    'move endpoint without {direction}',
    {
      given: (p) => (p.lesson.endpoints.move.path = '/lessons/{_id}/up'),
      want: ['schemas/lesson.json: /endpoints/move/path: move endpoint path "/lessons/{_id}/up" has no "{direction}"; expected e.g. "/items/{_id}/{direction}"'],
    },
  ],
  [
    'bad placeholders in a link, a form route and a redirect',
    {
      given: (p) => {
        p.seller.grids.sellers.links[1].to = '/sellers/{sellerId}/edit';
        p.seller.forms.edit.route = '/sellers/{id}/edit';
        p.seller.forms.create.redirect = '/sellers/{seller}';
      },
      want: [
        'schemas/seller.json: /grids/sellers/links/1/to: unknown path placeholder "{sellerId}"; expected one of: {_id}, {name}',
        'schemas/seller.json: /forms/create/redirect: unknown path placeholder "{seller}"; expected one of: {_id}, {name}',
        'schemas/seller.json: /forms/edit/route: unknown path placeholder "{id}"; expected one of: {_id}, {name}',
      ],
    },
  ],
  [
    'incompatible action endpoint',
    {
      given: (p) => (p.seller.grids.sellers.actions[1].endpoint = 'update'),
      want: ['schemas/seller.json: /grids/sellers/actions/1/endpoint: endpoint "update" has kind "update"; expected an endpoint of kind "delete" for a delete action'],
    },
  ],
  [
    'incompatible data source, form submit and form load',
    {
      given: (p) => {
        p.seller.grids.sellers.dataSource = 'get';
        p.seller.forms.create.submit = 'delete';
        p.seller.forms.edit.load = 'list';
      },
      want: [
        'schemas/seller.json: /grids/sellers/dataSource: endpoint "get" has kind "get"; expected an endpoint of kind "list" for a grid data source',
        'schemas/seller.json: /forms/create/submit: endpoint "delete" has kind "delete"; expected an endpoint of kind "create" or "update" for a form submit',
        'schemas/seller.json: /forms/edit/load: endpoint "list" has kind "list"; expected an endpoint of kind "get" for a form load',
      ],
    },
  ],
  [
    'unknown endpoint name',
    {
      given: (p) => (p.seller.forms.create.submit = 'add'),
      want: ['schemas/seller.json: /forms/create/submit: unknown endpoint "add"; expected one of: list, get, create, update, delete'],
    },
  ],
  [
    'link action without to',
    {
      given: (p) => delete p.seller.grids.sellers.actions[0].to,
      want: ['schemas/seller.json: /grids/sellers/actions/0: link action has no "to"; expected a page route in "to"'],
    },
  ],
  [
    'action without endpoint',
    {
      given: (p) => delete p.seller.grids.sellers.actions[1].endpoint,
      want: ['schemas/seller.json: /grids/sellers/actions/1: delete action has no "endpoint"; expected the name of a delete endpoint'],
    },
  ],
  [
    'move action without ordering',
    {
      given: (p) => {
        p.seller.endpoints.move = { kind: 'move', method: 'GET', path: '/sellers/{_id}/{direction}' };
        p.seller.grids.sellers.actions.push({ kind: 'move', endpoint: 'move' });
      },
      want: ['schemas/seller.json: /grids/sellers/actions/2/kind: move action on an entity without "ordering"; expected "ordering": { "field": <integer field> }'],
    },
  ],
  [
    'ordering on a non-integer field',
    {
      given: (p) => (p.lesson.ordering.field = 'duration'),
      want: ['schemas/lesson.json: /ordering/field: field "duration" has type "number"; expected an integer field'],
    },
  ],
  [
    'unknown cell, filter and endpoint kind',
    {
      given: (p) => {
        p.lesson.grids.lessons.columns[0].cell = 'money';
        p.lesson.grids.lessons.columns[1].filter = 'range';
        p.lesson.endpoints.get.kind = 'read';
      },
      want: [
        `schemas/lesson.json: /endpoints/get/kind: unknown endpoint kind "read"; expected one of: ${ENDPOINT_KINDS.join(', ')}`,
        `schemas/lesson.json: /grids/lessons/columns/0/cell: unknown cell "money"; expected one of: ${CELL_KINDS.join(', ')}`,
        `schemas/lesson.json: /grids/lessons/columns/1/filter: unknown filter "range"; expected one of: ${FILTER_KINDS.join(', ')}`,
      ],
    },
  ],
  [
    'duplicate page route (placeholders compare equal)',
    {
      given: (p) => (p.seller.forms.edit.route = '/lessons/{_id}/edit'),
      want: [
        'schemas/seller.json: /forms/edit/route: duplicate page route "/lessons/{_id}/edit" (first declared at schemas/lesson.json: /forms/edit/route); expected each page route once across all schemas',
      ],
    },
  ],
  [
    'duplicate API endpoint',
    {
      given: (p) => (p.seller.endpoints.list.path = '/lessons'),
      want: [
        'schemas/seller.json: /endpoints/list: duplicate API endpoint GET /lessons (first declared at schemas/lesson.json: /endpoints/list); expected it once across all schemas',
      ],
    },
  ],
  [
    'duplicate entity and table',
    {
      given: (p) => (p.lesson.entity = 'seller'),
      want: [
        'schemas/seller.json: /entity: duplicate entity "seller" (first declared at schemas/lesson.json: /entity); expected it once across all schemas',
        'schemas/seller.json: /table: duplicate table "sellers" (first declared at schemas/lesson.json: /entity); expected it once across all schemas',
      ],
    },
  ],
  [
    'bad menu route',
    {
      given: (p) => (p.app.menu[1].route = '/lesson'),
      want: [`schemas/app.json: /menu/1/route: unknown page route "/lesson"; expected one of: ${PAGE_ROUTES}`],
    },
  ],
  [
    'extra key in a grid',
    {
      given: (p) => (p.seller.grids.sellers.colums = []),
      want: [
        'schemas/seller.json: /grids/sellers/colums: unknown key "colums"; expected one of: title, route, dataSource, columns, links, actions, paging, filtering, pageSize, defaultSort',
      ],
    },
  ],
  [
    'extra top-level key',
    {
      given: (p) => (p.seller.api = '/sellers'),
      want: [
        'schemas/seller.json: /api: unknown key "api"; expected one of: $schema, entity, label, table, fields, required, indexes, ordering, endpoints, grids, forms, views, demo',
      ],
    },
  ],
  [
    'extra key in app.json',
    {
      given: (p) => (p.app.theme = 'dark'),
      want: ['schemas/app.json: /theme: unknown key "theme"; expected one of: $schema, title, locale, apiBase, menu'],
    },
  ],
  [
    'missing key, wrong type, wrong enum value, wrong pattern',
    {
      given: (p) => {
        delete p.seller.label.many;
        p.seller.demo.count = 'many';
        p.seller.endpoints.list.method = 'PATCH';
        p.seller.entity = 'Seller';
      },
      want: [
        'schemas/seller.json: /entity: invalid value "Seller"; expected a string matching ^[a-z][A-Za-z0-9]*$',
        'schemas/seller.json: /label: missing required key "many"',
        'schemas/seller.json: /endpoints/list/method: invalid value "PATCH"; expected one of: GET, POST, PUT, DELETE',
        'schemas/seller.json: /demo/count: invalid type string; expected integer',
      ],
    },
  ],
  [
    '_id must be a read-only string',
    {
      given: (p) => {
        p.seller.fields._id.readOnly = false;
        p.lesson.fields._id.type = 'integer';
      },
      want: [
        'schemas/lesson.json: /fields/_id/type: invalid value "integer"; expected "string"',
        'schemas/seller.json: /fields/_id/readOnly: invalid value false; expected true',
      ],
    },
  ],
  [
    'invalid field name',
    {
      given: (p) => (p.seller.fields['full-name'] = { type: 'string' }),
      want: ['schemas/seller.json: /fields/full-name: invalid name "full-name"; expected a name matching ^[A-Za-z_][A-Za-z0-9_]*$'],
    },
  ],
  [
    'invalid JSON Schema in a field',
    {
      given: (p) => {
        p.lesson.fields.notes.maxLenght = 3;
        p.lesson.fields.name.type = 'text';
        p.lesson.fields.duration.type = ['number', 'string'];
      },
      want: [
        'schemas/lesson.json: /fields/name/type: unknown field type "text"; expected one of: string, integer, number, boolean, object, array, null',
        'schemas/lesson.json: /fields/duration/type: field type ["number","string"] is ambiguous; expected exactly one type besides "null"',
        'schemas/lesson.json: /fields/notes: invalid JSON Schema: strict mode: unknown keyword: "maxLenght"; expected draft-07 keywords and known formats',
      ],
    },
  ],
  [
    'uiSchema for a field the form does not show',
    {
      given: (p) => (p.lesson.forms.edit.ui = { notes: { 'ui:widget': 'textarea' } }),
      want: ['schemas/lesson.json: /forms/edit/ui/notes: uiSchema for "notes", which is not a field of this form; expected one of: name, free, publishedAt'],
    },
  ],
  [
    'form without redirect on an entity without grids',
    {
      given: (p) => {
        delete p.seller.grids;
        delete p.seller.forms.create.redirect;
        p.app.menu = [];
      },
      want: ['schemas/seller.json: /forms/create: form has no "redirect" and the entity has no grid to return to; expected a "redirect" route'],
    },
  ],
  [
    'reserved entity name',
    {
      given: (p) => (p.seller.entity = 'index'),
      want: [`schemas/seller.json: /entity: reserved entity name "index"; expected a name other than: ${RESERVED_ENTITY_NAMES.join(', ')}`],
    },
  ],
  [
    'menu route when there are no pages',
    {
      given: (p) => {
        delete p.seller.grids;
        delete p.seller.forms;
        delete p.seller.views;
        delete p.lesson.grids;
        delete p.lesson.forms;
        delete p.lesson.views;
      },
      want: [
        'schemas/app.json: /menu/0/route: unknown page route "/sellers"; expected one of: (no pages declared)',
        'schemas/app.json: /menu/1/route: unknown page route "/lessons"; expected one of: (no pages declared)',
      ],
    },
  ],
  [
    'missing app.json',
    {
      given: (p) => (p.app = null),
      want: ['schemas/app.json: /: file not found; expected the app definition (title, locale, apiBase, menu)'],
    },
  ],
  [
    'problems in several files are all collected',
    {
      given: (p) => {
        p.app.menu[0].route = '/vendedores';
        p.lesson.grids.lessons.actions[0].kind = 'add';
        p.seller.grids.sellers.columns[0].field = 'nombre';
      },
      want: [
        `schemas/lesson.json: /grids/lessons/actions/0/kind: unknown action kind "add"; expected one of: ${ACTION_KINDS.join(', ')}`,
        'schemas/seller.json: /grids/sellers/columns/0/field: unknown field "nombre"; expected one of: _id, name',
        `schemas/app.json: /menu/0/route: unknown page route "/vendedores"; expected one of: ${PAGE_ROUTES}`,
      ],
    },
  ],
];

describe('validateSchemas', () => {
  it('accepts the fixture schemas and the real ones', () => {
    expect(getProblems(() => {})).toEqual([]);
    expect(() => validateSchemas(loadSchemas(path.join(FIXTURE_SCHEMAS_DIR, '../../../schemas')))).not.toThrow();
  });

  it.each(cases)('%s', (_name, { given, want }) => {
    expect(getProblems(given)).toEqual(want);
  });

  it('throws one SchemaValidationError listing every problem', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-gen-validate-'));
    writeFileSync(path.join(dir, 'app.json'), JSON.stringify({ title: 'T', menu: [{ label: 'X', route: '/x' }] }));
    writeFileSync(path.join(dir, 'broken.json'), '{ "entity": "broken", }');
    writeFileSync(path.join(dir, 'nothing.json'), '[]');
    let error: unknown;
    try {
      validateSchemas(loadSchemas(dir));
    } catch (caught) {
      error = caught;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(error).toBeInstanceOf(SchemaValidationError);
    const messages = (error as SchemaValidationError).messages;
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^schemas\/broken\.json: \/: invalid JSON \(.+\); expected a JSON document$/);
    expect(messages[1]).toBe('schemas/nothing.json: /: invalid type array; expected object');
  });
});
