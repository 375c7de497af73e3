import type { ColumnDefinition, EndpointRef, EntityDefinition, FilterDefinition, LinkDefinition, OptionDefinition } from '../../runtime/shared/index.js';
import { getRecordType } from './getRecordType.js';
import type { Templates } from './getTemplates.js';
import { renderTemplate } from './renderTemplate.js';
import { toTsLiteral } from './toTsLiteral.js';
import { DEFAULT_RUNTIME_DIR } from './getRuntimeDir.js';
import type { EmittedFile } from '../shared/types.js';

/** The name a generated module exports its definition under: `courseCategory` → `courseCategoryEntity`. */
export function getEntityConstName(entity: string): string {
  return `${entity}Entity`;
}

/** Emits generated/<entity>.ts: the record interface and the entity's normalized definition; `runtimeDir` is runtime/ seen from generated/. */
export async function emitEntityModule(entity: EntityDefinition, templates: Templates, runtimeDir = DEFAULT_RUNTIME_DIR): Promise<EmittedFile> {
  const contents = renderTemplate(templates.entityModule, {
    header: renderTemplate(templates.header, { source: entity.source }),
    runtime: runtimeDir,
    label: entity.label.one,
    recordType: await getRecordType(entity),
    constName: getEntityConstName(entity.entity),
    definition: toTsLiteral(orderEntity(entity)),
  });
  return { path: `generated/${entity.entity}.ts`, contents };
}

// Keys in the order of runtime/shared/types.ts, so a module reads like the interface it satisfies.
function orderEntity(entity: EntityDefinition): EntityDefinition {
  return {
    entity: entity.entity,
    label: { one: entity.label.one, many: entity.label.many },
    labelField: entity.labelField,
    table: entity.table,
    source: entity.source,
    schema: entity.schema,
    fields: entity.fields.map((field) => ({
      name: field.name,
      title: field.title,
      schema: field.schema,
      storage: field.storage,
      readOnly: field.readOnly,
      required: field.required,
      html: field.html,
      secret: field.secret,
      ...(field.lifecycle && { lifecycle: { initial: field.lifecycle.initial } }),
      ...(field.computed && { computed: { expression: field.computed.expression } }),
    })),
    references: entity.references.map((r) => ({
      field: r.field,
      entity: r.entity,
      many: r.many,
      display: r.display,
      ...(r.secondary !== undefined && { secondary: r.secondary }),
      onDelete: r.onDelete,
      ...(r.where !== undefined && { where: r.where }),
      ...(r.prefill !== undefined && { prefill: r.prefill }),
    })),
    children: entity.children.map((c) => ({ name: c.name, entity: c.entity, field: c.field, editable: c.editable })),
    creates: entity.creates.map((c) => ({ entity: c.entity, values: c.values })),
    generated: entity.generated,
    // Written only where declared, so the module of an entity without one is as it was.
    ...(entity.sequences && { sequences: entity.sequences }),
    ordering: entity.ordering && { field: entity.ordering.field, scope: entity.ordering.scope },
    indexes: entity.indexes,
    unique: entity.unique,
    ...(entity.rules && {
      rules: entity.rules.map((rule) =>
        rule.kind === 'compare'
          ? { kind: rule.kind, field: rule.field, comparison: rule.comparison, other: rule.other, message: rule.message }
          : { kind: rule.kind, field: rule.field, when: { field: rule.when.field, equals: rule.when.equals, label: rule.when.label }, message: rule.message },
      ),
    }),
    ...(entity.noOverlap && {
      noOverlap: entity.noOverlap.map((rule) => ({ start: rule.start, end: rule.end, scope: rule.scope, message: rule.message })),
    }),
    endpoints: entity.endpoints.map((e) => ({
      name: e.name,
      kind: e.kind,
      method: e.method,
      path: e.path,
      body: e.body,
      where: e.where,
      transition: e.transition && { field: e.transition.field, from: e.transition.from, to: e.transition.to },
      // Written only where declared, so the module of an endpoint without one is as it was.
      ...(e.creates && { creates: e.creates.map((create) => ({ entity: create.entity, values: create.values })) }),
      relation: e.relation && { scope: e.relation.scope, target: e.relation.target },
      through: e.through && { entity: e.through.entity, field: e.through.field, scope: e.through.scope },
    })),
    grids: entity.grids.map((grid) => ({
      name: grid.name,
      entity: grid.entity,
      title: grid.title,
      route: grid.route,
      dataSource: orderRef(grid.dataSource),
      columns: grid.columns.map(orderColumn),
      links: grid.links.map(orderLink),
      actions: grid.actions.map((a) => ({
        kind: a.kind,
        placement: a.placement,
        label: a.label,
        request: a.request && orderRef(a.request),
        to: a.to,
        confirm: a.confirm,
        success: a.success,
        tab: a.tab,
        when: a.when && { field: a.when.field, in: a.when.in },
      })),
      paging: grid.paging,
      filtering: grid.filtering,
      pageSize: grid.pageSize,
      defaultSort: grid.defaultSort,
      params: grid.params,
      tabs: grid.tabs && {
        param: grid.tabs.param,
        field: grid.tabs.field,
        options: grid.tabs.options.map((o) => ({ value: o.value, label: o.label, equals: o.equals })),
        default: grid.tabs.default,
      },
      page: grid.page,
      parent: grid.parent && {
        param: grid.parent.param,
        entity: grid.parent.entity,
        lookup: { entity: grid.parent.lookup.entity, field: grid.parent.lookup.field },
        title: grid.parent.title,
        listRoute: grid.parent.listRoute,
        recordRoute: grid.parent.recordRoute,
      },
      exclude: grid.exclude && { param: grid.exclude.param, link: grid.exclude.link, scope: grid.exclude.scope, target: grid.exclude.target },
      search: grid.search,
      // Written only where declared, so the module of a grid without one is as it was.
      ...(grid.import && {
        import: {
          key: grid.import.key,
          columns: grid.import.columns.map(orderColumn),
          ...(grid.import.children && {
            children: {
              entity: grid.import.children.entity,
              key: grid.import.children.key,
              parent: grid.import.children.parent,
              prefix: grid.import.children.prefix,
              title: grid.import.children.title,
              columns: grid.import.children.columns.map(orderColumn),
            },
          }),
        },
      }),
      ...(grid.bulk && {
        bulk: {
          delete: grid.bulk.delete,
          transitions: grid.bulk.transitions.map((t) => ({ endpoint: t.endpoint, label: t.label })),
          set: grid.bulk.set.map((f) => ({ field: f.field, title: f.title })),
        },
      }),
    })),
    forms: entity.forms.map((form) => ({
      name: form.name,
      entity: form.entity,
      title: form.title,
      route: form.route,
      submit: orderRef(form.submit),
      load: form.load && orderRef(form.load),
      fields: form.fields,
      uiSchema: form.uiSchema,
      redirect: form.redirect,
    })),
    views: entity.views.map((view) => ({
      name: view.name,
      entity: view.entity,
      title: view.title,
      route: view.route,
      load: orderRef(view.load),
      fields: view.fields,
      links: view.links.map(orderLink),
    })),
    demo: entity.demo && {
      count: entity.demo.count,
      fields: entity.demo.fields,
      unique: entity.demo.unique,
      perParent: entity.demo.perParent && { field: entity.demo.perParent.field, min: entity.demo.perParent.min, max: entity.demo.perParent.max },
      tree: entity.demo.tree && { field: entity.demo.tree.field, levels: entity.demo.tree.levels },
    },
  };
}

function orderRef(ref: EndpointRef): EndpointRef {
  return { entity: ref.entity, endpoint: ref.endpoint, method: ref.method, path: ref.path, body: ref.body };
}

function orderFilter(filter: FilterDefinition): FilterDefinition {
  const { reference } = filter;
  return {
    kind: filter.kind,
    options: filter.options.map(orderOption),
    all: filter.all,
    reference: reference && { entity: reference.entity, list: orderRef(reference.list), display: reference.display },
  };
}

function orderColumn(c: ColumnDefinition) {
  return {
    field: c.field,
    title: c.title,
    cell: c.cell,
    sortable: c.sortable,
    filter: c.filter && orderFilter(c.filter),
    options: c.options.map(orderOption),
    editable: c.editable,
    editor: c.editor,
    width: c.width,
  };
}

function orderOption(option: OptionDefinition): OptionDefinition {
  return { value: option.value, label: option.label };
}

function orderLink(link: LinkDefinition): LinkDefinition {
  // `when` written only where declared, so a module without one is as it was.
  return { label: link.label, to: link.to, ...(link.when && { when: { field: link.when.field, in: link.when.in } }) };
}
