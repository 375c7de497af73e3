import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DELETE_CONFIRM, normalizeApp } from '../../../generator/index.js';
import { normalizeEntity, normalizeRules } from '../../../generator/normalize/normalize.js';
import type { EntitySchemaInput, RuleInput } from '../../../generator/shared/types.js';
import type { EntityDefinition } from '../../../runtime/shared/index.js';
import { buildFixtureModel } from '../../fixtures/buildFixtureModel.js';
import { fixtureApp, fixtureEntities } from '../../fixtures/entities.js';
import { getFixtureEntity, loadFixtureModel } from '../../fixtures/loadFixtureModel.js';
import { REPO_ROOT, getFixtureSchemasModel } from '../fixtureModel.js';

describe('normalize', () => {
  it('sorts entities by name', () => {
    const names = getFixtureSchemasModel().entities.map((entity) => entity.entity);
    expect(names).toEqual([...names].sort());
  });

  describe('defaults (tests/fixtures/schemas/lesson.json)', () => {
    const lesson = getFixtureSchemasModel().entities.find((entity) => entity.entity === 'lesson')!;
    const grid = lesson.grids.find((candidate) => candidate.name === 'lessons')!;
    const byContent = lesson.grids.find((candidate) => candidate.name === 'byContent')!;

    it.each([
      ['table: snake_case plural of the entity', lesson.table, 'lessons'],
      ['field title: the field name when untitled', lesson.fields.find((field) => field.name === 'updatedAt')!.title, 'updatedAt'],
      ['storage from type', lesson.fields.map((field) => field.storage), ['text', 'text', 'text', 'boolean', 'integer', 'real', 'text', 'text', 'json', 'json', 'text', 'text']],
      ['cells from type, format and references', grid.columns.map((column) => column.cell), ['number', 'text', 'boolean', 'number', 'date', 'datetime', 'text', 'reference', 'image']],
      ['column filter kinds', grid.columns.map((column) => column.filter?.kind ?? null), [null, 'text', null, null, 'text', null, null, 'reference', null]],
      ['text filter', grid.columns[1]!.filter, { kind: 'text', options: [], all: null, reference: null }],
      ['no filters when the grid does not filter', byContent.columns.map((column) => column.filter), [null, null]],
      ['grid defaults', [byContent.paging, byContent.filtering, byContent.pageSize, byContent.defaultSort, byContent.links, byContent.actions], [true, false, 20, null, [], []]],
      ['placements', grid.actions.map((action) => action.placement), ['toolbar', 'row', 'row', 'row', 'toolbar']],
      ['delete confirmation default', grid.actions.find((action) => action.kind === 'delete')!.confirm, DEFAULT_DELETE_CONFIRM],
      ['link actions make no request', grid.actions.find((action) => action.kind === 'link')!.request, null],
      ['endpoint body defaults', lesson.endpoints.map((endpoint) => endpoint.body), ['none', 'none', 'none', 'fields', 'fields', 'row', 'none', 'none']],
      [
        'endpoint where, transition, relation and through defaults',
        lesson.endpoints.map((endpoint) => [endpoint.where, endpoint.transition, endpoint.relation, endpoint.through]),
        lesson.endpoints.map(() => [{}, null, null, null]),
      ],
      ['reference onDelete default', lesson.references, [{ field: 'content', entity: 'content', many: false, display: 'nombre', onDelete: 'restrict' }]],
      ['grid params, tabs and page defaults', [grid.params, grid.tabs, grid.page, byContent.params], [[], null, null, ['content']]],
      ['action tab and when defaults', grid.actions.map((action) => [action.tab, action.when]), grid.actions.map(() => [null, null])],
      ['column options default', grid.columns.map((column) => column.options), grid.columns.map(() => [])],
      ['own endpoint refs name their entity', grid.dataSource, { entity: 'lesson', endpoint: 'list', method: 'GET', path: '/lessons', body: 'none' }],
      ['demo perParent and tree defaults', [lesson.demo!.perParent, lesson.demo!.tree], [null, null]],
      ['form redirect: the first grid route', lesson.forms.find((form) => form.name === 'create')!.redirect, '/lessons'],
      ['form uiSchema default', lesson.forms.find((form) => form.name === 'edit')!.uiSchema, {}],
      ['ordering scope', lesson.ordering, { field: 'position', scope: ['content'] }],
      ['demo unique default', lesson.demo!.unique, []],
      [
        'app defaults; upload folders: app.json\'s, the default one and the widgets\', sorted',
        getFixtureSchemasModel().app,
        {
          title: 'Fixture',
          locale: 'es',
          dateDisplay: 'dd/mm/aaaa',
          apiBase: '/api',
          menu: [
            { label: 'Vendedores', route: '/sellers' },
            { label: 'Lecciones', route: '/lessons' },
            { label: 'Contenidos', route: '/contents' },
            { label: 'Exámenes', route: '/quizzes' },
            { label: 'Facturas', route: '/invoices' },
            { label: 'Entregas', route: '/deliveries' },
          ],
          uploads: { folders: ['deliveries', 'docs', 'notes', 'receipts'], defaultFolder: 'deliveries', maxBytes: 2000000 },
          recordHistoryRoute: '/history/{entity}/{recordId}',
          roles: [],
          adminUsers: { firstRole: null, fields: [] },
        },
      ],
      [
        'upload defaults: folder "uploads" and 4,000,000 bytes (a site names its own folder in app.json)',
        normalizeApp({ title: 'T' }).uploads,
        { folders: ['uploads'], defaultFolder: 'uploads', maxBytes: 4000000 },
      ],
      [
        'upload folders: a default folder of app.json\'s own, widget folders deduplicated',
        normalizeApp({ title: 'T', uploads: { folders: ['b'], defaultFolder: 'a' } }, ['c', 'b', 'c']).uploads,
        { folders: ['a', 'b', 'c'], defaultFolder: 'a', maxBytes: 4000000 },
      ],
      ['children, created rows and generated values default to none', [lesson.children, lesson.creates, lesson.generated], [[], [], {}]],
    ])('%s', (_name, given, want) => {
      expect(given).toEqual(want);
    });

    it('keeps the record schema as declared, closed', () => {
      expect(lesson.schema.additionalProperties).toBe(false);
      expect(lesson.schema.required).toEqual(['name', 'content']);
      expect(Object.keys(lesson.schema.properties!)).toEqual(lesson.fields.map((field) => field.name));
    });
  });

  describe('oneOf options, select filters, through lists, trees and shared pages (tests/fixtures/schemas/{content,invoice,question,quizQuestion}.json)', () => {
    const model = getFixtureSchemasModel();
    const entity = (name: string) => model.entities.find((candidate) => candidate.entity === name)!;
    const invoices = entity('invoice').grids[0]!;
    const column = (field: string) => invoices.columns.find((candidate) => candidate.field === field)!;
    const [questionsForContent, questionsInQuiz] = entity('question').grids;
    const contents = entity('content');
    const subitems = contents.grids.find((grid) => grid.name === 'subitems')!;

    it.each([
      ['cells: enum for oneOf, url for format uri, money when named', contents.grids[0]!.columns.map((c) => c.cell), ['number', 'text', 'enum', 'url', 'boolean']],
      ['enum cell options from oneOf const/title', column('state').options.map((option) => option.value), ['Pendiente', 'Facturada', 'Finalizada']],
      ['integer enum options', column('channel').options, [{ value: 0, label: 'Web' }, { value: 1, label: 'Tienda' }]],
      ['money cell', column('total').cell, 'money'],
      [
        'select filter with its own options and all',
        column('channel').filter,
        { kind: 'select', options: [{ value: 0, label: 'Web' }, { value: 1, label: 'Tienda' }, { value: 2, label: 'Todos' }], all: 2, reference: null },
      ],
      [
        'select filter options from oneOf',
        subitems.columns.find((c) => c.field === 'kind')!.filter,
        { kind: 'select', options: [{ value: 'unit', label: 'Unidad' }, { value: 'topic', label: 'Tema' }], all: null, reference: null },
      ],
      ['boolean and dateRange filters', [column('electronic').filter!.kind, column('createdAt').filter!.kind], ['boolean', 'dateRange']],
      [
        'reference filter: the referenced entity\'s first list without placeholders',
        column('seller').filter!.reference,
        { entity: 'seller', list: { entity: 'seller', endpoint: 'list', method: 'GET', path: '/sellers', body: 'none' }, display: 'name' },
      ],
      [
        'reference filter prefers a list without where (content: all over roots)',
        questionsForContent!.columns.find((c) => c.field === 'content')!.filter!.reference!.list.endpoint,
        'all',
      ],
      [
        'tabs: default is the first option unless named',
        invoices.tabs,
        {
          param: 'state',
          field: 'state',
          options: [
            { value: 'pending', label: 'Pendientes', equals: 'Pendiente' },
            { value: 'issued', label: 'Facturadas', equals: 'Facturada' },
            { value: 'done', label: 'Finalizadas', equals: 'Finalizada' },
          ],
          default: 'pending',
        },
      ],
      [
        'transition actions: tab, and when from the transition (or as written)',
        invoices.actions.map((action) => [action.kind, action.placement, action.label, action.tab, action.when]),
        [
          ['transition', 'row', 'Facturar', 'pending', { field: 'state', in: ['Pendiente'] }],
          ['transition', 'row', 'Finalizar', 'issued', { field: 'state', in: ['Facturada'] }],
          ['delete', 'row', null, 'pending', { field: 'state', in: ['Pendiente'] }],
        ],
      ],
      [
        'transition endpoint',
        entity('invoice').endpoints.find((e) => e.name === 'issue'),
        {
          name: 'issue',
          kind: 'transition',
          method: 'POST',
          path: '/invoices/{_id}/issue',
          body: 'none',
          where: {},
          transition: { field: 'state', from: ['Pendiente'], to: 'Facturada' },
          relation: null,
          through: null,
        },
      ],
      [
        'assign and unassign: body id by default, the relation',
        entity('quizQuestion').endpoints.map((e) => [e.kind, e.body, e.relation]),
        [
          ['assign', 'id', { scope: 'quiz', target: 'question' }],
          ['unassign', 'id', { scope: 'quiz', target: 'question' }],
        ],
      ],
      [
        'actions calling another entity\'s endpoint',
        [questionsForContent!.actions[0]!.request, questionsInQuiz!.actions[0]!.request],
        [
          { entity: 'quizQuestion', endpoint: 'assign', method: 'POST', path: '/questions-quiz/{quiz}/create', body: 'id' },
          { entity: 'quizQuestion', endpoint: 'unassign', method: 'PUT', path: '/questions-quiz/{quiz}/delete', body: 'id' },
        ],
      ],
      ['through list', entity('question').endpoints.find((e) => e.name === 'inQuiz')!.through, { entity: 'quizQuestion', field: 'question', scope: 'quiz' }],
      ['where', contents.endpoints.find((e) => e.name === 'roots')!.where, { parent: null }],
      ['params and page', [questionsForContent!.params, questionsForContent!.page, subitems.params], [['quiz'], 'quizQuestions', ['parent']]],
      ['references in declaration order', entity('quizQuestion').references.map((r) => [r.field, r.entity, r.onDelete]), [['quiz', 'quiz', 'cascade'], ['question', 'question', 'cascade']]],
      ['demo tree', contents.demo!.tree, { field: 'parent', levels: [3, 2] }],
      ['demo perParent: max defaults to count', entity('question').demo!.perParent, { field: 'content', min: 1, max: 3 }],
      [
        'shared pages from app.json',
        model.pages,
        [{ id: 'quizQuestions', title: 'Ejercicios del examen', parts: [{ entity: 'question', name: 'questionsInQuiz' }, { entity: 'question', name: 'questionsForContent' }] }],
      ],
    ])('%s', (_name, given, want) => {
      expect(given).toEqual(want);
    });
  });

  describe('many-references, children, created rows and generated values (tests/fixtures/schemas/{delivery,productKey,product}.json)', () => {
    const model = getFixtureSchemasModel();
    const entity = (name: string) => model.entities.find((candidate) => candidate.entity === name)!;
    const delivery = entity('delivery');
    const field = (name: string) => delivery.fields.find((candidate) => candidate.name === name)!;
    const keysSchema = {
      type: 'array',
      title: 'Claves',
      items: {
        type: 'object',
        properties: {
          product: { type: 'string', title: 'Producto' },
          salePrice: { type: 'number', title: 'Precio de venta', minimum: 0 },
          // Generated: '' or null asks the server for a key, so no readOnly and null allowed.
          productKey: { type: ['string', 'null'], title: 'Clave', maxLength: 19 },
        },
        required: ['product', 'salePrice'],
        additionalProperties: false,
      },
    };

    it.each([
      [
        'references: many for an array of ids',
        [delivery.references, entity('productKey').references.map((reference) => reference.many)],
        [[{ field: 'sellers', entity: 'seller', many: true, display: 'name', onDelete: 'setNull' }], [false, false]],
      ],
      [
        'children in declaration order, editable false by default',
        delivery.children,
        [
          { name: 'keys', entity: 'productKey', field: 'delivery', editable: true },
          { name: 'invoices', entity: 'invoice', field: 'delivery', editable: false },
        ],
      ],
      ['children fields come after the fields', delivery.fields.map((f) => `${f.name}:${f.storage}`).slice(-3), ['createdAt:text', 'keys:children', 'invoices:children']],
      ['an editable children field', field('keys'), { name: 'keys', title: 'Claves', schema: keysSchema, storage: 'children', readOnly: false, required: false, html: false, secret: false }],
      [
        'a read-only children field, titled by its name; items: the child\'s record minus _id and the parent field',
        [field('invoices').title, field('invoices').readOnly, Object.keys((field('invoices').schema.items as { properties: object }).properties)],
        ['invoices', true, ['voucherNumber', 'total', 'state', 'channel', 'electronic', 'seller', 'createdAt']],
      ],
      [
        'the record schema: children among the properties, not required',
        [Object.keys(delivery.schema.properties!), delivery.schema.required, delivery.schema.properties!.keys],
        [[...delivery.fields.map((f) => f.name)], ['voucherNumber', 'billing'], keysSchema],
      ],
      [
        'creates as written',
        delivery.creates,
        [
          {
            entity: 'invoice',
            values: { voucherNumber: '{billing.identificationNumber|9999999999999}-{voucherNumber}', total: '{sum:keys.salePrice}', delivery: '{_id}' },
          },
        ],
      ],
      ['generated', [entity('productKey').generated, delivery.generated], [{ productKey: 'licenseKey' }, {}]],
      [
        'the generated field keeps its own schema on the child entity',
        entity('productKey').fields.find((f) => f.name === 'productKey'),
        { name: 'productKey', title: 'Clave', schema: { type: 'string', title: 'Clave', maxLength: 19, readOnly: true }, storage: 'text', readOnly: true, required: false, html: false, secret: true },
      ],
      [
        'form fields and uiSchema as written',
        [delivery.forms[0]!.fields, Object.keys(delivery.forms[0]!.uiSchema)],
        [
          ['voucherNumber', 'deliveredOn', 'sellers', 'uploads', 'keys', 'billing', 'notes'],
          ['deliveredOn', 'sellers', 'uploads', 'keys', 'billing', 'notes'],
        ],
      ],
      ['views list children', delivery.views[0]!.fields.slice(-3), ['keys', 'billing', 'invoices']],
    ])('%s', (_name, given, want) => {
      expect(given).toEqual(want);
    });
  });

  describe('secrets, HTML, URLs and the built-in audit entity (tests/fixtures/web and forms)', () => {
    const model = loadFixtureModel(path.join(REPO_ROOT, 'tests/fixtures/web/schemas'));
    const forms = loadFixtureModel(path.join(REPO_ROOT, 'tests/fixtures/forms/schemas'));
    const entity = (name: string) => model.entities.find((candidate) => candidate.entity === name) ?? getFixtureEntity(forms, name);
    const rich = (entityName: string, name: string) => getFixtureEntity(getFixtureSchemasModel(), entityName).fields.find((candidate) => candidate.name === name)!;
    const cell = (entityName: string, grid: string, column: string) =>
      entity(entityName).grids.find((candidate) => candidate.name === grid)!.columns.find((candidate) => candidate.field === column)!.cell;
    const audit = entity('auditEntry');
    const auditLog = audit.grids.find((grid) => grid.name === 'auditLog')!;
    const recordHistory = audit.grids.find((grid) => grid.name === 'recordHistory')!;
    const projectEntities = model.entities.filter((candidate) => candidate.entity !== 'auditEntry');

    it.each([
      ['secret: listed in "secrets" (tests/fixtures/schemas)', [rich('productKey', 'productKey').secret, rich('productKey', 'salePrice').secret], [true, false]],
      ['html: contentMediaType text/html (tests/fixtures/schemas)', [rich('delivery', 'notes').html, rich('delivery', 'voucherNumber').html], [true, false]],
      ['a format uri column: cell url', cell('banner', 'banners', 'url'), 'url'],
      ['the audit entity: source, table, label', [audit.source, audit.table, audit.label], ['generator/builtin/auditEntry.json', 'audit_log', { one: 'registro de auditoría', many: 'Historial' }]],
      [
        'its columns are audit_log\'s (runtime/server/storage/migrations/migrateSystemTables.ts)',
        audit.fields.map((f) => `${f.name}:${f.storage}`),
        ['_id:text', 'at:text', 'userId:text', 'userEmail:text', 'entity:text', 'recordId:text', 'job:text', 'action:text', 'changes:json'],
      ],
      ['every field is the server\'s', audit.fields.every((f) => f.readOnly), true],
      [
        'endpoints: lists only, and one get',
        audit.endpoints.map((e) => `${e.kind} ${e.method} ${e.path}`),
        ['list GET /audit', 'list GET /audit/{entity}/{recordId}', 'list GET /audit/jobs/{job}', 'get GET /audit/{_id}'],
      ],
      ['no forms, views or demo', [audit.forms, audit.views, audit.demo], [[], [], null]],
      ['the site grid', [auditLog.route, auditLog.title, auditLog.params, auditLog.defaultSort, auditLog.actions], ['/history', 'Historial', [], { field: 'at', order: 'desc' }, []]],
      [
        'its columns: cells and filters',
        auditLog.columns.map((c) => `${c.field}:${c.cell}:${c.filter?.kind ?? '-'}:${c.sortable}`),
        ['at:datetime:dateRange:true', 'userEmail:text:text:false', 'entity:enum:select:false', 'recordId:text:text:false', 'action:enum:select:false', 'changes:changes:-:false'],
      ],
      ['column titles', auditLog.columns.map((c) => c.title), ['Fecha', 'Usuario', 'Entidad', 'Registro', 'Acción', 'Cambios']],
      [
        'the action labels',
        auditLog.columns.find((c) => c.field === 'action')!.filter!.options,
        [
          { value: 'create', label: 'Creación' },
          { value: 'update', label: 'Modificación' },
          { value: 'delete', label: 'Eliminación' },
          { value: 'move', label: 'Movimiento' },
          { value: 'transition', label: 'Cambio de estado' },
          { value: 'assign', label: 'Asignación' },
          { value: 'unassign', label: 'Desasignación' },
          { value: 'denied', label: 'Acceso denegado' },
          { value: 'export', label: 'Exportación' },
          { value: 'import', label: 'Importación' },
          { value: 'bulk', label: 'Acción en lote' },
        ],
      ],
      [
        'the entity filter and cell list every entity of the project by its plural label',
        [
          auditLog.columns.find((c) => c.field === 'entity')!.filter!.options.map((o) => o.value).sort(),
          auditLog.columns.find((c) => c.field === 'entity')!.options.find((o) => o.value === 'delivery')!.label,
        ],
        [projectEntities.map((e) => e.entity).sort(), 'Entregas'],
      ],
      [
        'the record grid: its route placeholders are the list path\'s',
        [recordHistory.route, recordHistory.title, recordHistory.params, recordHistory.dataSource.path, recordHistory.columns.map((c) => c.field)],
        ['/history/{entity}/{recordId}', 'Historial del registro', ['entity', 'recordId'], '/audit/{entity}/{recordId}', ['at', 'userEmail', 'action', 'changes']],
      ],
      ['app.recordHistoryRoute: the record grid\'s route', model.app.recordHistoryRoute, '/history/{entity}/{recordId}'],
      ['normalizeApp without the audit entity', normalizeApp({ title: 'T' }).recordHistoryRoute, null],
    ])('%s', (_name, given, want) => {
      expect(given).toEqual(want);
    });
  });

  describe('normalizeRules', () => {
    const schema = (rules: RuleInput[]): EntitySchemaInput => ({
      entity: 'loan',
      label: { one: 'préstamo', many: 'Préstamos' },
      fields: {
        state: { type: 'string', oneOf: [{ const: 'open', title: 'Abierto' }, { const: 'rejected', title: 'Rechazado' }] },
        urgent: { type: 'boolean' },
        notes: { type: 'string' },
        validFrom: { type: 'string', format: 'date' },
        validTo: { type: 'string', format: 'date' },
      },
      rules,
    });

    it.each<[string, RuleInput, unknown]>([
      ['gte', { field: 'validTo', gte: 'validFrom' }, { kind: 'compare', field: 'validTo', comparison: 'gte', other: 'validFrom', message: null }],
      ['gt', { field: 'validTo', gt: 'validFrom' }, { kind: 'compare', field: 'validTo', comparison: 'gt', other: 'validFrom', message: null }],
      ['lt with its own text', { field: 'validFrom', lt: 'validTo', message: 'Antes del fin.' }, { kind: 'compare', field: 'validFrom', comparison: 'lt', other: 'validTo', message: 'Antes del fin.' }],
      ['lte', { field: 'validFrom', lte: 'validTo' }, { kind: 'compare', field: 'validFrom', comparison: 'lte', other: 'validTo', message: null }],
      [
        'requiredIf: the option\'s label',
        { field: 'notes', requiredIf: { field: 'state', equals: 'rejected' } },
        { kind: 'requiredIf', field: 'notes', when: { field: 'state', equals: 'rejected', label: 'Rechazado' }, message: null },
      ],
      [
        'requiredIf: no label where the field lists none',
        { field: 'notes', requiredIf: { field: 'urgent', equals: true } },
        { kind: 'requiredIf', field: 'notes', when: { field: 'urgent', equals: true, label: null }, message: null },
      ],
    ])('%s', (_name, rule, want) => {
      expect(normalizeRules(schema([rule]))).toEqual([want]);
    });

    it('leaves rules out of the model when the schema declares none', () => {
      expect(normalizeEntity(schema([]), 'schemas/loan.json')).not.toHaveProperty('rules');
      expect(normalizeEntity(schema([{ field: 'validTo', gte: 'validFrom' }]), 'schemas/loan.json').rules).toHaveLength(1);
    });
  });
});

describe('normalize: a grid search box', () => {
  // The basic fixture's seller, its grid given a search box or not.
  const seller = JSON.parse(readFileSync(path.join(REPO_ROOT, 'tests/fixtures/basic/schemas/seller.json'), 'utf8')) as EntitySchemaInput & { grids: Record<string, { search?: string[] }> };
  const gridOf = (search: string[] | undefined) => {
    const schema = structuredClone(seller);
    for (const grid of Object.values(schema.grids)) if (search) grid.search = search;
    return buildFixtureModel([schema]).entities.find((entity) => entity.entity === 'seller')!.grids[0]!;
  };

  it.each([[['name']], [undefined]])('a grid searching %j (absent: no search box, no key)', (search) => {
    expect(gridOf(search).search).toEqual(search);
    expect('search' in gridOf(search)).toBe(search !== undefined);
  });
});
