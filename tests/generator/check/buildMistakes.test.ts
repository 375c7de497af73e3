// A corpus of realistic schema mistakes, each made in a fresh copy of tests/fixtures/schemas/: `admin-gen build` must
// fail with every problem as `file:line:column: /pointer: what was found; what was expected`, and write nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SchemaValidationError, runBuild } from '../../../generator/index.js';
import { getDemoRowProblems } from '../../../runtime/server/demo/index.js';
import { DEMO_PLACEHOLDERS, wordBanks } from '../../../runtime/shared/demo/index.js';
import { ACTION_KINDS, FILTER_KINDS, WIDGET_NAMES } from '../../../runtime/shared/index.js';
import { createProjectCopy, removeProjectCopies } from '../projectCopy.js';

/** A change to one schema file (`seller` is schemas/seller.json): `from` replaced by `to`, `from` found exactly once; null `from` writes the whole file. */
type Edit = readonly [file: string, from: string | null, to: string];

/**
 * Where something is in an edited file: `marked` is text found exactly once in it, with `‸` where the problem starts.
 * `at` gives `line:column`, `first` gives `line L, column C` (as duplicate-key messages name the first occurrence).
 */
interface Locate {
  at(file: string, marked: string): string;
  first(file: string, marked: string): string;
}

interface Mistake {
  readonly edits: readonly Edit[];
  readonly want: (locate: Locate) => readonly string[];
}

const VALUE = 'a value (a string in double quotes, a number, true, false, null, an object or an array)';
const CONFIRMING = 'delete, transition, assign, unassign';
const TEMPLATES = `a word bank (${Object.keys(wordBanks).join(', ')}) or one of ${Object.values(DEMO_PLACEHOLDERS).join(', ')}`;
const SELLER_FIELDS = '_id, name';
const LESSON_FIELDS = '_id, name, content, free, position, duration, publishedAt, updatedAt, tags, video, notes, image';
const INVOICE_FIELDS = '_id, voucherNumber, total, state, channel, electronic, seller, createdAt, delivery';
const RULE_CONDITIONS = 'gt, gte, lt, lte, requiredIf, noOverlap';

/** The fixture invoice's state is a lifecycle field: it starts in `initial` instead of "Pendiente"; the delivery's created invoice may set it. */
const lifecycleEdits = (initial: string, createdSetsIt = false): Edit[] => [
  ['invoice', '"lifecycle": { "state": { "initial": "Pendiente" } }', `"lifecycle": { "state": { "initial": "${initial}" } }`],
  ...(createdSetsIt ? [['delivery', '        "delivery": "{_id}"', '        "state": "Pendiente",\n        "delivery": "{_id}"'] as const] : []),
];

const CORPUS: [string, Mistake][] = [
  // The JSON text itself.
  [
    'a comma after the last element',
    {
      edits: [['seller', '"sort": true }\n      ],', '"sort": true },\n      ],']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '"sort": true },\n      ‸],')}: /grids/sellers/columns/1: invalid JSON: found "]"; expected another element after ","; JSON allows no comma after the last element`,
      ],
    },
  ],
  [
    'a missing comma between two members',
    {
      edits: [['app', '"title": "Fixture",', '"title": "Fixture"']],
      want: ({ at }) => [`schemas/app.json:${at('app', '"title": "Fixture"\n  ‸"menu"')}: /title: invalid JSON: found the string "menu"; expected "," or "}" after the value of "title"`],
    },
  ],
  [
    'single quotes',
    {
      edits: [['app', '"title": "Fixture"', `"title": 'Fixture'`]],
      want: ({ at }) => [`schemas/app.json:${at('app', `"title": ‸'Fixture'`)}: /title: invalid JSON: found "'" (JSON strings use double quotes); expected ${VALUE} for the key "title"`],
    },
  ],
  [
    'a comment',
    {
      edits: [['lesson', '  "ordering": {', '  // lessons keep their order within a content\n  "ordering": {']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '‸// lessons keep')}: /: invalid JSON: found a comment (JSON has none); expected a key in double quotes`],
    },
  ],
  [
    'a key without quotes',
    {
      edits: [['product', '"required": ["name", "pricetag"]', 'required: ["name", "pricetag"]']],
      want: ({ at }) => [`schemas/product.json:${at('product', '‸required: [')}: /: invalid JSON: found "required"; expected a key in double quotes`],
    },
  ],
  [
    'a file cut short',
    {
      edits: [['app', '"maxBytes": 2000000 }\n}', '"maxBytes": 2000000 }']],
      want: ({ at }) => [`schemas/app.json:${at('app', '"maxBytes": 2000000 }\n‸')}: /uploads: invalid JSON: found the end of the file; expected "," or "}" after the value of "uploads"`],
    },
  ],
  [
    'a line break inside a string',
    {
      edits: [['seller', 'vendedor? Esta acción', 'vendedor?\nEsta acción']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '"confirm": ‸"¿Estás seguro')}: /grids/sellers/actions/1/confirm: invalid JSON: unclosed string: it runs to the end of the line; expected a closing '"' on the same line (or "\\n" for a line break inside it)`,
      ],
    },
  ],
  [
    'a regular expression escape in a pattern',
    {
      edits: [['seller', '"minLength": 1, "maxLength": 255 }', '"minLength": 1, "maxLength": 255, "pattern": "^\\w+( \\w+)*$" }']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '"pattern": "^‸\\w+')}: /fields/name/pattern: invalid JSON: invalid escape "\\w" in a string; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX`,
      ],
    },
  ],
  [
    'a byte order mark',
    {
      edits: [['app', '{\n  "$schema"', '\ufeff{\n  "$schema"']],
      want: () => [`schemas/app.json:1:1: /: invalid JSON: found a byte order mark (U+FEFF; save the file as UTF-8 without it); expected ${VALUE}`],
    },
  ],
  [
    'a missing colon',
    {
      edits: [['product', '"title": "Productos",', '"title" "Productos",']],
      want: ({ at }) => [`schemas/product.json:${at('product', '"title" ‸"Productos"')}: /grids/products/title: invalid JSON: found the string "Productos"; expected ":" after the key "title"`],
    },
  ],
  [
    'one closing brace too many',
    {
      edits: [['quiz', '"unique": ["name"] }\n}', '"unique": ["name"] }\n}\n}']],
      want: ({ at }) => [`schemas/quiz.json:${at('quiz', '"unique": ["name"] }\n}\n‸}')}: /: invalid JSON: found "}"; expected the end of the file (the document is already complete)`],
    },
  ],
  [
    'a capitalised boolean',
    {
      edits: [['lesson', '"paging": false,', '"paging": False,']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '"paging": ‸False')}: /grids/lessons/paging: invalid JSON: invalid value "False"; expected ${VALUE} for the key "paging"`],
    },
  ],
  [
    'digit separators in a number',
    {
      edits: [['app', '"maxBytes": 2000000', '"maxBytes": 2_000_000']],
      want: ({ at }) => [`schemas/app.json:${at('app', '"maxBytes": ‸2_000_000')}: /uploads/maxBytes: invalid JSON: invalid value "2_000_000"; expected ${VALUE} for the key "maxBytes"`],
    },
  ],
  [
    'a tab typed inside a string',
    {
      edits: [['seller', '"title": "Nuevo vendedor",', '"title": "Nuevo\tvendedor",']],
      want: ({ at }) => [`schemas/seller.json:${at('seller', '"title": "Nuevo‸\tvendedor"')}: /forms/create/title: invalid JSON: control character U+0009 inside a string; expected it escaped (e.g. "\\t" or "\\u00XX")`],
    },
  ],
  [
    'an empty new schema file',
    {
      edits: [['coupon', null, '']],
      want: () => [`schemas/coupon.json:1:1: /: invalid JSON: found the end of the file; expected ${VALUE}`],
    },
  ],

  // Keys written twice: JSON keeps the last value, so the first would be lost without a word.
  [
    'a field declared twice',
    {
      edits: [['seller', '"readOnly": true },\n', '"readOnly": true },\n    "name": { "type": "string", "title": "Nombre completo" },\n']],
      want: ({ at, first }) => [
        `schemas/seller.json:${at('seller', '"Nombre completo" },\n    ‸"name": { "type": "string", "title": "Nombre",')}: /fields/name: duplicate key "name" (first at ${first('seller', '‸"name": { "type": "string", "title": "Nombre completo" }')}); expected each key once in an object (JSON keeps only the last value)`,
      ],
    },
  ],
  [
    'two "required" lists',
    {
      edits: [['lesson', '"label": { "one": "lección", "many": "Lecciones" },\n', '"label": { "one": "lección", "many": "Lecciones" },\n  "required": ["name"],\n']],
      want: ({ at, first }) => [
        `schemas/lesson.json:${at('lesson', '‸"required": ["name", "content"]')}: /required: duplicate key "required" (first at ${first('lesson', '‸"required": ["name"],')}); expected each key once in an object (JSON keeps only the last value)`,
      ],
    },
  ],
  [
    'the menu twice in app.json',
    {
      edits: [['app', '"title": "Fixture",\n', '"title": "Fixture",\n  "menu": [{ "label": "Vendedores", "route": "/sellers" }],\n']],
      want: ({ at, first }) => [
        `schemas/app.json:${at('app', '‸"menu": [\n')}: /menu: duplicate key "menu" (first at ${first('app', '‸"menu": [{')}); expected each key once in an object (JSON keeps only the last value)`,
      ],
    },
  ],
  [
    'a ui:widget set twice',
    {
      edits: [['delivery', '"deliveredOn": { "ui:widget": "date" }', '"deliveredOn": { "ui:widget": "date", "ui:widget": "text" }']],
      want: ({ at, first }) => [
        `schemas/delivery.json:${at('delivery', '"ui:widget": "date", ‸"ui:widget": "text"')}: /forms/create/ui/deliveredOn/ui:widget: duplicate key "ui:widget" (first at ${first('delivery', '"deliveredOn": { ‸"ui:widget": "date", "ui')}); expected each key once in an object (JSON keeps only the last value)`,
      ],
    },
  ],

  // The shape the meta-schemas describe.
  [
    'a misspelt grid key',
    {
      edits: [['seller', '"columns": [', '"colums": [']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '‸"sellers": {\n      "title"')}: /grids/sellers: missing required key "columns"`,
        `schemas/seller.json:${at('seller', '‸"colums"')}: /grids/sellers/colums: unknown key "colums"; expected one of: title, route, dataSource, parent, columns, links, actions, bulk, paging, filtering, pageSize, search, defaultSort, tabs, import, page`,
      ],
    },
  ],
  [
    'a boolean written as a string',
    {
      edits: [['seller', '"filter": "text", "sort": true', '"filter": "text", "sort": "true"']],
      want: ({ at }) => [`schemas/seller.json:${at('seller', '‸"sort": "true"')}: /grids/sellers/columns/0/sort: invalid type string; expected boolean`],
    },
  ],
  [
    '"required" as a string',
    {
      edits: [['product', '"required": ["name", "pricetag"]', '"required": "name"']],
      want: ({ at }) => [`schemas/product.json:${at('product', '‸"required": "name"')}: /required: invalid type string; expected array`],
    },
  ],
  [
    'a label without its singular and plural',
    {
      edits: [['product', '"label": { "one": "producto", "many": "Productos" }', '"label": "Productos"']],
      want: ({ at }) => [`schemas/product.json:${at('product', '‸"label": "Productos"')}: /label: invalid type string; expected object`],
    },
  ],
  [
    'a menu entry without a label',
    {
      edits: [['app', '{ "label": "Facturas", "route": "/invoices" }', '{ "route": "/invoices" }']],
      want: ({ at }) => [`schemas/app.json:${at('app', '‸{ "route": "/invoices" }')}: /menu/4: missing required key "label"`],
    },
  ],
  [
    'a lower-case HTTP method',
    {
      edits: [['product', '"method": "GET", "path": "/products" }', '"method": "get", "path": "/products" }']],
      want: ({ at }) => [`schemas/product.json:${at('product', '‸"method": "get"')}: /endpoints/list/method: invalid value "get"; expected one of: GET, POST, PUT, DELETE`],
    },
  ],
  [
    'a route without its leading slash',
    {
      edits: [['product', '"route": "/products/new"', '"route": "products/new"']],
      want: ({ at }) => [`schemas/product.json:${at('product', '‸"route": "products/new"')}: /forms/create/route: invalid value "products/new"; expected a string matching ^/`],
    },
  ],

  // Names that must exist.
  [
    'a column naming a field in another language',
    {
      edits: [['seller', '{ "field": "name", "filter": "text", "sort": true }', '{ "field": "nombre", "filter": "text", "sort": true }']],
      want: ({ at }) => [`schemas/seller.json:${at('seller', '{ ‸"field": "nombre"')}: /grids/sellers/columns/0/field: unknown field "nombre"; expected one of: ${SELLER_FIELDS}`],
    },
  ],
  [
    'a form field that is not a field',
    {
      edits: [['product', '"fields": ["name", "pricetag", "expiresOn"]', '"fields": ["name", "price", "expiresOn"]']],
      want: ({ at }) => [`schemas/product.json:${at('product', '"name", ‸"price", "expiresOn"')}: /forms/create/fields/1: unknown field "price"; expected one of: _id, name, pricetag, expiresOn`],
    },
  ],
  [
    'a required field that is not a field',
    {
      edits: [['product', '"required": ["name", "pricetag"]', '"required": ["name", "price"]']],
      want: ({ at }) => [`schemas/product.json:${at('product', '"required": ["name", ‸"price"]')}: /required/1: unknown field "price"; expected one of: _id, name, pricetag, expiresOn`],
    },
  ],
  [
    'a reference to an entity by its table name',
    {
      edits: [['lesson', '"content": { "entity": "content", "display": "nombre" }', '"content": { "entity": "contents", "display": "nombre" }']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '"content": { ‸"entity": "contents"')}: /references/content/entity: unknown entity "contents"; expected one of: auditEntry, content, delivery, invoice, lesson, product, productKey, question, quiz, quizQuestion, seller`,
      ],
    },
  ],
  [
    'a reference displaying a field the other entity lacks',
    {
      edits: [['lesson', '"content": { "entity": "content", "display": "nombre" }', '"content": { "entity": "content", "display": "name" }']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '"entity": "content", ‸"display": "name"')}: /references/content/display: unknown field "name" of entity "content"; expected one of: _id, nombre, parent, kind, web, publicado, posicion`],
    },
  ],
  [
    'an unknown widget',
    {
      edits: [['lesson', '"notes": { "ui:widget": "textarea" }', '"notes": { "ui:widget": "textArea" }']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '"notes": { ‸"ui:widget": "textArea"')}: /forms/create/ui/notes/ui:widget: unknown widget "textArea"; expected one of: ${WIDGET_NAMES.join(', ')}`],
    },
  ],
  [
    'an unknown filter',
    {
      edits: [['seller', '"filter": "text", "sort": true', '"filter": "txt", "sort": true']],
      want: ({ at }) => [`schemas/seller.json:${at('seller', '‸"filter": "txt"')}: /grids/sellers/columns/0/filter: unknown filter "txt"; expected one of: ${FILTER_KINDS.join(', ')}`],
    },
  ],
  [
    'an unknown action kind',
    {
      edits: [['seller', '"kind": "delete",\n          "endpoint"', '"kind": "remove",\n          "endpoint"']],
      want: ({ at }) => [`schemas/seller.json:${at('seller', '‸"kind": "remove"')}: /grids/sellers/actions/1/kind: unknown action kind "remove"; expected one of: ${ACTION_KINDS.join(', ')}`],
    },
  ],
  [
    'a data source naming no endpoint',
    {
      edits: [['product', '"dataSource": "list"', '"dataSource": "all"']],
      want: ({ at }) => [`schemas/product.json:${at('product', '‸"dataSource": "all"')}: /grids/products/dataSource: unknown endpoint "all"; expected one of: list, create`],
    },
  ],
  [
    'a data source that loads one row',
    {
      edits: [['seller', '"dataSource": "list"', '"dataSource": "get"']],
      want: ({ at }) => [`schemas/seller.json:${at('seller', '‸"dataSource": "get"')}: /grids/sellers/dataSource: endpoint "get" has kind "get"; expected an endpoint of kind "list" for a grid data source`],
    },
  ],
  [
    'a delete action calling the update endpoint',
    {
      edits: [['seller', '"endpoint": "delete",', '"endpoint": "update",']],
      want: ({ at }) => [`schemas/seller.json:${at('seller', '‸"endpoint": "update",')}: /grids/sellers/actions/1/endpoint: endpoint "update" has kind "update"; expected an endpoint of kind "delete" for a delete action`],
    },
  ],
  [
    'a link placeholder the row does not have',
    {
      edits: [['seller', '{ "label": "Ver", "to": "/sellers/{_id}" }', '{ "label": "Ver", "to": "/sellers/{id}" }']],
      want: ({ at }) => [`schemas/seller.json:${at('seller', '"label": "Ver", ‸"to": "/sellers/{id}"')}: /grids/sellers/links/0/to: unknown path placeholder "{id}"; expected one of: {_id}, {name}`],
    },
  ],
  [
    'a menu entry naming a missing grid',
    {
      edits: [['app', '"route": "/invoices"', '"route": "/invoice"']],
      want: ({ at }) => [
        `schemas/app.json:${at('app', '"label": "Facturas", ‸"route": "/invoice"')}: /menu/4/route: unknown page route "/invoice"; expected one of: /contents, /deliveries, /history, /invoices, /lessons, /products, /quizzes, /sellers`,
      ],
    },
  ],

  // Pages a link, a link action or a redirect opens.
  [
    'a link to a route no page declares',
    {
      edits: [['seller', '{ "label": "Ver", "to": "/sellers/{_id}" }', '{ "label": "Ver", "to": "/seller/{_id}" }']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '"label": "Ver", ‸"to": "/seller/{_id}"')}: /grids/sellers/links/0/to: unknown page route "/seller/{_id}"; expected the route of a grid, form or view (declared: /, /contents, /contents/{content}/lessons, /contents/{parent}, /deliveries, /deliveries/new, /deliveries/{_id}, /history, /history/jobs/{job}, /history/{entity}/{recordId}, /invoices, /lessons, /lessons/new, /lessons/{_id}/edit, /lessons/{_id}/view, /products, /products/new, /quizzes, /quizzes/{quiz}/questions, /sellers, /sellers/new, /sellers/{_id}, /sellers/{_id}/edit)`,
      ],
    },
  ],
  [
    'a link with a trailing slash',
    {
      edits: [['delivery', '"links": [{ "label": "Ver", "to": "/deliveries/{_id}" }]', '"links": [{ "label": "Ver", "to": "/deliveries/{_id}/" }]']],
      want: ({ at }) => [
        `schemas/delivery.json:${at('delivery', '"label": "Ver", ‸"to": "/deliveries/{_id}/"')}: /grids/deliveries/links/0/to: unknown page route "/deliveries/{_id}/"; expected the route of a grid, form or view (routes under "/deliveries": /deliveries, /deliveries/new, /deliveries/{_id})`,
      ],
    },
  ],
  [
    'a redirect to a page that is not there',
    {
      edits: [['lesson', '"redirect": "/lessons/{_id}/view"', '"redirect": "/lessons/{_id}"']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '‸"redirect": "/lessons/{_id}"')}: /forms/edit/redirect: unknown page route "/lessons/{_id}"; expected the route of a grid, form or view (routes under "/lessons": /lessons, /lessons/new, /lessons/{_id}/edit, /lessons/{_id}/view)`,
      ],
    },
  ],
  [
    'a link action to the create page under another name',
    {
      edits: [['product', '"to": "/products/new"', '"to": "/products/create"']],
      want: ({ at }) => [
        `schemas/product.json:${at('product', '‸"to": "/products/create"')}: /grids/products/actions/0/to: unknown page route "/products/create"; expected the route of a grid, form or view (routes under "/products": /products, /products/new)`,
      ],
    },
  ],
  [
    'a view link to a page that is not there',
    {
      edits: [['seller', '"links": [{ "label": "Editar", "to": "/sellers/{_id}/edit" }]', '"links": [{ "label": "Editar", "to": "/sellers/{_id}/editar" }]']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '‸"to": "/sellers/{_id}/editar"')}: /views/view/links/0/to: unknown page route "/sellers/{_id}/editar"; expected the route of a grid, form or view (routes under "/sellers": /sellers, /sellers/new, /sellers/{_id}, /sellers/{_id}/edit)`,
      ],
    },
  ],
  [
    'two pages on one route (a form copied from another entity)',
    {
      edits: [['product', '"route": "/products/new"', '"route": "/sellers/new"']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '"title": "Nuevo vendedor",\n      ‸"route"')}: /forms/create/route: duplicate page route "/sellers/new" (first declared at schemas/product.json: /forms/create/route); expected each page route once across all schemas`,
        `schemas/product.json:${at('product', '‸"to": "/products/new"')}: /grids/products/actions/0/to: unknown page route "/products/new"; expected the route of a grid, form or view (routes under "/products": /products)`,
      ],
    },
  ],

  // Actions and columns that cannot do what they say.
  [
    'confirm on an insert action',
    {
      edits: [['lesson', '{ "kind": "insert", "endpoint": "create", "label": "Agregar" }', '{ "kind": "insert", "endpoint": "create", "label": "Agregar", "confirm": "¿Agregar la lección?" }']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '‸"confirm": "¿Agregar la lección?"')}: /grids/lessons/actions/0/confirm: "confirm" on an insert action, which never asks before running; expected "confirm" only on a kind that asks: ${CONFIRMING}`,
      ],
    },
  ],
  [
    'confirm on a move',
    {
      edits: [['lesson', '{ "kind": "move", "endpoint": "move" }', '{ "kind": "move", "endpoint": "move", "confirm": "¿Mover la lección?" }']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '‸"confirm": "¿Mover la lección?"')}: /grids/lessons/actions/2/confirm: "confirm" on a move action, which never asks before running; expected "confirm" only on a kind that asks: ${CONFIRMING}`,
      ],
    },
  ],
  [
    'confirm on a link action',
    {
      edits: [['seller', '"label": "Nuevo vendedor", "to": "/sellers/new" }', '"label": "Nuevo vendedor", "to": "/sellers/new", "confirm": "¿Crear un vendedor?" }']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '‸"confirm": "¿Crear un vendedor?"')}: /grids/sellers/actions/0/confirm: "confirm" on a link action, which never asks before running; expected "confirm" only on a kind that asks: ${CONFIRMING}`,
      ],
    },
  ],
  [
    'confirm on inline edit',
    {
      edits: [['lesson', '{ "kind": "inlineEdit", "endpoint": "quickEdit" }', '{ "kind": "inlineEdit", "endpoint": "quickEdit", "confirm": "¿Guardar los cambios?" }']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '‸"confirm": "¿Guardar los cambios?"')}: /grids/lessons/actions/1/confirm: "confirm" on an inlineEdit action, which never asks before running; expected "confirm" only on a kind that asks: ${CONFIRMING}`,
      ],
    },
  ],
  [
    'an editable column on a read-only field',
    {
      edits: [['lesson', '{ "field": "position", "title": "#" }', '{ "field": "position", "title": "#", "editable": true }']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '"title": "#", ‸"editable": true')}: /grids/lessons/columns/0/editable: editable column on field "position", which is readOnly (the server sets it); expected "editable" only on a field a person may change`,
      ],
    },
  ],
  [
    'an editable column on a grid that edits nothing',
    {
      edits: [['seller', '{ "field": "name", "filter": "text", "sort": true }', '{ "field": "name", "filter": "text", "sort": true, "editable": true }']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '"sort": true, ‸"editable": true')}: /grids/sellers/columns/0/editable: editable column on a grid without an insert or inlineEdit action; expected one of them in "actions" (editable columns are their inputs)`,
      ],
    },
  ],
  [
    'a read-only field in a form',
    {
      edits: [['lesson', '"fields": ["name", "free", "publishedAt"]', '"fields": ["name", "free", "publishedAt", "updatedAt"]']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '"publishedAt", ‸"updatedAt"]')}: /forms/edit/fields/3: field "updatedAt" is readOnly (the server sets it); expected a field a person may change (a view shows read-only fields)`,
      ],
    },
  ],
  [
    'a lifecycle starting in a state its field does not list',
    {
      edits: [['invoice', '],\n      "default": "Pendiente"', ']'], ...lifecycleEdits('pendiente')],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '{ "state": { ‸"initial": "pendiente" }')}: /lifecycle/state/initial: initial state "pendiente" is not a value of field "state"; expected one of: "Pendiente", "Facturada", "Finalizada"`,
      ],
    },
  ],
  [
    'a lifecycle field whose default is another state',
    {
      edits: lifecycleEdits('Facturada'),
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"default": "Pendiente"')}: /fields/state/default: default "Pendiente" of lifecycle field "state" differs from its initial state "Facturada"; expected no "default" (the initial state is the default)`,
      ],
    },
  ],
  [
    'a lifecycle field no transition changes',
    {
      edits: [
        ['invoice', '"electronic": {', '"stage": { "type": "string", "title": "Etapa", "enum": ["Nueva", "Vista"] },\n    "electronic": {'],
        ['invoice', '"lifecycle": { "state"', '"lifecycle": { "stage": { "initial": "Nueva" }, "state"'],
      ],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '"lifecycle": { ‸"stage"')}: /lifecycle/stage: no transition endpoint changes field "stage"; expected an endpoint of kind "transition" with "transition": { "field": "stage", "from", "to" }`,
      ],
    },
  ],
  [
    'a readOnly state with a default that transitions change, without lifecycle',
    {
      edits: [
        ['invoice', '  "lifecycle": { "state": { "initial": "Pendiente" } },\n', ''],
        ['invoice', '"default": "Pendiente"', '"default": "Pendiente",\n      "readOnly": true'],
      ],
      want: ({ at }) =>
        [
          ['issue', 'Pendiente'],
          ['check', 'Pendiente'],
        ].map(
          ([name, initial]) =>
            `schemas/invoice.json:${at('invoice', `‸"${name}": {\n      "kind": "transition"`)}: /endpoints/${name}: field "state" is changed by transition endpoint "${name}" but is not a lifecycle field; expected "lifecycle": { "state": { "initial": "${initial}" } } naming it (the state every new row starts in; only its transitions change it)`,
        ),
    },
  ],
  [
    'a transition on a free-text field',
    {
      edits: [['invoice', '"transition": { "field": "state", "from": ["Facturada"], "to": "Finalizada" }', '"transition": { "field": "voucherNumber", "from": ["001"], "to": "002" }']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"check": {\n      "kind": "transition"')}: /endpoints/check: field "voucherNumber" is changed by transition endpoint "check" but is not a lifecycle field; expected "lifecycle": { "voucherNumber": { "initial": "001" } } naming it (the state every new row starts in; only its transitions change it)`,
      ],
    },
  ],
  [
    'a lifecycle field edited in a grid',
    {
      edits: [...lifecycleEdits('Pendiente'), ['invoice', '{ "field": "state" }', '{ "field": "state", "editable": true }']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '{ "field": "state", ‸"editable": true }')}: /grids/invoices/columns/2/editable: editable column on lifecycle field "state"; expected no "editable" (only its transitions change it)`,
        `schemas/invoice.json:${at('invoice', '{ "field": "state", ‸"editable": true }')}: /grids/invoices/columns/2/editable: editable column on a grid without an insert or inlineEdit action; expected one of them in "actions" (editable columns are their inputs)`,
      ],
    },
  ],
  [
    'a lifecycle field in a form',
    {
      edits: [
        ...lifecycleEdits('Pendiente'),
        ['invoice', '"delete": { "kind": "delete"', '"create": { "kind": "create", "method": "POST", "path": "/invoices/create" },\n    "delete": { "kind": "delete"'],
        ['invoice', '  "demo": {', '  "forms": { "new": { "title": "Nueva factura", "route": "/invoices/new", "submit": "create", "fields": ["voucherNumber", "total", "state"] } },\n  "demo": {'],
      ],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '"fields": ["voucherNumber", "total", ‸"state"]')}: /forms/new/fields/2: lifecycle field "state" in a form; expected it left out (only its transitions change it; a view or grid shows it)`,
      ],
    },
  ],
  [
    'a created row setting a lifecycle field',
    {
      edits: lifecycleEdits('Pendiente', true),
      want: ({ at }) => [
        `schemas/delivery.json:${at('delivery', '‸"state": "Pendiente",')}: /creates/0/values/state: field "state" of entity "invoice" is a lifecycle field (it starts in "Pendiente"); expected it left out of "values"`,
      ],
    },
  ],
  [
    'a demo sum over a field that is not a number',
    {
      edits: [['invoice', '"total": "{float:10:500}"', '"total": "{sum:productKey.productKey:delivery=delivery}"']],
      want: ({ at }) => [`schemas/invoice.json:${at('invoice', '‸"total": "{sum:')}: /demo/fields/total: unknown numeric field "productKey" of entity "productKey" in "{sum:productKey.productKey:delivery=delivery}"; expected one of: salePrice`],
    },
  ],
  [
    'a transition without its button text',
    {
      edits: [['invoice', '{ "kind": "transition", "endpoint": "issue", "label": "Facturar", "tab": "pending" }', '{ "kind": "transition", "endpoint": "issue", "tab": "pending" }']],
      want: ({ at }) => [`schemas/invoice.json:${at('invoice', '‸{ "kind": "transition", "endpoint": "issue", "tab"')}: /grids/invoices/actions/0: transition action has no "label"; expected the button text, e.g. "Facturar"`],
    },
  ],
  [
    'a default tab that is not a tab',
    {
      edits: [['invoice', '"param": "state",', '"param": "state",\n        "default": "pendiente",']],
      want: ({ at }) => [`schemas/invoice.json:${at('invoice', '‸"default": "pendiente",')}: /grids/invoices/tabs/default: unknown tab "pendiente"; expected one of: pending, issued, done`],
    },
  ],
  [
    'a select filter on a field without values',
    {
      edits: [['seller', '"filter": "text", "sort": true', '"filter": "select", "sort": true']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '‸"filter": "select"')}: /grids/sellers/columns/0/filter: select filter on field "name" has no options; expected "options": [{ "value", "label" }] or a field with "oneOf": [{ "const", "title" }]`,
      ],
    },
  ],
  [
    'a boolean filter on a text field',
    {
      edits: [['product', '{ "field": "name", "filter": "text", "sort": true }', '{ "field": "name", "filter": "boolean", "sort": true }']],
      want: ({ at }) => [`schemas/product.json:${at('product', '‸"filter": "boolean"')}: /grids/products/columns/0/filter: boolean filter on field "name" of type "string"; expected a boolean field`],
    },
  ],
  [
    'a date range filter on a number',
    {
      edits: [['lesson', '{ "field": "duration", "sort": true }', '{ "field": "duration", "sort": true, "filter": "dateRange" }']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '‸"filter": "dateRange" }')}: /grids/lessons/columns/3/filter: dateRange filter on field "duration" without a date format; expected a field with "format": "date" or "date-time"`,
      ],
    },
  ],
  [
    'a column width written in ems',
    {
      edits: [['lesson', '{ "field": "duration", "sort": true }', '{ "field": "duration", "sort": true, "width": 6 }']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '"sort": true, ‸"width": 6 }')}: /grids/lessons/columns/3/width: column width 6; expected a number of pixels from 40 to 800 (e.g. 120)`],
    },
  ],
  [
    'ordering by a text field',
    {
      edits: [['lesson', '"ordering": { "field": "position"', '"ordering": { "field": "name"']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '"ordering": { ‸"field": "name"')}: /ordering/field: field "name" has type "string"; expected an integer field`],
    },
  ],

  // Field schemas.
  [
    'a length written as a string',
    {
      edits: [['seller', '"minLength": 1, "maxLength": 255 }', '"minLength": 1, "maxLength": "255" }']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '‸"name": { "type": "string", "title": "Nombre", "minLength": 1, "maxLength": "255" }')}: /fields/name: invalid JSON Schema: schema is invalid: data/maxLength must be integer; expected draft-07 keywords and known formats`,
      ],
    },
  ],
  [
    'an image media type on a date field',
    {
      edits: [['lesson', '"publishedAt": { "type": "string", "title": "Publicada", "format": "date" }', '"publishedAt": { "type": "string", "title": "Publicada", "format": "date", "contentMediaType": "image/*" }']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '"format": "date", ‸"contentMediaType": "image/*" }')}: /fields/publishedAt/contentMediaType: "contentMediaType": "image/*" on field "publishedAt" with "format": "date"; expected it on an image's address: a string field with no "format" (an uploaded file's path) or one of: uri, uri-reference, iri, iri-reference, and no "enum" or "oneOf"`,
      ],
    },
  ],
  [
    'a default the field refuses',
    {
      edits: [['invoice', '"title": "Canal",', '"title": "Canal",\n      "default": 2,']],
      want: ({ at }) => [`schemas/invoice.json:${at('invoice', '‸"default": 2,')}: /fields/channel/default: default 2 fails the field's own schema; expected one of: 0, 1`],
    },
  ],
  [
    'a secret number',
    {
      edits: [['product', '"required": ["name", "pricetag"],', '"required": ["name", "pricetag"],\n  "secrets": ["pricetag"],']],
      want: ({ at }) => [
        `schemas/product.json:${at('product', '"secrets": [‸"pricetag"]')}: /secrets/0: secret field "pricetag" has type "number"; expected a string field (the audit log keeps its last 4 characters)`,
      ],
    },
  ],

  [
    'a declared parent that is not a reference placeholder',
    {
      edits: [['lesson', '"dataSource": "byContent",', '"dataSource": "byContent",\n      "parent": { "param": "course" },']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '"parent": { ‸"param": "course" }')}: /grids/byContent/parent/param: parent param "course" is not a route placeholder naming a parent row; expected one of: "content"`,
      ],
    },
  ],

  // Demo templates, as the seeder parses them.
  [
    'a word bank in the wrong case',
    {
      edits: [['seller', '"{firstName} {lastName}"', '"{firstname} {lastName}"']],
      want: ({ at }) => [`schemas/seller.json:${at('seller', '‸"name": "{firstname}')}: /demo/fields/name: unknown word bank "{firstname}"; expected ${TEMPLATES}`],
    },
  ],
  [
    'a word bank that does not exist',
    {
      edits: [['lesson', '"name": "Lección {int:1:99}"', '"name": "{lessonName}"']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '‸"name": "{lessonName}"')}: /demo/fields/name: unknown word bank "{lessonName}"; expected ${TEMPLATES}`],
    },
  ],
  [
    'a range written with a dash',
    {
      edits: [['lesson', '{int:1:99}', '{int:1-99}']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '‸"name": "Lección {int:1-99}"')}: /demo/fields/name: "{int:1-99}": expected {int:min:max} with integers min ≤ max`],
    },
  ],
  [
    'a range upside down',
    {
      edits: [['invoice', '{int:100:999}', '{int:999:100}']],
      want: ({ at }) => [`schemas/invoice.json:${at('invoice', '‸"voucherNumber": "001-{int:999:100}"')}: /demo/fields/voucherNumber: "{int:999:100}": expected {int:min:max} with integers min ≤ max`],
    },
  ],
  [
    'a probability as a percentage',
    {
      edits: [['lesson', '{boolean:0.5}', '{boolean:50}']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '‸"free": "{boolean:50}"')}: /demo/fields/free: "{boolean:50}": expected {boolean} or {boolean:p} with a probability p from 0 to 1`],
    },
  ],
  [
    'pick values separated by commas',
    {
      edits: [['invoice', '{pick:Pendiente|Facturada}', '{pick:Pendiente,Facturada}']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"state": "{pick:Pendiente,Facturada}"')}: /demo/fields/state: template "{pick:Pendiente,Facturada}" yields "Pendiente,Facturada", which field "state" (type "string") does not list; expected one of: Pendiente, Facturada, Finalizada`,
      ],
    },
  ],
  [
    'pick values in the wrong case',
    {
      edits: [['invoice', '{pick:Pendiente|Facturada}', '{pick:pendiente|facturada}']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"state": "{pick:pendiente|facturada}"')}: /demo/fields/state: template "{pick:pendiente|facturada}" yields "pendiente", which field "state" (type "string") does not list; expected one of: Pendiente, Facturada, Finalizada`,
      ],
    },
  ],
  [
    'a ref to an entity in the plural',
    {
      edits: [['invoice', '{ref:seller}', '{ref:sellers}']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"seller": "{ref:sellers}"')}: /demo/fields/seller: unknown entity "sellers"; expected one of: auditEntry, content, delivery, invoice, lesson, product, productKey, question, quiz, quizQuestion, seller`,
      ],
    },
  ],
  [
    'a slug of a field that is not there',
    {
      edits: [['quiz', '{slug:name}', '{slug:title}']],
      want: ({ at }) => [`schemas/quiz.json:${at('quiz', '‸"slug": "{slug:title}"')}: /demo/fields/slug: unknown field "title" in "{slug:title}"; expected one of: _id, name, slug`],
    },
  ],
  [
    'a parent placeholder without perParent',
    {
      edits: [['lesson', '"free": "{boolean:0.5}"', '"free": "{boolean:0.5}", "notes": "Notas de {parent:nombre}"']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '‸"notes": "Notas de {parent:nombre}"')}: /demo/fields/notes: "{parent:nombre}" without "perParent"; expected "perParent": { "field": <reference field> } to name the parent`,
      ],
    },
  ],
  [
    'an unclosed placeholder',
    {
      edits: [['seller', '"{firstName} {lastName}"', '"{firstName} {lastName"']],
      want: ({ at }) => [`schemas/seller.json:${at('seller', '‸"name": "{firstName} {lastName"')}: /demo/fields/name: unclosed placeholder "{lastName"; expected "}" to close it`],
    },
  ],
  [
    'demo data for a field that is not there',
    {
      edits: [['lesson', '"free": "{boolean:0.5}"', '"gratis": "{boolean:0.5}"']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '‸"gratis": "{boolean:0.5}"')}: /demo/fields/gratis: unknown field "gratis"; expected one of: ${LESSON_FIELDS}`],
    },
  ],
  [
    'a decimal template for an integer field',
    {
      edits: [['invoice', '"seller": "{ref:seller}"', '"seller": "{ref:seller}", "channel": "{float:0:1}"']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"channel": "{float:0:1}"')}: /demo/fields/channel: template "{float:0:1}" yields a number, which field "channel" (type "integer") refuses; expected an integer ({int:min:max}, {seq}, or integer text)`,
      ],
    },
  ],
  [
    'words for a boolean field',
    {
      edits: [['content', '"publicado": "{boolean:0.8}"', '"publicado": "{pick:sí|no}"']],
      want: ({ at }) => [
        `schemas/content.json:${at('content', '‸"publicado": "{pick:sí|no}"')}: /demo/fields/publicado: template "{pick:sí|no}" yields "sí", which field "publicado" (type "boolean") refuses; expected a boolean ({boolean:p}, or true or false)`,
      ],
    },
  ],
  [
    'a date-time template for a date field',
    {
      edits: [['lesson', '"free": "{boolean:0.5}"', '"free": "{boolean:0.5}", "publishedAt": "{date:-30:0}"']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '‸"publishedAt": "{date:-30:0}"')}: /demo/fields/publishedAt: template "{date:-30:0}" yields a date-time, which field "publishedAt" (type "string") with "format": "date" refuses; expected {day:min:max} (a YYYY-MM-DD date)`,
      ],
    },
  ],
  [
    'a template for an array field',
    {
      edits: [['lesson', '"free": "{boolean:0.5}"', '"free": "{boolean:0.5}", "tags": "{word}"']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '‸"tags": "{word}"')}: /demo/fields/tags: template "{word}" yields a string; expected no template for field "tags" (type "array"): the seeder builds its value from the field's schema (or "{parent:field}" copies one)`,
      ],
    },
  ],
  // Rules across fields.
  [
    'a rule on a field that is not there',
    {
      edits: [['lesson', '  "ordering": {', '  "rules": [{ "field": "publishedOn", "gte": "updatedAt" }],\n  "ordering": {']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '‸"field": "publishedOn"')}: /rules/0/field: unknown field "publishedOn"; expected one of: ${LESSON_FIELDS}`],
    },
  ],
  [
    'a boolean compared with a date',
    {
      edits: [['lesson', '  "ordering": {', '  "rules": [{ "field": "free", "gte": "publishedAt" }],\n  "ordering": {']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '‸"field": "free", "gte"')}: /rules/0/field: field "free" is of type "boolean"; expected a number, integer, date or date-time field to compare`],
    },
  ],
  [
    'a number compared with a date',
    {
      edits: [['lesson', '  "ordering": {', '  "rules": [{ "field": "duration", "lte": "publishedAt" }],\n  "ordering": {']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '‸"lte": "publishedAt"')}: /rules/0/lte: field "duration" (a number) cannot be compared with field "publishedAt" (a date); expected a field holding a number, one of: position`,
      ],
    },
  ],
  [
    'a date compared with a text',
    {
      edits: [['lesson', '  "ordering": {', '  "rules": [{ "field": "publishedAt", "gte": "name" }],\n  "ordering": {']],
      want: ({ at }) => [
        `schemas/lesson.json:${at('lesson', '‸"gte": "name"')}: /rules/0/gte: field "publishedAt" (a date) cannot be compared with field "name" (of type "string"); expected a field holding a date, one of: (none declared)`,
      ],
    },
  ],
  [
    'a field compared with itself',
    {
      edits: [['lesson', '  "ordering": {', '  "rules": [{ "field": "duration", "gte": "duration" }],\n  "ordering": {']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '‸"gte": "duration"')}: /rules/0/gte: field "duration" compared with itself; expected another field`],
    },
  ],
  [
    'a rule with two comparisons',
    {
      edits: [['lesson', '  "ordering": {', '  "rules": [{ "field": "duration", "gte": "position", "lte": "position" }],\n  "ordering": {']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '‸"lte": "position"')}: /rules/0/lte: rule on field "duration" states both "gte" and "lte"; expected exactly one of: ${RULE_CONDITIONS}`],
    },
  ],
  [
    'a rule without a condition',
    {
      edits: [['lesson', '  "ordering": {', '  "rules": [{ "field": "duration", "message": "Revise la duración." }],\n  "ordering": {']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '"rules": [‸{ "field": "duration"')}: /rules/0: rule on field "duration" states no condition; expected exactly one of: ${RULE_CONDITIONS}`],
    },
  ],
  [
    'required on a field that is not there',
    {
      edits: [['invoice', '"requiredIf": { "field": "state", "equals": "Facturada" }', '"requiredIf": { "field": "status", "equals": "Facturada" }']],
      want: ({ at }) => [`schemas/invoice.json:${at('invoice', '‸"field": "status"')}: /rules/0/requiredIf/field: unknown field "status"; expected one of: ${INVOICE_FIELDS}`],
    },
  ],
  [
    'required on a value the field does not list',
    {
      edits: [['invoice', '"requiredIf": { "field": "state", "equals": "Facturada" }', '"requiredIf": { "field": "state", "equals": "facturada" }']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"equals": "facturada"')}: /rules/0/requiredIf/equals: value "facturada" is not one field "state" lists; expected one of: "Pendiente", "Facturada", "Finalizada"`,
      ],
    },
  ],
  [
    'required on a word for a boolean',
    {
      edits: [['invoice', '"requiredIf": { "field": "state", "equals": "Facturada" }', '"requiredIf": { "field": "electronic", "equals": "sí" }']],
      want: ({ at }) => [`schemas/invoice.json:${at('invoice', '‸"equals": "sí"')}: /rules/0/requiredIf/equals: value "sí" cannot be held by field "electronic" (type "boolean"); expected a boolean`],
    },
  ],
  [
    'demo data that leaves a required-if field empty',
    {
      edits: [['invoice', ', "seller": "{ref:seller}" }', ' }']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"state": "{pick:Pendiente|Facturada}"')}: /demo/fields/state: template "{pick:Pendiente|Facturada}" can yield "Facturada", for which rule /rules/0 requires field "seller"; expected a demo template for "seller" too`,
      ],
    },
  ],
  [
    'demo ranges that break a comparison',
    {
      edits: [
        ['invoice', '{ "field": "seller", "requiredIf"', '{ "field": "total", "lte": "channel" }, { "field": "seller", "requiredIf"'],
        ['invoice', '"seller": "{ref:seller}" }', '"seller": "{ref:seller}", "channel": "{pick:0|1}" }'],
      ],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"total": "{float:10:500}"')}: /demo/fields/total: template "{float:10:500}" and field "channel"'s "{pick:0|1}" can break rule /rules/0 (total lte channel); expected ranges that always keep it`,
      ],
    },
  ],
  [
    'childLines copying null into a number line property',
    {
      edits: [['delivery', '"salePrice": "pricetag", "productKey": null', '"salePrice": null, "productKey": null']],
      want: ({ at }) => [
        `schemas/delivery.json:${at('delivery', '"product": "_id", ‸"salePrice": null')}: /forms/create/ui/keys/ui:options/copy/salePrice: line property "salePrice" is copied as null, which it refuses (type "number", not readOnly), so every line fails; expected a path in the picked row, or null only on a property the server fills ("readOnly": true) or that accepts null ("type": ["number", "null"])`,
      ],
    },
  ],
  // Demo rows the entity's own validator refuses: the build makes every row in memory as the seeder does and judges it.
  [
    'an empty pick choice on a required text',
    {
      edits: [['seller', '"name": "{firstName} {lastName}"', '"name": "{pick:Ana|}"']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '‸"name": "{pick:Ana|}"')}: /demo/fields/name: demo row 1 of 30 holds "" in "name"; expected a template whose every value field "name" accepts; the validator says: name: Nombre: Este campo es obligatorio.`,
      ],
    },
  ],
  [
    'a demo range below the field\'s minimum',
    {
      edits: [['invoice', '"total": "{float:10:500}"', '"total": "{float:-100:100}"']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"total": "{float:-100:100}"')}: /demo/fields/total: demo row 1 of 8 holds -65.94 in "total" (and 5 more rows: 2, 3, 4, 7, 8); expected a template whose every value field "total" accepts; the validator says: total: Total: Debe ser mayor o igual que 0.`,
      ],
    },
  ],
  [
    'childLines copying a date into a price',
    {
      edits: [
        ['delivery', '"salePrice": "pricetag", "productKey": null', '"salePrice": "expiresOn", "productKey": null'],
        ['product', '"required": ["name", "pricetag"],', '"required": ["name", "pricetag"],\n  "demo": { "count": 4, "fields": { "name": "{courseTitle}", "pricetag": "{int:10:90}" } },'],
      ],
      want: ({ at }) => [
        `schemas/delivery.json:${at('delivery', '"product": "_id", ‸"salePrice": "expiresOn"')}: /forms/create/ui/keys/ui:options/copy/salePrice: the line copied from demo row 1 of 4 of "product" holds "2025-10-11" in "salePrice" (and 3 more rows: 2, 3, 4); expected a source whose value every line of "productKey" accepts (or a template for it in the demo of "product"); the validator says: salePrice: Precio de venta: Debe ser un número.`,
      ],
    },
  ],
  [
    'a misspelled comparison',
    {
      edits: [['lesson', '  "ordering": {', '  "rules": [{ "field": "duration", "gtee": "position" }],\n  "ordering": {']],
      want: ({ at }) => [`schemas/lesson.json:${at('lesson', '‸"gtee"')}: /rules/0/gtee: unknown key "gtee"; expected one of: field, gt, gte, lt, lte, requiredIf, noOverlap, message`],
    },
  ],
  [
    "a grid's search over fields it cannot look in",
    {
      edits: [['invoice', '"dataSource": "list",\n      "defaultSort"', '"dataSource": "list",\n      \"search\": [\"voucherNumber\", \"nombre\", \"total\", \"createdAt\", \"seller\", \"_id\"],\n      "defaultSort"']],
      want: ({ at }) => {
        const where = (field: string) => at('invoice', `"search": [${field}`);
        const cannot = 'which a search cannot look in; expected a text field (type "string", no date or time format), not _id, not a reference, not write-only';
        return [
          `schemas/invoice.json:${where('"voucherNumber", ‸"nombre"')}: /grids/invoices/search/1: unknown field "nombre"; expected one of: ${INVOICE_FIELDS}`,
          `schemas/invoice.json:${where('"voucherNumber", "nombre", ‸"total"')}: /grids/invoices/search/2: field "total" of type "number", ${cannot}`,
          `schemas/invoice.json:${where('"voucherNumber", "nombre", "total", ‸"createdAt"')}: /grids/invoices/search/3: field "createdAt" has the "date-time" format, ${cannot}`,
          `schemas/invoice.json:${where('"voucherNumber", "nombre", "total", "createdAt", ‸"seller"')}: /grids/invoices/search/4: field "seller" is a reference (its id is stored, not its label), ${cannot}`,
          `schemas/invoice.json:${where('"voucherNumber", "nombre", "total", "createdAt", "seller", ‸"_id"')}: /grids/invoices/search/5: field "_id" is the row id, ${cannot}`,
        ];
      },
    },
  ],
  [
    "a grid's search beside a tab parameter named q",
    {
      edits: [['invoice', '"dataSource": "list",\n      "defaultSort"', '"dataSource": "list",\n      "search": ["voucherNumber"],\n      "defaultSort"'], ['invoice', '"param": "state"', '"param": "q"']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '‸"search": ["voucherNumber"]')}: /grids/invoices/search: the search box's parameter "q" is taken by the tab parameter "q"; expected no "search" on this grid, or another name for that one`,
      ],
    },
  ],
  [
    "a filter on a field named like one of the page URL's own parameters",
    {
      edits: [
        ['seller', '"minLength": 1, "maxLength": 255 }', '"minLength": 1, "maxLength": 255 },\n    "columns": { "type": "string", "title": "Columnas" }'],
        ['seller', '{ "field": "name", "filter": "text", "sort": true }', '{ "field": "name", "filter": "text", "sort": true },\n        { "field": "columns", "filter": "text" }'],
      ],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '{ "field": "columns", ‸"filter": "text" }')}: /grids/sellers/columns/1/filter: filter on field "columns", whose name the page URL already uses; expected no filter on it (the page's own parameters: page, sortField, sortOrder, view, columns, pageSize)`,
      ],
    },
  ],
  // A grid's import: its key finds rows, so it must be unique and among the columns; the columns are written.
  [
    'an import keyed by a field that is not unique, with a read-only column',
    {
      edits: [['seller', '"defaultSort": { "field": "name", "order": "asc" },', '"defaultSort": { "field": "name", "order": "asc" },\n      "import": { "key": "name", "columns": ["name", "_id"] },']],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '"columns": ["name", ‸"_id"]')}: /grids/sellers/import/columns/1: field "_id" is read-only or not a scalar column; expected a writable field, one of: name`,
        `schemas/seller.json:${at('seller', '"import": { ‸"key": "name"')}: /grids/sellers/import/key: field "name" is not unique; expected a field with "unique": true (this entity declares none)`,
      ],
    },
  ],
  [
    'an import whose key is not among its columns',
    {
      edits: [
        ['seller', '"minLength": 1, "maxLength": 255 }', '"minLength": 1, "maxLength": 255, "unique": true },\n    "note": { "type": "string", "title": "Nota" }'],
        ['seller', '"defaultSort": { "field": "name", "order": "asc" },', '"defaultSort": { "field": "name", "order": "asc" },\n      "import": { "key": "name", "columns": ["note"] },'],
      ],
      want: ({ at }) => [
        `schemas/seller.json:${at('seller', '"import": { ‸"key": "name"')}: /grids/sellers/import/key: key "name" is not among the import's columns; expected it in "columns" (each line names its row by it)`,
      ],
    },
  ],
  // An import's children: tied to the grid's entity by one reference, their key among their writable columns.
  [
    'import children of an entity with no reference to the grid, and of one whose key is not among its columns',
    {
      edits: [
        ['seller', '"minLength": 1, "maxLength": 255 }', '"minLength": 1, "maxLength": 255, "unique": true }'],
        [
          'seller',
          '"defaultSort": { "field": "name", "order": "asc" },',
          '"defaultSort": { "field": "name", "order": "asc" },\n      "import": { "key": "name", "columns": ["name"], "children": { "entity": "product", "key": "name", "columns": ["name"] } },',
        ],
        ['invoice', '"dataSource": "list",\n      "defaultSort"', '"dataSource": "list",\n      "import": { "key": "voucherNumber", "columns": ["voucherNumber"], "children": { "entity": "productKey", "key": "product", "columns": ["_id"] } },\n      "defaultSort"'],
      ],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '"children": { ‸"entity": "productKey"')}: /grids/invoices/import/children/entity: entity "productKey" has no reference to "invoice"; expected exactly one, which ties each child to its parent`,
        `schemas/invoice.json:${at('invoice', '"columns": [‸"_id"] }')}: /grids/invoices/import/children/columns/0: field "_id" of "productKey" is read-only or not a scalar column; expected a writable field, one of: product, salePrice`,
        `schemas/invoice.json:${at('invoice', '"entity": "productKey", ‸"key": "product"')}: /grids/invoices/import/children/key: key "product" is not among the children's columns; expected it in "columns" (each line names its child by it)`,
        `schemas/invoice.json:${at('invoice', '"import": { ‸"key": "voucherNumber"')}: /grids/invoices/import/key: field "voucherNumber" is not unique; expected a field with "unique": true (this entity declares none)`,
        `schemas/seller.json:${at('seller', '"children": { ‸"entity": "product"')}: /grids/sellers/import/children/entity: entity "product" has no reference to "seller"; expected exactly one, which ties each child to its parent`,
      ],
    },
  ],
  [
    'import children that refer to the grid by two references (which one is the parent?)',
    {
      edits: [
        ['delivery', '"minLength": 1, "maxLength": 50 }', '"minLength": 1, "maxLength": 50, "unique": true }'],
        ['delivery', '"dataSource": "list",\n      "defaultSort"', '"dataSource": "list",\n      "import": { "key": "voucherNumber", "columns": ["voucherNumber"], "children": { "entity": "invoice", "key": "voucherNumber", "columns": ["voucherNumber"] } },\n      "defaultSort"'],
        ['invoice', '"delivery": { "entity": "delivery", "display": "voucherNumber", "onDelete": "cascade" }', '"delivery": { "entity": "delivery", "display": "voucherNumber", "onDelete": "cascade" },\n    "origin": { "entity": "delivery", "display": "voucherNumber", "onDelete": "setNull" }'],
        ['invoice', '"voucherNumber": { "type": "string", "title": "Comprobante" },', '"voucherNumber": { "type": "string", "title": "Comprobante" },\n    "origin": { "type": "string", "title": "Origen" },'],
      ],
      want: ({ at }) => [
        `schemas/delivery.json:${at('delivery', '"children": { ‸"entity": "invoice"')}: /grids/deliveries/import/children/entity: entity "invoice" has 2 references (delivery, origin) to "delivery"; expected exactly one, which ties each child to its parent`,
      ],
    },
  ],
  [
    'a row link shown in a state its field does not list, and one shown by a field the entity lacks',
    {
      edits: [
        [
          'invoice',
          '      "actions": [\n        { "kind": "transition", "endpoint": "issue"',
          '      "links": [\n        { "label": "Anular", "to": "/invoices", "when": { "field": "state", "in": ["Pendiente", "Anulada"] } },\n        { "label": "Ver", "to": "/invoices", "when": { "field": "status", "in": ["Pendiente"] } }\n      ],\n      "actions": [\n        { "kind": "transition", "endpoint": "issue"',
        ],
      ],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '"in": ["Pendiente", ‸"Anulada"]')}: /grids/invoices/links/0/when/in/1: unknown value "Anulada" of field "state"; expected one of: Pendiente, Facturada, Finalizada`,
        `schemas/invoice.json:${at('invoice', '"when": { ‸"field": "status"')}: /grids/invoices/links/1/when/field: unknown field "status"; expected one of: ${INVOICE_FIELDS}`,
      ],
    },
  ],
  [
    'a label template with an unknown field, a format on a text field and a format no date has',
    {
      edits: [['invoice', '"display": "voucherNumber", "onDelete": "cascade" }', '"display": "{voucherNumber:date} – {deliveredOn:long} ({numero})", "onDelete": "cascade" }']],
      want: ({ at }) => {
        const where = `schemas/invoice.json:${at('invoice', '"delivery": { "entity": "delivery", ‸"display": "{voucherNumber')}: /references/delivery/display`;
        return [
          `${where}: placeholder "{voucherNumber:date}" gives a format to field "voucherNumber", which is no date or date-time; expected {voucherNumber}`,
          `${where}: unknown date format "long" in "{deliveredOn:long}"; expected one of: date, shortDate, time, dateTime, shortDateTime`,
          `${where}: unknown field "numero" of entity "delivery"; expected one of: _id, voucherNumber, deliveredOn, sellers, uploads, billing, notes, createdAt`,
        ];
      },
    },
  ],
  [
    'a sequence on a field people type, with two numbers and an unknown placeholder',
    {
      edits: [['invoice', '"lifecycle": { "state": { "initial": "Pendiente" } },', '"lifecycle": { "state": { "initial": "Pendiente" } },\n  "sequences": { "voucherNumber": { "template": "F-{year}-{seq:5}-{seq}-{serie}" } },']],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '"sequences": { ‸"voucherNumber"')}: /sequences/voucherNumber: field "voucherNumber" may be typed by a person; expected "readOnly": true in its schema (the server numbers it)`,
        `schemas/invoice.json:${at('invoice', '"voucherNumber": { ‸"template"')}: /sequences/voucherNumber/template: sequence template "F-{year}-{seq:5}-{seq}-{serie}" has 2 {seq} placeholders; expected exactly one (the running number)`,
        `schemas/invoice.json:${at('invoice', '"voucherNumber": { ‸"template"')}: /sequences/voucherNumber/template: unknown placeholder "{serie}"; expected {seq} or {seq:N} (the number, N digits), {year}, {month}, {day}, or {field} (fields: ${INVOICE_FIELDS})`,
      ],
    },
  ],
  [
    'rows created by a transition that sum children it does not carry, and by a delete',
    {
      edits: [
        ['invoice', '"transition": { "field": "state", "from": ["Pendiente"], "to": "Facturada" }', '"transition": { "field": "state", "from": ["Pendiente"], "to": "Facturada" },\n      "creates": [{ "entity": "seller", "values": { "name": "{sum:lines.total}" } }]'],
        ['invoice', '"delete": { "kind": "delete", "method": "DELETE", "path": "/invoices/{_id}" }', '"delete": { "kind": "delete", "method": "DELETE", "path": "/invoices/{_id}", "creates": [] }'],
      ],
      want: ({ at }) => [
        `schemas/invoice.json:${at('invoice', '"seller", "values": { ‸"name"')}: /endpoints/issue/creates/0/values/name: placeholder "{sum:lines.total}" sums children, which a transition's row does not carry; expected {field}, {object.property} or {field|fallback}`,
        `schemas/invoice.json:${at('invoice', '"path": "/invoices/{_id}", ‸"creates": []')}: /endpoints/delete/creates: "creates" applies to transition endpoints only; expected no "creates" on a delete endpoint`,
      ],
    },
  ],
];

/** `line:column` (1-based) of a character offset. */
function toLineColumn(text: string, offset: number): [number, number] {
  const lines = text.slice(0, offset).split('\n');
  return [lines.length, (lines.at(-1) as string).length + 1];
}

describe('admin-gen build refuses realistic mistakes', () => {
  afterEach(removeProjectCopies);

  it.each(CORPUS)('%s', async (_name, { edits, want }) => {
    const root = createProjectCopy();
    const texts = new Map<string, string>();
    for (const [file, from, to] of edits) {
      const target = path.join(root, 'schemas', `${file}.json`);
      const before = texts.get(file) ?? (existsSync(target) ? readFileSync(target, 'utf8') : '');
      if (from !== null) expect(before.split(from).length, `${JSON.stringify(from)} once in ${file}.json`).toBe(2);
      const text = from === null ? to : before.replace(from, () => to);
      texts.set(file, text);
      writeFileSync(target, text);
    }
    const find = (file: string, marked: string): [number, number] => {
      const text = texts.get(file) ?? readFileSync(path.join(root, 'schemas', `${file}.json`), 'utf8');
      const [head = '', tail = ''] = marked.split('‸');
      expect(text.split(head + tail).length, `${JSON.stringify(head + tail)} once in ${file}.json`).toBe(2);
      return toLineColumn(text, text.indexOf(head + tail) + head.length);
    };
    const locate: Locate = {
      at: (file, marked) => find(file, marked).join(':'),
      first: (file, marked) => {
        const [line, column] = find(file, marked);
        return `line ${line}, column ${column}`;
      },
    };

    // As `admin-gen build` runs it: with the demo rows made and judged by the server's seeder.
    const error: unknown = await runBuild({ root, checkModel: (model) => getDemoRowProblems(model.entities) }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SchemaValidationError);
    expect((error as SchemaValidationError).messages).toEqual(want(locate));
    expect(existsSync(path.join(root, 'generated'))).toBe(false);
  });
});
