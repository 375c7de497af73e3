import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESERVED_ENTITY_NAMES, SchemaValidationError, formatSchemaProblem, getSchemaProblems, loadSchemas, validateSchemas } from '../../../generator/index.js';
import type { LoadedFile, LoadSchemasResult } from '../../../generator/index.js';
import { ACTION_KINDS, CELL_KINDS, EDITOR_KINDS, ENDPOINT_KINDS, FILTER_KINDS, WIDGET_NAMES } from '../../../runtime/shared/index.js';
import { FIXTURE_SCHEMAS_DIR } from '../fixtureModel.js';
import { FIXTURE_SITES } from '../../fixtures/fixtureSites.js';

// The schemas are edited as plain JSON, so the cases reach into them untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON documents under test
type Json = any;

interface Project {
  app: Json;
  content: Json;
  delivery: Json;
  invoice: Json;
  lesson: Json;
  product: Json;
  productKey: Json;
  question: Json;
  quiz: Json;
  quizQuestion: Json;
  seller: Json;
}

/** tests/fixtures/schemas/ with `given` applied to a fresh copy of its JSON. */
function getProblems(given: (project: Project) => void): string[] {
  const loaded = loadSchemas(FIXTURE_SCHEMAS_DIR);
  // Edited data no longer matches the file's text: without positions, messages carry the pointer alone.
  const clone = (file: LoadedFile): LoadedFile => ({ path: file.path, source: file.source, data: structuredClone(file.data) });
  const entities = loaded.entities.map(clone);
  const byName = (name: string): Json => entities.find((file) => file.source === `schemas/${name}.json`)!.data;
  const project: Project = {
    app: structuredClone(loaded.app!.data),
    content: byName('content'),
    delivery: byName('delivery'),
    invoice: byName('invoice'),
    lesson: byName('lesson'),
    product: byName('product'),
    productKey: byName('productKey'),
    question: byName('question'),
    quiz: byName('quiz'),
    quizQuestion: byName('quizQuestion'),
    seller: byName('seller'),
  };
  given(project);
  const result: LoadSchemasResult = {
    app: project.app === null ? null : { path: loaded.app!.path, source: loaded.app!.source, data: project.app },
    entities,
  };
  return getSchemaProblems(result).map(formatSchemaProblem);
}

/** The fixture's grid routes without placeholders: what a menu entry may name. */
const MENU_ROUTES = '/contents, /deliveries, /history, /invoices, /lessons, /products, /quizzes, /sellers';
const LESSON_FIELDS = '_id, name, content, free, position, duration, publishedAt, updatedAt, tags, video, notes, image';
const CONTENT_FIELDS = '_id, nombre, parent, kind, web, publicado, posicion';
// auditEntry is built in (generator/builtin/auditEntry.json): every project has it.
const ENTITIES = 'auditEntry, content, delivery, invoice, lesson, product, productKey, question, quiz, quizQuestion, seller';
const DELIVERY_FIELDS = '_id, voucherNumber, deliveredOn, sellers, uploads, billing, notes, createdAt';
const FOLDER = '^[a-z0-9-]+$';
const ROUTE_UNUSED = `is used by no request path or link; expected it in the data source path, an action's request path or a link's "to"`;

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
          `schemas/lesson.json: /${text}; expected one of: ${LESSON_FIELDS}`,
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
        p.lesson.grids.lessons.columns[0].cell = 'sparkline';
        p.lesson.grids.lessons.columns[1].filter = 'range';
        p.lesson.endpoints.get.kind = 'read';
      },
      want: [
        `schemas/lesson.json: /endpoints/get/kind: unknown endpoint kind "read"; expected one of: ${ENDPOINT_KINDS.join(', ')}`,
        `schemas/lesson.json: /grids/lessons/columns/0/cell: unknown cell "sparkline"; expected one of: ${CELL_KINDS.join(', ')}`,
        `schemas/lesson.json: /grids/lessons/columns/1/filter: unknown filter "range"; expected one of: ${FILTER_KINDS.join(', ')}`,
      ],
    },
  ],
  [
    'column editors: a registered name, on an editable column, fitting the field',
    {
      given: (p) => {
        const columns = p.lesson.grids.lessons.columns;
        columns[1].editor = 'colorPicker';
        columns[2].editor = 'number';
        columns[3].editor = 'textarea';
      },
      want: [
        `schemas/lesson.json: /grids/lessons/columns/1/editor: unknown editor "colorPicker"; expected one of: ${EDITOR_KINDS.join(', ')}`,
        'schemas/lesson.json: /grids/lessons/columns/2/editor: editor "number" does not fit field "free" (type "boolean"); expected a number or integer field',
        'schemas/lesson.json: /grids/lessons/columns/3/editor: editor "textarea" on a column that is not editable; expected "editable": true beside it',
      ],
    },
  ],
  [
    'an image media type only on an image address: no other format, no listed values',
    {
      given: (p) => {
        p.lesson.fields.image = { type: 'string', title: 'Imagen', format: 'uri', contentMediaType: 'image/*' };
        p.lesson.fields.notes = { type: 'string', title: 'Notas', format: 'email', contentMediaType: 'image/*' };
        p.lesson.fields.name = { type: 'string', title: 'Nombre', enum: ['a.png', 'b.png'], contentMediaType: 'image/*' };
      },
      want: [
        `schemas/lesson.json: /fields/name/contentMediaType: "contentMediaType": "image/*" on field "name" listing its values ("enum" or "oneOf"); expected it on an image's address: a string field with no "format" (an uploaded file's path) or one of: uri, uri-reference, iri, iri-reference, and no "enum" or "oneOf"`,
        `schemas/lesson.json: /fields/notes/contentMediaType: "contentMediaType": "image/*" on field "notes" with "format": "email"; expected it on an image's address: a string field with no "format" (an uploaded file's path) or one of: uri, uri-reference, iri, iri-reference, and no "enum" or "oneOf"`,
      ],
    },
  ],
  [
    'column widths: pixels within the bounds',
    {
      given: (p) => {
        const columns = p.lesson.grids.lessons.columns;
        columns[0].width = 0;
        columns[1].width = 2000;
        columns[2].width = 120;
      },
      want: [
        'schemas/lesson.json: /grids/lessons/columns/0/width: column width 0; expected a number of pixels from 40 to 800 (e.g. 120)',
        'schemas/lesson.json: /grids/lessons/columns/1/width: column width 2000; expected a number of pixels from 40 to 800 (e.g. 120)',
      ],
    },
  ],
  [
    'duplicate page route (placeholders compare equal)',
    {
      given: (p) => (p.seller.forms.edit.route = '/lessons/{_id}/edit'),
      want: [
        'schemas/seller.json: /forms/edit/route: duplicate page route "/lessons/{_id}/edit" (first declared at schemas/lesson.json: /forms/edit/route); expected each page route once across all schemas',
        // The seller's edit page is gone, so the links to it lead nowhere.
        ...['grids/sellers/links/1/to', 'views/view/links/0/to'].map(
          (at) => `schemas/seller.json: /${at}: unknown page route "/sellers/{_id}/edit"; expected the route of a grid, form or view (routes under "/sellers": /sellers, /sellers/new, /sellers/{_id})`,
        ),
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
      want: [`schemas/app.json: /menu/1/route: unknown page route "/lesson"; expected one of: ${MENU_ROUTES}`],
    },
  ],
  [
    'extra key in a grid',
    {
      given: (p) => (p.seller.grids.sellers.colums = []),
      want: [
        'schemas/seller.json: /grids/sellers/colums: unknown key "colums"; expected one of: title, route, dataSource, parent, columns, links, actions, bulk, paging, filtering, pageSize, search, defaultSort, tabs, import, page',
      ],
    },
  ],
  [
    'extra top-level key',
    {
      given: (p) => (p.seller.api = '/sellers'),
      want: [
        'schemas/seller.json: /api: unknown key "api"; expected one of: $schema, entity, label, table, fields, required, references, children, creates, generated, sequences, lifecycle, computed, secrets, indexes, unique, rules, ordering, endpoints, grids, forms, views, renamedFrom, migrate, demo',
      ],
    },
  ],
  [
    'extra key in app.json',
    {
      given: (p) => (p.app.theme = 'dark'),
      want: ['schemas/app.json: /theme: unknown key "theme"; expected one of: $schema, title, locale, dateDisplay, apiBase, menu, pages, uploads, roles, adminUsers'],
    },
  ],
  [
    'a date display app.json does not know',
    {
      given: (p) => (p.app.dateDisplay = 'mm/dd/yyyy'),
      want: ['schemas/app.json: /dateDisplay: invalid value "mm/dd/yyyy"; expected one of: dd/mm/aaaa, aaaa-mm-dd'],
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
      given: (p) => (p.lesson.entity = 'index'),
      want: [`schemas/lesson.json: /entity: reserved entity name "index"; expected a name other than: ${RESERVED_ENTITY_NAMES.join(', ')}`],
    },
  ],
  [
    'menu route of a grid that is gone',
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
        'schemas/content.json: /grids/subitems/links/0/to: unknown page route "/contents/{_id}/lessons"; expected the route of a grid, form or view (routes under "/contents": /contents, /contents/{parent})',
        'schemas/app.json: /menu/0/route: unknown page route "/sellers"; expected one of: /contents, /deliveries, /history, /invoices, /products, /quizzes',
        'schemas/app.json: /menu/1/route: unknown page route "/lessons"; expected one of: /contents, /deliveries, /history, /invoices, /products, /quizzes',
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
        `schemas/app.json: /menu/0/route: unknown page route "/vendedores"; expected one of: ${MENU_ROUTES}`,
      ],
    },
  ],
  // v2: references, endpoint kinds and their keys, filters, cells, grid params, tabs, shared pages, demo.
  [
    'references: unknown field and entity, display, secondary and where of the other entity, string fields only, setNull on a required field',
    {
      given: (p) => {
        p.quiz.references = { author: { entity: 'seller', display: 'name' } };
        p.lesson.references.content.entity = 'contents';
        p.question.references.content.display = 'name';
        p.question.references.content.secondary = 'email';
        p.question.references.content.where = { parent: null, tipo: 'curso' };
        p.invoice.references.total = { entity: 'seller', display: 'name' };
        p.quizQuestion.references.quiz.onDelete = 'setNull';
      },
      want: [
        'schemas/invoice.json: /references/total: field "total" has type "number"; expected a string field (it holds the referenced row\'s _id) or an array of strings',
        `schemas/lesson.json: /references/content/entity: unknown entity "contents"; expected one of: ${ENTITIES}`,
        `schemas/question.json: /references/content/display: unknown field "name" of entity "content"; expected one of: ${CONTENT_FIELDS}`,
        `schemas/question.json: /references/content/secondary: unknown field "email" of entity "content"; expected one of: ${CONTENT_FIELDS}`,
        `schemas/question.json: /references/content/where/tipo: unknown field "tipo" of entity "content"; expected one of: ${CONTENT_FIELDS}`,
        'schemas/quiz.json: /references/author: unknown field "author"; expected one of: _id, name, slug',
        'schemas/quizQuestion.json: /references/quiz/onDelete: onDelete "setNull" on required field "quiz"; expected one of: restrict, cascade (or the field left out of "required")',
      ],
    },
  ],
  [
    'where: list endpoints only, known fields',
    {
      given: (p) => {
        p.content.endpoints.create.where = { parent: null };
        p.content.endpoints.roots.where = { padre: null };
      },
      want: [
        `schemas/content.json: /endpoints/roots/where/padre: unknown field "padre"; expected one of: ${CONTENT_FIELDS}`,
        'schemas/content.json: /endpoints/create/where: "where" applies to list endpoints only; expected no "where" on a create endpoint',
      ],
    },
  ],
  [
    'transition: required on transition endpoints only, a string field, known states',
    {
      given: (p) => {
        p.invoice.endpoints.list.transition = { field: 'state', from: ['Pendiente'], to: 'Facturada' };
        delete p.invoice.endpoints.issue.transition;
        p.invoice.endpoints.check.transition.to = 'Cerrada';
        p.invoice.endpoints.check.transition.from = ['Facturada', 'Anulada'];
      },
      want: [
        'schemas/invoice.json: /endpoints/list/transition: "transition" applies to transition endpoints only; expected no "transition" on a list endpoint',
        'schemas/invoice.json: /endpoints/issue: transition endpoint has no "transition"; expected "transition": { "field", "from": [...], "to" }',
        'schemas/invoice.json: /endpoints/check/transition/from/1: unknown value "Anulada" of field "state"; expected one of: Pendiente, Facturada, Finalizada',
        'schemas/invoice.json: /endpoints/check/transition/to: unknown value "Cerrada" of field "state"; expected one of: Pendiente, Facturada, Finalizada',
      ],
    },
  ],
  [
    'transition on a field that is not a string',
    {
      given: (p) => (p.invoice.endpoints.check.transition = { field: 'electronic', from: ['true'], to: 'false' }),
      want: ['schemas/invoice.json: /endpoints/check/transition/field: field "electronic" has type "boolean"; expected a string field'],
    },
  ],
  [
    'relation: required on assign and unassign, reference fields, {scope} in the path',
    {
      given: (p) => {
        delete p.quizQuestion.endpoints.assign.relation;
        p.quizQuestion.endpoints.unassign.relation.target = '_id';
        p.quizQuestion.endpoints.unassign.path = '/questions-quiz/delete';
      },
      want: [
        'schemas/quizQuestion.json: /endpoints/assign: assign endpoint has no "relation"; expected "relation": { "scope", "target" } naming two reference fields',
        'schemas/quizQuestion.json: /endpoints/unassign/relation/target: field "_id" is not a reference; expected one of: quiz, question',
        'schemas/quizQuestion.json: /endpoints/unassign/path: unassign endpoint path "/questions-quiz/delete" has no "{quiz}"; expected the relation\'s scope as a path placeholder',
      ],
    },
  ],
  [
    'through: list only, a link field referencing this entity, a scope field of the link entity',
    {
      given: (p) => {
        p.question.endpoints.inQuiz.through.field = 'quiz';
        p.question.endpoints.delete.through = { entity: 'quizQuestion', field: 'question', scope: 'quiz' };
      },
      want: [
        'schemas/question.json: /endpoints/inQuiz/through/field: field "quiz" of entity "quizQuestion" does not reference "question"; expected a field declared in its "references" with "entity": "question"',
        'schemas/question.json: /endpoints/delete/through: "through" applies to list endpoints only; expected no "through" on a delete endpoint',
      ],
    },
  ],
  [
    'through: unknown link entity and scope',
    {
      given: (p) => {
        p.question.endpoints.inQuiz.through = { entity: 'quizItem', field: 'question', scope: 'quiz' };
        p.lesson.endpoints.byContent.through = { entity: 'quizQuestion', field: 'question', scope: 'exam' };
      },
      want: [
        'schemas/lesson.json: /endpoints/byContent/through/field: field "question" of entity "quizQuestion" does not reference "lesson"; expected a field declared in its "references" with "entity": "lesson"',
        'schemas/lesson.json: /endpoints/byContent/through/scope: unknown field "exam" of entity "quizQuestion"; expected one of: _id, quiz, question',
        'schemas/lesson.json: /endpoints/byContent/path: list endpoint path "/contents/{content}/lessons" has no "{exam}"; expected the through scope as a path placeholder',
        `schemas/question.json: /endpoints/inQuiz/through/entity: unknown entity "quizItem"; expected one of: ${ENTITIES}`,
      ],
    },
  ],
  [
    'filters: boolean, dateRange, select options and all, options on another kind',
    {
      given: (p) => {
        const columns = p.invoice.grids.invoices.columns;
        columns[0].filter = { kind: 'text', options: [{ value: 'a', label: 'A' }], all: 'a' };
        columns[1].filter = 'boolean';
        columns[2].filter = { kind: 'select', all: 'Todas' };
        columns[3].filter.all = 3;
        columns[4].filter = 'dateRange';
        p.quiz.grids.quizzes.columns[0].filter = 'select';
      },
      want: [
        'schemas/invoice.json: /grids/invoices/columns/0/filter/options: "options" applies to select filters only; expected no "options" on a text filter',
        'schemas/invoice.json: /grids/invoices/columns/0/filter/all: "all" applies to select filters only; expected no "all" on a text filter',
        'schemas/invoice.json: /grids/invoices/columns/1/filter: boolean filter on field "total" of type "number"; expected a boolean field',
        'schemas/invoice.json: /grids/invoices/columns/2/filter/all: unknown option "Todas"; expected one of: "Pendiente", "Facturada", "Finalizada"',
        'schemas/invoice.json: /grids/invoices/columns/3/filter/all: unknown option 3; expected one of: 0, 1, 2',
        'schemas/invoice.json: /grids/invoices/columns/4/filter: dateRange filter on field "electronic" without a date format; expected a field with "format": "date" or "date-time"',
        'schemas/invoice.json: /grids/invoices/tabs/param: tab parameter "state" is taken in the page URL; expected a name other than: page, sortField, sortOrder, view, columns, pageSize, voucherNumber, total, state, channel, electronic, seller, createdAt',
        'schemas/quiz.json: /grids/quizzes/columns/0/filter: select filter on field "name" has no options; expected "options": [{ "value", "label" }] or a field with "oneOf": [{ "const", "title" }]',
      ],
    },
  ],
  [
    'reference filters: a reference field, an entity with a list to choose from',
    {
      given: (p) => {
        p.invoice.grids.invoices.columns[0].filter = 'reference';
        p.quiz.fields.first = { type: 'string' };
        p.quiz.references = { first: { entity: 'quizQuestion', display: '_id' } };
        p.quiz.grids.quizzes.columns.push({ field: 'first', filter: 'reference' });
      },
      want: [
        'schemas/invoice.json: /grids/invoices/columns/0/filter: field "voucherNumber" is not a reference; expected one of: seller, delivery',
        'schemas/quiz.json: /grids/quizzes/columns/1/filter: reference filter on field "first": entity "quizQuestion" has no list endpoint without path placeholders; expected one to load the choices from',
      ],
    },
  ],
  [
    'enum and reference cells need oneOf and a reference',
    {
      given: (p) => {
        p.quiz.grids.quizzes.columns[0].cell = 'enum';
        p.invoice.grids.invoices.columns[0].cell = 'reference';
      },
      want: [
        'schemas/invoice.json: /grids/invoices/columns/0/cell: field "voucherNumber" is not a reference; expected one of: seller, delivery',
        'schemas/quiz.json: /grids/quizzes/columns/0/cell: enum cell on field "name" without "oneOf": [{ "const", "title" }]; expected a field listing its values and labels',
      ],
    },
  ],
  [
    'grid params: every route placeholder used, data source and insert paths filled from the route',
    {
      given: (p) => {
        p.lesson.grids.byContent.dataSource = 'list';
        p.content.grids.contents.dataSource = 'children';
        p.content.endpoints.create.path = '/contents/{parent}/create';
      },
      want: [
        'schemas/content.json: /grids/contents/dataSource: data source path "/contents/{parent}/children" has placeholder "{parent}", which this grid cannot fill; expected one of: (none: the grid route has no placeholders)',
        'schemas/content.json: /grids/contents/actions/0/endpoint: request path "/contents/{parent}/create" has placeholder "{parent}", which this grid cannot fill; expected one of: (none: the grid route has no placeholders)',
        `schemas/lesson.json: /grids/byContent/route: route placeholder "{content}" ${ROUTE_UNUSED}`,
      ],
    },
  ],
  [
    'grid params: links and row actions may use fields and route placeholders, toolbar links only route placeholders',
    {
      given: (p) => {
        p.content.grids.subitems.links[0].to = '/contents/{id}/lessons';
        p.content.grids.subitems.actions[2].to = '/contents/{_id}';
      },
      want: [
        `schemas/content.json: /grids/subitems/links/0/to: unknown path placeholder "{id}"; expected one of: ${CONTENT_FIELDS.split(', ').map((name) => `{${name}}`).join(', ')}`,
        'schemas/content.json: /grids/subitems/actions/2/to: link path "/contents/{_id}" has placeholder "{_id}", which this grid cannot fill; expected one of: {parent}',
      ],
    },
  ],
  [
    'another entity\'s endpoint: unknown entity, unknown endpoint, wrong kind, path the grid cannot fill',
    {
      given: (p) => {
        p.question.grids.questionsForContent.actions.push({ kind: 'assign', endpoint: 'quizItem.assign' });
        p.question.grids.questionsForContent.actions.push({ kind: 'assign', endpoint: 'quizQuestion.link' });
        p.question.grids.questionsInQuiz.actions[0].endpoint = 'quizQuestion.assign';
        p.quiz.grids.quizzes.actions.push({ kind: 'assign', endpoint: 'quizQuestion.assign' });
      },
      want: [
        `schemas/question.json: /grids/questionsForContent/actions/1/endpoint: unknown entity "quizItem"; expected one of: ${ENTITIES}`,
        'schemas/question.json: /grids/questionsForContent/actions/2/endpoint: unknown endpoint "link" of entity "quizQuestion"; expected one of: assign, unassign',
        'schemas/question.json: /grids/questionsInQuiz/actions/0/endpoint: endpoint "quizQuestion.assign" has kind "assign"; expected an endpoint of kind "unassign" for an unassign action',
        'schemas/quiz.json: /grids/quizzes/actions/1/endpoint: request path "/questions-quiz/{quiz}/create" has placeholder "{quiz}", which this grid cannot fill; expected one of: {_id}, {name}, {slug}',
      ],
    },
  ],
  [
    'tabs and action tabs, transition labels, when on toolbar actions',
    {
      given: (p) => {
        const grid = p.invoice.grids.invoices;
        grid.tabs.field = 'estado';
        grid.tabs.default = 'all';
        grid.actions[0].tab = 'todo';
        delete grid.actions[1].label;
        p.quiz.grids.quizzes.actions[0].tab = 'pending';
        p.content.grids.contents.actions[0].when = { field: 'publicado', in: ['true'] };
      },
      want: [
        `schemas/content.json: /grids/contents/actions/0/when: "when" applies to row actions only; expected no "when" on an insert action`,
        'schemas/invoice.json: /grids/invoices/tabs/field: unknown field "estado"; expected one of: _id, voucherNumber, total, state, channel, electronic, seller, createdAt, delivery',
        'schemas/invoice.json: /grids/invoices/tabs/default: unknown tab "all"; expected one of: pending, issued, done',
        'schemas/invoice.json: /grids/invoices/actions/0/tab: unknown tab "todo"; expected one of: pending, issued, done',
        'schemas/invoice.json: /grids/invoices/actions/1: transition action has no "label"; expected the button text, e.g. "Facturar"',
        'schemas/quiz.json: /grids/quizzes/actions/0/tab: action tab "pending" on a grid without "tabs"; expected "tabs" on the grid',
      ],
    },
  ],
  [
    'tab and when values must be values of the field',
    {
      given: (p) => {
        const grid = p.invoice.grids.invoices;
        grid.tabs.options[2].equals = 'Finalizado';
        grid.actions[2].when.in = ['Pendiente', 'Borrador'];
      },
      want: [
        'schemas/invoice.json: /grids/invoices/tabs/options/2/equals: unknown value "Finalizado" of field "state"; expected one of: Pendiente, Facturada, Finalizada',
        'schemas/invoice.json: /grids/invoices/actions/2/when/in/1: unknown value "Borrador" of field "state"; expected one of: Pendiente, Facturada, Finalizada',
      ],
    },
  ],
  [
    'a tab valued as the tab of the rows in no tab',
    {
      given: (p) => (p.invoice.grids.invoices.tabs.options[2].value = 'other'),
      want: ['schemas/invoice.json: /grids/invoices/tabs/options/2/value: tab value "other" is the tab of the rows in none of the others; expected another value'],
    },
  ],
  [
    'tab parameter taken by the pager, the sort or a filter',
    {
      given: (p) => (p.invoice.grids.invoices.tabs.param = 'electronic'),
      want: [
        'schemas/invoice.json: /grids/invoices/tabs/param: tab parameter "electronic" is taken in the page URL; expected a name other than: page, sortField, sortOrder, view, columns, pageSize, voucherNumber, channel, electronic, seller, createdAt',
      ],
    },
  ],
  [
    'shared pages: identical routes, and a duplicate route without a shared page id',
    {
      given: (p) => {
        p.question.grids.questionsInQuiz.route = '/quizzes/{exam}/questions';
        p.quiz.grids.quizzes.route = '/invoices';
      },
      want: [
        'schemas/question.json: /grids/questionsInQuiz/dataSource: data source path "/questions-quiz/{quiz}" has placeholder "{quiz}", which this grid cannot fill; expected one of: {exam}',
        'schemas/question.json: /grids/questionsInQuiz/actions/0/endpoint: request path "/questions-quiz/{quiz}/delete" has placeholder "{quiz}", which this grid cannot fill; expected one of: {_id}, {descripcion}, {content}, {publicado}, {exam}',
        `schemas/question.json: /grids/questionsInQuiz/route: route placeholder "{exam}" ${ROUTE_UNUSED}`,
        'schemas/question.json: /grids/questionsInQuiz/route: route "/quizzes/{exam}/questions" differs from "/quizzes/{quiz}/questions" of page "quizQuestions" (first declared at schemas/question.json: /grids/questionsForContent/route); expected the grids of one page to have identical routes',
        'schemas/quiz.json: /grids/quizzes/route: duplicate page route "/invoices" (first declared at schemas/invoice.json: /grids/invoices/route); expected each page route once across all schemas (grids drawn on one page share a "page" id)',
        `schemas/app.json: /menu/3/route: unknown page route "/quizzes"; expected one of: /contents, /deliveries, /history, /invoices, /lessons, /products, /sellers`,
      ],
    },
  ],
  [
    'shared pages: app.json pages list exactly their grids; pages of several entities must be listed',
    {
      given: (p) => {
        p.app.pages[0].parts = ['question.questionsInQuiz', 'question.questionsForQuiz'];
        p.app.pages.push({ id: 'lessonsPage', parts: ['lesson.lessons'] });
        p.content.grids.subitems.page = 'tree';
        p.content.grids.subitems.route = '/contents/{content}/lessons';
        p.content.grids.subitems.dataSource = 'roots';
        p.content.grids.subitems.actions.pop();
        p.lesson.grids.byContent.page = 'tree';
      },
      want: [
        `schemas/content.json: /grids/subitems/route: route placeholder "{content}" ${ROUTE_UNUSED}`,
        'schemas/content.json: /grids/contents/links/0/to: unknown page route "/contents/{_id}"; expected the route of a grid, form or view (routes under "/contents": /contents, /contents/{content}/lessons)',
        'schemas/app.json: /pages/0/parts/1: unknown grid "question.questionsForQuiz" of page "quizQuestions"; expected one of: question.questionsForContent, question.questionsInQuiz',
        'schemas/app.json: /pages/0/parts: page "quizQuestions" does not list grid "question.questionsForContent"; expected every grid whose "page" is "quizQuestions"',
        'schemas/app.json: /pages/1/id: unknown page "lessonsPage"; expected one of: quizQuestions, tree',
        'schemas/lesson.json: /grids/byContent/page: page "tree" has grids of several entities (content, lesson); expected it in schemas/app.json "pages": [{ "id": "tree", "parts": ["content.subitems", "lesson.byContent"] }] to set their order',
      ],
    },
  ],
  [
    'menu entries name grids without placeholders',
    {
      given: (p) => {
        p.app.menu[0].route = '/sellers/new';
        p.app.menu[1].route = '/contents/{content}/lessons';
      },
      want: [
        `schemas/app.json: /menu/0/route: page route "/sellers/new" is not a grid without placeholders; expected one of: ${MENU_ROUTES}`,
        `schemas/app.json: /menu/1/route: page route "/contents/{content}/lessons" is not a grid without placeholders; expected one of: ${MENU_ROUTES}`,
      ],
    },
  ],
  [
    'menu entries may set the grid\'s search parameters: tab, filters, pager, sort',
    {
      given: (p) => {
        p.app.menu[4].route = '/invoices?state=issued&sortField=total&electronic=true';
        p.app.menu.push({ label: 'Anuladas', route: '/invoices?state=void&estado=x' });
        p.app.menu.push({ label: 'Exámenes', route: '/quizzes?name=a&page=2' });
      },
      want: [
        'schemas/app.json: /menu/6/route: unknown tab "void" in "state"; expected one of: pending, issued, done',
        'schemas/app.json: /menu/6/route: unknown search parameter "estado" for grid route "/invoices"; expected one of: page, sortField, sortOrder, view, columns, pageSize, voucherNumber, channel, electronic, seller, createdAt, state',
      ],
    },
  ],
  [
    'demo: perParent and tree references, templates naming entities and fields',
    {
      given: (p) => {
        p.question.demo.perParent = { field: 'descripcion', min: 4 };
        p.question.demo.fields.descripcion = '{slug:titulo}';
        p.content.demo.tree.field = 'nombre';
        p.content.demo.fields.nombre = '{parent:nombre} {ref:course}';
        p.quizQuestion.demo.perParent = { field: 'quiz', min: 3, max: 2 };
        p.quizQuestion.demo.fields.quiz = '{parent:title}';
      },
      want: [
        'schemas/content.json: /demo/tree/field: field "nombre" is not a reference; expected one of: parent',
        'schemas/content.json: /demo/fields/nombre: "{parent:nombre}" without "perParent"; expected "perParent": { "field": <reference field> } to name the parent',
        `schemas/content.json: /demo/fields/nombre: unknown entity "course"; expected one of: ${ENTITIES}`,
        'schemas/question.json: /demo/perParent/field: field "descripcion" is not a reference; expected one of: content',
        'schemas/question.json: /demo/perParent: min 4 is greater than max 3; expected min ≤ max (both default to count, 3)',
        'schemas/question.json: /demo/fields/descripcion: unknown field "titulo" in "{slug:titulo}"; expected one of: _id, descripcion, content, publicado',
        'schemas/quizQuestion.json: /demo/perParent: min 3 is greater than max 2; expected min ≤ max (both default to count, 6)',
        'schemas/quizQuestion.json: /demo/fields/quiz: unknown field "title" of entity "quiz" in "{parent:title}"; expected one of: _id, name, slug',
      ],
    },
  ],
  [
    'demo: a tree needs a self-reference and no perParent',
    {
      given: (p) => {
        p.question.demo.tree = { field: 'content', levels: [2] };
      },
      want: [
        'schemas/question.json: /demo/tree/field: field "content" references "content"; expected a self-reference (to "question")',
        'schemas/question.json: /demo: "perParent" and "tree" cannot be combined; expected one of them',
      ],
    },
  ],
  [
    'references: an array of ids holds strings; setNull is allowed on a required one',
    {
      given: (p) => {
        p.delivery.fields.sellers.items = { type: 'integer' };
        p.delivery.required.push('sellers');
        p.lesson.fields.tags.items = {};
        p.lesson.references.tags = { entity: 'seller', display: 'name' };
      },
      want: [
        'schemas/delivery.json: /references/sellers: field "sellers" is an array of "integer"; expected "items": { "type": "string" } (each holds a referenced row\'s _id)',
        'schemas/lesson.json: /references/tags: field "tags" is an array of unknown items; expected "items": { "type": "string" } (each holds a referenced row\'s _id)',
      ],
    },
  ],
  [
    'an array of ids cannot be a demo parent or a relation (a reference filter on it finds the rows holding the id)',
    {
      given: (p) => {
        p.delivery.grids.deliveries.columns.push({ field: 'sellers', filter: 'reference' });
        p.delivery.demo = { count: 2, fields: {}, perParent: { field: 'sellers' } };
        p.quizQuestion.fields.question = { type: 'array', items: { type: 'string' } };
      },
      want: [
        'schemas/delivery.json: /demo/perParent/field: field "sellers" holds an array of ids; expected a reference holding one id',
        'schemas/question.json: /endpoints/inQuiz/through/field: field "question" of entity "quizQuestion" holds an array of ids; expected a reference holding one id',
        'schemas/quizQuestion.json: /endpoints/assign/relation/target: field "question" holds an array of ids; expected a reference holding one id',
        'schemas/quizQuestion.json: /endpoints/unassign/relation/target: field "question" holds an array of ids; expected a reference holding one id',
        // The seeder fills a many-reference itself; one id from {ref:…} is no array.
        'schemas/quizQuestion.json: /demo/fields/question: template "{ref:question}" yields a string; expected no template for field "question" (type "array"): the seeder builds its value from the field\'s schema (or "{parent:field}" copies one)',
      ],
    },
  ],
  [
    'children: a name apart from the fields, a known entity, a field of it referencing this entity by one id',
    {
      given: (p) => {
        p.delivery.children.notes = { entity: 'productKey', field: 'delivery' };
        p.delivery.children.lines = { entity: 'lineItem', field: 'delivery' };
        p.delivery.children.invoices.field = 'seller';
        p.delivery.children.keys.field = 'deliveryId';
        p.content.children = { lessons: { entity: 'lesson', field: 'content' }, subitems: { entity: 'content', field: 'parent' } };
      },
      want: [
        'schemas/delivery.json: /children/keys/field: unknown field "deliveryId" of entity "productKey"; expected one of: _id, delivery, product, salePrice, productKey',
        'schemas/delivery.json: /children/invoices/field: field "seller" of entity "invoice" does not reference "delivery"; expected a field declared in its "references" with "entity": "delivery"',
        `schemas/delivery.json: /children/notes: children "notes" have the name of a field; expected a name other than: ${DELIVERY_FIELDS}`,
        `schemas/delivery.json: /children/lines/entity: unknown entity "lineItem"; expected one of: ${ENTITIES}`,
      ],
    },
  ],
  [
    'children: the child\'s field holds one id',
    {
      given: (p) => (p.productKey.fields.delivery = { type: 'array', items: { type: 'string' }, readOnly: true }),
      want: ['schemas/delivery.json: /children/keys/field: field "delivery" of entity "productKey" holds an array of ids; expected a reference holding one id'],
    },
  ],
  [
    'children in forms (editable ones, create forms only) and views (any)',
    {
      given: (p) => {
        p.delivery.forms.create.fields.push('invoices', 'lines');
        p.delivery.endpoints.update = { kind: 'update', method: 'PUT', path: '/deliveries/{_id}/update' };
        p.delivery.forms.edit = { title: 'Editar', route: '/deliveries/{_id}/edit', submit: 'update', load: 'get', fields: ['voucherNumber', 'keys'] };
        p.delivery.views.view.fields.push('lines');
      },
      want: [
        'schemas/delivery.json: /forms/create/fields/7: children "invoices" are not editable; expected "editable": true on them to send them with a form',
        `schemas/delivery.json: /forms/create/fields/8: unknown field "lines"; expected one of: ${DELIVERY_FIELDS}, keys`,
        'schemas/delivery.json: /forms/edit/fields/1: children "keys" in a form submitting to update endpoint "update"; expected a create endpoint (children are sent with create bodies only)',
        `schemas/delivery.json: /views/view/fields/7: unknown field "lines"; expected one of: ${DELIVERY_FIELDS}, keys, invoices`,
      ],
    },
  ],
  [
    'creates: a known entity, its fields but _id, every required one without a default',
    {
      given: (p) => {
        const values = p.delivery.creates[0].values;
        values.amount = '1';
        values._id = '{_id}';
        delete values.total;
        p.delivery.creates.push({ entity: 'receipt', values: { number: '{voucherNumber}' } });
      },
      want: [
        'schemas/delivery.json: /creates/0/values/amount: unknown field "amount" of entity "invoice"; expected one of: _id, voucherNumber, total, state, channel, electronic, seller, createdAt, delivery',
        'schemas/delivery.json: /creates/0/values/_id: field "_id" is made by the server; expected another field',
        'schemas/delivery.json: /creates/0/values: no value for required field "total" of entity "invoice"; expected it in "values" (or a "default" in its schema)',
        `schemas/delivery.json: /creates/1/entity: unknown entity "receipt"; expected one of: ${ENTITIES}`,
      ],
    },
  ],
  [
    'creates: templates name fields, object properties and numeric fields of children',
    {
      given: (p) => {
        Object.assign(p.delivery.creates[0].values, {
          voucherNumber: '{voucher}-{billing.phone|0}-{a.b.c}',
          seller: '{notes.text}',
          total: '{sum:lines.salePrice}',
          channel: '{sum:keys.product|0}',
        });
      },
      want: [
        `schemas/delivery.json: /creates/0/values/voucherNumber: unknown field "voucher" in "{voucher}"; expected one of: ${DELIVERY_FIELDS}`,
        'schemas/delivery.json: /creates/0/values/voucherNumber: unknown property "phone" of field "billing" in "{billing.phone|0}"; expected one of: country, identificationNumber, isEmptyInvoice',
        'schemas/delivery.json: /creates/0/values/voucherNumber: invalid placeholder "{a.b.c}"; expected {field}, {object.property}, {field|fallback} or {sum:children.field}',
        'schemas/delivery.json: /creates/0/values/total: unknown children "lines" in "{sum:lines.salePrice}"; expected one of: keys, invoices',
        'schemas/delivery.json: /creates/0/values/seller: field "notes" in "{notes.text}" has type "string"; expected an object field to read "text" from',
        'schemas/delivery.json: /creates/0/values/channel: unknown numeric field "product" of entity "productKey" in "{sum:keys.product|0}"; expected one of: salePrice',
      ],
    },
  ],
  [
    'generated: string fields an empty value fits, known generators',
    {
      given: (p) => {
        p.productKey.fields.productKey.pattern = '^[0-9]{4}(-[0-9]{4}){3}$';
        p.productKey.generated = { productKey: 'uuid', code: 'licenseKey', salePrice: 'licenseKey' };
      },
      want: [
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/total: total "salePrice" has type "string"; expected a number or integer line property',
        'schemas/productKey.json: /generated/productKey: field "productKey" has "pattern", which an empty value fails; expected none of minLength, pattern, format (an empty value asks the server for one)',
        'schemas/productKey.json: /generated/productKey: unknown generated value kind "uuid"; expected one of: licenseKey',
        'schemas/productKey.json: /generated/code: unknown field "code"; expected one of: _id, delivery, product, salePrice, productKey',
        'schemas/productKey.json: /generated/salePrice: field "salePrice" has type "number"; expected a string field',
      ],
    },
  ],
  [
    'widgets fit their fields',
    {
      given: (p) => {
        const ui = p.delivery.forms.create.ui;
        ui.voucherNumber = { 'ui:widget': 'referencePicker' };
        ui.sellers = { 'ui:widget': 'uploader' };
        ui.uploads = { 'ui:widget': 'childLines' };
        ui.notes = { 'ui:widget': 'conditionalObject' };
        ui.billing['ui:widget'] = 'richText';
        ui.billing.country = { 'ui:widget': 'date' };
        p.product.forms.create.ui.pricetag = { 'ui:widget': 'date' };
      },
      want: [
        'schemas/delivery.json: /forms/create/ui/sellers/ui:widget: widget "uploader" does not fit field "sellers" (type "array"); expected an array of objects with string properties "name" and "url"',
        'schemas/delivery.json: /forms/create/ui/uploads/ui:widget: widget "childLines" does not fit field "uploads" (type "array"); expected the name of editable children ("editable": true)',
        'schemas/delivery.json: /forms/create/ui/billing/ui:widget: widget "richText" does not fit field "billing" (type "object"); expected a string field with "contentMediaType": "text/html" (add it to the field, so the server sanitizes the HTML)',
        'schemas/delivery.json: /forms/create/ui/billing/ui:options/conditions: unknown option "conditions" of widget "richText"; expected one of: minHeight, maxHeight, folder',
        'schemas/delivery.json: /forms/create/ui/billing/country/ui:widget: widget "date" does not fit field "billing.country" (type "string"); expected a string field with "format": "date"',
        'schemas/delivery.json: /forms/create/ui/notes/ui:widget: widget "conditionalObject" does not fit field "notes" (type "string"); expected an object field with "properties"',
        'schemas/delivery.json: /forms/create/ui/voucherNumber/ui:widget: widget "referencePicker" does not fit field "voucherNumber" (type "string"); expected a field declared in "references" holding an array of ids',
        'schemas/product.json: /forms/create/ui/pricetag/ui:widget: widget "date" does not fit field "pricetag" (type "number"); expected a string field with "format": "date"',
      ],
    },
  ],
  [
    'widget options: known keys of the right type, folder names, entities, heights',
    {
      given: (p) => {
        const ui = p.delivery.forms.create.ui;
        ui.sellers['ui:options'] = { pageSize: '5', search: true };
        ui.uploads['ui:options'].folder = 'Recibos';
        // Values the widget would ignore (it reads options by the same rules) are refused too.
        ui.uploads['ui:options'].buttonLabel = '';
        ui.keys['ui:options'].source = 'course';
        ui.notes['ui:options'] = { minHeight: 500, maxHeight: 400, folder: 3 };
        ui.deliveredOn['ui:options'] = { locale: 'es' };
        ui.billing['ui:options'] = 'wide';
        p.lesson.forms.create.ui.notes['ui:options'] = { rows: 5 };
      },
      want: [
        'schemas/delivery.json: /forms/create/ui/deliveredOn/ui:options/locale: unknown option "locale" of widget "date"; expected none (the widget takes no options)',
        'schemas/delivery.json: /forms/create/ui/sellers/ui:options/pageSize: option "pageSize" of widget "referencePicker" is "5"; expected a positive integer',
        'schemas/delivery.json: /forms/create/ui/sellers/ui:options/search: unknown option "search" of widget "referencePicker"; expected one of: pageSize, placeholder',
        `schemas/delivery.json: /forms/create/ui/uploads/ui:options/folder: option "folder" of widget "uploader" is "Recibos"; expected a folder name matching ${FOLDER}`,
        'schemas/delivery.json: /forms/create/ui/uploads/ui:options/buttonLabel: option "buttonLabel" of widget "uploader" is ""; expected a non-empty string',
        `schemas/delivery.json: /forms/create/ui/keys/ui:options/source: unknown entity "course"; expected one of: ${ENTITIES}`,
        'schemas/delivery.json: /forms/create/ui/billing/ui:options: "ui:options" has type "string"; expected an object',
        `schemas/delivery.json: /forms/create/ui/notes/ui:options/folder: option "folder" of widget "richText" is 3; expected a folder name matching ${FOLDER}`,
        'schemas/delivery.json: /forms/create/ui/notes/ui:options: minHeight 500 is greater than maxHeight 400; expected minHeight ≤ maxHeight',
      ],
    },
  ],
  [
    'childLines options: copy names line properties and paths of the picked row; edit, total and lockedBy line properties',
    {
      given: (p) => {
        const ui = p.delivery.forms.create.ui;
        ui.keys['ui:options'] = {
          copy: { product: '_id', price: 'pricetag', salePrice: ['$labels.course', 'cost'], productKey: 3 },
          edit: { field: 'productKey', min: 0, rows: 2 },
          total: 'product',
          lockedBy: 'key',
          pageSize: 0,
        };
      },
      want: [
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/pageSize: option "pageSize" of widget "childLines" is 0; expected a positive integer',
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/copy/price: line property "price" is not a property of the lines of "keys"; expected one of: product, salePrice, productKey',
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/copy/productKey: source of line property "productKey" has type "integer"; expected a path in the picked row ("_id", a field, "$labels.<reference>"), a list of such paths, or null',
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/copy/salePrice/0: path "$labels.course" names no reference label of "product"; expected "$labels." followed by one of: (no references declared)',
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/copy/salePrice/1: path "cost" starts with no field of "product"; expected "_id", "$labels.<reference>" or one of: _id, name, pricetag, expiresOn',
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/edit/field: editable property "productKey" is readOnly; expected a property a person may change',
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/edit/min: rule "min" on editable property "productKey" of type "string"; expected number rules on a number or integer property only',
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/edit/rows: unknown key "rows" in option "edit" of widget "childLines"; expected one of: field, min, max, step',
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/total: total "product" has type "string"; expected a number or integer line property',
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/lockedBy: lockedBy "key" is not a property of the lines of "keys"; expected one of: product, salePrice, productKey',
      ],
    },
  ],
  [
    'childLines options: copy is required, and the picked rows need an entity and a display',
    {
      given: (p) => {
        const ui = p.delivery.forms.create.ui;
        ui.keys['ui:options'] = { edit: 'salePrice' };
        p.product.forms.create.ui = {};
      },
      want: [
        'schemas/delivery.json: /forms/create/ui/keys/ui:options/copy: option "copy" of widget "childLines" is missing; expected an object mapping each line property to a path in the picked row ("_id", a field, "$labels.<reference>"), a list of such paths, or null',
      ],
    },
  ],
  [
    'conditionalObject options: conditions on known properties with values of their type, exactly one of show or hide',
    {
      given: (p) => {
        const ui = p.delivery.forms.create.ui;
        ui.billing['ui:options'] = {
          conditions: [
            { when: { isEmptyInvoice: 'yes', phone: true }, show: ['country', 'email'] },
            { when: {}, show: ['country'], hide: ['identificationNumber'] },
            'final',
          ],
          otherwise: { show: 'country', color: 'red' },
        };
      },
      want: [
        'schemas/delivery.json: /forms/create/ui/billing/ui:options/conditions/0/when/isEmptyInvoice: value "yes" does not fit property "isEmptyInvoice" of type "boolean"; expected a value of that type',
        'schemas/delivery.json: /forms/create/ui/billing/ui:options/conditions/0/when/phone: unknown property "phone" of "billing"; expected one of: country, identificationNumber, isEmptyInvoice',
        'schemas/delivery.json: /forms/create/ui/billing/ui:options/conditions/0/show/1: unknown property "email" of "billing"; expected one of: country, identificationNumber, isEmptyInvoice',
        'schemas/delivery.json: /forms/create/ui/billing/ui:options/conditions/1/when: "when" is {}; expected an object of property values, e.g. { "country": true }',
        'schemas/delivery.json: /forms/create/ui/billing/ui:options/conditions/1: both "show" and "hide"; expected exactly one of them, a list of the properties shown or hidden',
        'schemas/delivery.json: /forms/create/ui/billing/ui:options/conditions/2: condition has type "string"; expected { "when": { property: value }, "show" | "hide": [properties] }',
        'schemas/delivery.json: /forms/create/ui/billing/ui:options/otherwise/show: has type "string"; expected an array of property names of "billing"',
        'schemas/delivery.json: /forms/create/ui/billing/ui:options/otherwise/color: unknown key "color"; expected one of: show, hide',
      ],
    },
  ],
  [
    'conditionalObject without options: conditions are required',
    {
      given: (p) => {
        delete p.delivery.forms.create.ui.billing['ui:options'];
      },
      want: [
        'schemas/delivery.json: /forms/create/ui/billing/ui:options/conditions: option "conditions" of widget "conditionalObject" is missing; expected a non-empty array of { "when": { property: value }, "show" | "hide": [properties] }',
      ],
    },
  ],
  [
    'nested uiSchema keys: the properties of an object field, the items of an array field',
    {
      given: (p) => {
        const ui = p.delivery.forms.create.ui;
        ui.billing.phone = { 'ui:placeholder': 'Teléfono' };
        ui.billing.country = 'EC';
        ui.uploads.items = { name: { 'ui:placeholder': 'Nombre del archivo' }, size: {} };
        ui.voucherNumber = { items: {} };
        ui.keys.items = { salePrice: { 'ui:widget': 'updown' }, productKey: { 'ui:widget': 'hidden' }, delivery: {} };
      },
      want: [
        'schemas/delivery.json: /forms/create/ui/uploads/items/size: unknown key "size" in the uiSchema of field "uploads[]"; expected "ui:" keys or one of: name, url',
        'schemas/delivery.json: /forms/create/ui/keys/items/delivery: unknown key "delivery" in the uiSchema of field "keys[]"; expected "ui:" keys or one of: product, salePrice, productKey',
        'schemas/delivery.json: /forms/create/ui/billing/phone: unknown key "phone" in the uiSchema of field "billing"; expected "ui:" keys or one of: country, identificationNumber, isEmptyInvoice',
        'schemas/delivery.json: /forms/create/ui/billing/country: uiSchema of field "billing.country" has type "string"; expected an object',
        'schemas/delivery.json: /forms/create/ui/voucherNumber/items: unknown key "items" in the uiSchema of field "voucherNumber"; expected "ui:" keys only',
      ],
    },
  ],
  [
    'app.json uploads: folder names, a positive size, known keys',
    {
      given: (p) => (p.app.uploads = { folders: ['Docs'], defaultFolder: 'a/b', maxBytes: 0, quota: 1 }),
      want: [
        'schemas/app.json: /uploads/quota: unknown key "quota"; expected one of: folders, defaultFolder, maxBytes',
        `schemas/app.json: /uploads/folders/0: invalid value "Docs"; expected a string matching ${FOLDER}`,
        `schemas/app.json: /uploads/defaultFolder: invalid value "a/b"; expected a string matching ${FOLDER}`,
        'schemas/app.json: /uploads/maxBytes: invalid value; expected it to satisfy: must be >= 1',
      ],
    },
  ],
  [
    'children, creates and generated: the meta-schema shapes',
    {
      given: (p) => {
        p.delivery.children.keys.editable = 'yes';
        p.delivery.creates[0].values.total = 3;
        p.productKey.generated = ['productKey'];
      },
      want: [
        'schemas/delivery.json: /children/keys/editable: invalid type string; expected boolean',
        'schemas/delivery.json: /creates/0/values/total: invalid type integer; expected string',
        'schemas/productKey.json: /generated: invalid type array; expected object',
      ],
    },
  ],
  [
    'secrets: string fields of the entity',
    {
      given: (p) => {
        p.productKey.secrets = ['productKey', 'code', 'salePrice'];
        p.delivery.secrets = ['keys'];
      },
      want: [
        'schemas/delivery.json: /secrets/0: children "keys" cannot be secret; expected a field, one of: _id, voucherNumber, deliveredOn, sellers, uploads, billing, notes, createdAt',
        'schemas/productKey.json: /secrets/1: unknown field "code"; expected one of: _id, delivery, product, salePrice, productKey',
        'schemas/productKey.json: /secrets/2: secret field "salePrice" has type "number"; expected a string field (the audit log keeps its last 4 characters)',
      ],
    },
  ],
  [
    'contentMediaType: "text/html" or "image/*" only',
    {
      given: (p) => (p.lesson.fields.notes.contentMediaType = 'text/markdown'),
      want: [
        'schemas/lesson.json: /fields/notes/contentMediaType: invalid value "text/markdown"; expected one of: text/html, image/*',
      ],
    },
  ],
  [
    'HTML fields: strings only; the richText widget and the html cell on HTML fields only',
    {
      given: (p) => {
        p.lesson.fields.free.contentMediaType = 'text/html';
        delete p.delivery.fields.notes.contentMediaType;
        p.lesson.grids.lessons.columns[1].cell = 'html';
        p.lesson.grids.lessons.columns[6].cell = 'changes';
      },
      want: [
        'schemas/delivery.json: /forms/create/ui/notes/ui:widget: widget "richText" does not fit field "notes" (type "string"); expected a string field with "contentMediaType": "text/html" (add it to the field, so the server sanitizes the HTML)',
        'schemas/lesson.json: /fields/free/contentMediaType: "contentMediaType" on field "free" of type "boolean"; expected it on a string field only',
        'schemas/lesson.json: /grids/lessons/columns/1/cell: html cell on field "name" without "contentMediaType": "text/html"; expected an HTML field (or no "cell": plain fields draw as text)',
        'schemas/lesson.json: /grids/lessons/columns/6/cell: changes cell on field "notes" of type "string"; expected an object field of { from, to } per changed field',
      ],
    },
  ],
  [
    'the built-in audit entity: its name, page routes and API paths are taken',
    {
      given: (p) => {
        p.seller.entity = 'auditEntry';
        p.product.grids.products.route = '/history';
        p.product.endpoints.audit = { kind: 'list', method: 'GET', path: '/audit' };
      },
      want: [
        // Renaming seller also leaves the references to it dangling.,
        'schemas/delivery.json: /references/sellers/entity: unknown entity "seller"; expected one of: auditEntry, content, delivery, invoice, lesson, product, productKey, question, quiz, quizQuestion',
        'schemas/invoice.json: /references/seller/entity: unknown entity "seller"; expected one of: auditEntry, content, delivery, invoice, lesson, product, productKey, question, quiz, quizQuestion',
        'schemas/invoice.json: /demo/fields/seller: unknown entity "seller"; expected one of: auditEntry, content, delivery, invoice, lesson, product, productKey, question, quiz, quizQuestion',
        'schemas/seller.json: /entity: reserved entity name "auditEntry" (the built-in audit log, generator/builtin/auditEntry.json); expected a name other than: app, index, appDefinition, entityDefinition, pageRoute, auditEntry, adminUser',
        'schemas/product.json: /grids/products/route: duplicate page route "/history" (first declared at generator/builtin/auditEntry.json: /grids/auditLog/route); expected each page route once across all schemas (grids drawn on one page share a "page" id)',
        'schemas/product.json: /endpoints/audit: duplicate API endpoint GET /audit (first declared at generator/builtin/auditEntry.json: /endpoints/list); expected it once across all schemas',
        'schemas/seller.json: /entity: duplicate entity "auditEntry" (first declared at generator/builtin/auditEntry.json: /entity); expected it once across all schemas',
      ],
    },
  ],
  [
    'endpoints may not take the sign-in routes',
    {
      given: (p) => {
        p.seller.endpoints.login = { kind: 'create', method: 'POST', path: '/login' };
        p.seller.endpoints.session = { kind: 'list', method: 'GET', path: '/session' };
        p.seller.endpoints.logout = { kind: 'delete', method: 'POST', path: '/logout' };
        p.seller.endpoints.sessions = { kind: 'list', method: 'GET', path: '/sessions' };
      },
      want: [
        'schemas/seller.json: /endpoints/login: API endpoint POST /login is sign-in\'s; expected another method or path',
        'schemas/seller.json: /endpoints/session: API endpoint GET /session is sign-in\'s; expected another method or path',
        'schemas/seller.json: /endpoints/logout: API endpoint POST /logout is sign-in\'s; expected another method or path',
      ],
    },
  ],
  [
    'endpoints may not take the upload service\'s routes',
    {
      given: (p) => {
        p.seller.endpoints.upload = { kind: 'create', method: 'POST', path: '/upload' };
        p.product.endpoints.file = { kind: 'get', method: 'GET', path: '/uploads/{name}/{_id}' };
        p.product.endpoints.sign = { kind: 'get', method: 'GET', path: '/get_signature_s3' };
        p.product.endpoints.listUploads = { kind: 'list', method: 'GET', path: '/upload' };
      },
      want: [
        'schemas/product.json: /endpoints/file: API endpoint GET /uploads/{name}/{_id} is the upload service\'s; expected another method or path',
        'schemas/product.json: /endpoints/sign: API endpoint GET /get_signature_s3 is the upload service\'s; expected another method or path',
        'schemas/seller.json: /endpoints/upload: API endpoint POST /upload is the upload service\'s; expected another method or path',
      ],
    },
  ],
  [
    'own messages (errorMessage) of keywords the field states, required when it is required, nested too',
    {
      given: (p) => {
        p.quiz.fields.slug = { type: 'string', title: 'Slug', pattern: '^[a-z]+$', errorMessage: { pattern: 'Use solo minúsculas.' } };
        p.seller.fields.name.errorMessage = { required: 'Escriba el nombre del vendedor.', maxLength: 'Nombre demasiado largo.' };
      },
      want: [],
    },
  ],
  [
    'own messages for keywords the field does not state, empty or not an object',
    {
      given: (p) => {
        p.quiz.fields.slug = { type: 'string', title: 'Slug', errorMessage: { pattern: 'Use solo minúsculas.', minimum: 'x' } };
        p.quiz.fields.name.errorMessage = { minLength: ' ' };
        p.lesson.fields.notes.errorMessage = 'Mal';
      },
      want: [
        'schemas/lesson.json: /fields/notes/errorMessage: invalid type string; expected object',
        'schemas/quiz.json: /fields/name/errorMessage/minLength: expected a non-empty sentence',
        'schemas/quiz.json: /fields/slug/errorMessage/pattern: no keyword "pattern" on this field to word; expected one of: type',
        'schemas/quiz.json: /fields/slug/errorMessage/minimum: no keyword "minimum" on this field to word; expected one of: type',
      ],
    },
  ],
  [
    'a success notice on a link action, which calls nothing',
    {
      given: (p) => (p.seller.grids.sellers.actions[0].success = 'Hecho'),
      want: ['schemas/seller.json: /grids/sellers/actions/0/success: link action only navigates, nothing succeeds; expected "success" only on actions that call an endpoint'],
    },
  ],
];

describe('validateSchemas', () => {
  it('accepts the fixture schemas', () => {
    expect(getProblems(() => {})).toEqual([]);
  });

  it.each(FIXTURE_SITES.map((site) => [site.name, site.schemasDir] as const))('accepts the fixture site %s', (_name, schemasDir) => {
    expect(() => validateSchemas(loadSchemas(schemasDir))).not.toThrow();
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
    expect(messages[0]).toBe('schemas/broken.json:1:23: /: invalid JSON: found "}"; expected another key in double quotes after ","; JSON allows no comma after the last member');
    expect(messages[1]).toBe('schemas/nothing.json:1:1: /: invalid type array; expected object');
  });
});
