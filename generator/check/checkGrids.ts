import {
  ACTION_KINDS,
  actionKinds,
  CELL_KINDS,
  cellKinds,
  endpointKinds,
  FILTER_KINDS,
  filterKinds,
  getAllowedValues,
  getOneOfOptions,
  getTemplateParams,
  GRID_URL_PARAMS,
  OTHER_TAB_VALUE,
} from '../../runtime/shared/index.js';
import { withArticle } from './withArticle.js';
import type { ActionKind, CellKind, FieldFacts, FieldFit, FilterKind, JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { checkColumnEditor } from './checkColumnEditor.js';
import { isLifecycleField } from '../shared/getLifecycleFieldSchema.js';
import { checkColumnWidth } from './checkColumnWidth.js';
import { checkGridSearch } from './checkGridSearch.js';
import { checkGridBulk } from './checkGridBulk.js';
import { checkWhen } from './checkWhen.js';
import { getFieldType } from '../shared/getFieldType.js';
import { getGridParentCandidates } from '../shared/getGridParent.js';
import { getReferenceListEndpoint } from '../shared/getReferenceListEndpoint.js';
import type { ColumnInput, GridInput } from '../shared/types.js';

/** Action kinds that may carry a `confirm` text: the ones that ask before running. */
const CONFIRMING_ACTION_KINDS = ACTION_KINDS.filter((kind) => actionKinds[kind].confirm !== 'never');

/** Action kinds whose inputs are the grid's editable columns. */
const EDITING_ACTION_KINDS = ACTION_KINDS.filter((kind) => actionKinds[kind].edits);

/** Filter kinds whose object form lists its own `options` and `all`. */
const CHOOSING_FILTER_KINDS = FILTER_KINDS.filter((kind) => filterKinds[kind].choices);

const isActionKind = (kind: string): kind is ActionKind => (ACTION_KINDS as readonly string[]).includes(kind);


/** Checks `grids`: data sources, columns and their filters, links, actions, tabs, and that route placeholders are used. */
export function checkGrids(checker: EntityChecker): void {
  for (const [gridName, grid] of Object.entries(checker.schema.grids ?? {})) checkGrid(checker, ['grids', gridName], grid);
}

function checkGrid(checker: EntityChecker, at: Segment[], grid: GridInput): void {
  const { schema, report, fieldNames } = checker;
  const params = getTemplateParams(grid.route);
  const rowKnown = [...new Set([...fieldNames, ...params])];
  // Placeholders of every path and link the grid fills, to find route placeholders nothing uses.
  const used = new Set<string>();
  const checkFillable = (segments: Segment[], what: string, path: string, known: readonly string[]): void => {
    for (const param of getTemplateParams(path)) {
      used.add(param);
      if (!known.includes(param)) {
        const list = known.length > 0 ? known.map((name) => `{${name}}`).join(', ') : '(none: the grid route has no placeholders)';
        report(segments, `${what} path ${JSON.stringify(path)} has placeholder "{${param}}", which this grid cannot fill; expected one of: ${list}`);
      }
    }
  };

  const dataSource = checker.findEndpoint([...at, 'dataSource'], grid.dataSource, ['list'], 'a grid data source');
  if (dataSource) checkFillable([...at, 'dataSource'], 'data source', dataSource.path, params);
  checkParent(checker, at, grid);

  grid.columns.forEach((column, i) => checkColumn(checker, [...at, 'columns', i], column));
  // Editable columns are the inputs of the insert row and of inline edit; without either they draw as plain cells.
  const edits = (grid.actions ?? []).some((action) => isActionKind(action.kind) && actionKinds[action.kind].edits);
  grid.columns.forEach((column, i) => {
    if (column.editable === true && !edits) {
      report([...at, 'columns', i, 'editable'], `editable column on a grid without ${withArticle(EDITING_ACTION_KINDS.join(' or '))} action; expected one of them in "actions" (editable columns are their inputs)`);
    }
    // A filter's parameter is its field's name, beside the page's own (the pager, the sort, a view, its columns).
    if (column.filter !== undefined && GRID_URL_PARAMS.includes(column.field)) {
      report([...at, 'columns', i, 'filter'], `filter on field ${JSON.stringify(column.field)}, whose name the page URL already uses; expected no filter on it (the page's own parameters: ${GRID_URL_PARAMS.join(', ')})`);
    }
  });

  (grid.links ?? []).forEach((link, i) => {
    checker.checkPlaceholders([...at, 'links', i, 'to'], link.to, rowKnown);
    for (const param of getTemplateParams(link.to)) used.add(param);
    if (link.when) checkWhen(checker, [...at, 'links', i, 'when'], link.when);
  });

  const tabs = grid.tabs;
  const tabValues = tabs?.options.map((option) => option.value) ?? [];
  if (tabs) {
    if (checker.checkField([...at, 'tabs', 'field'], tabs.field)) {
      tabs.options.forEach((option, i) => checkValue(checker, [...at, 'tabs', 'options', i, 'equals'], tabs.field, option.equals));
    }
    // The web app adds a tab of that value for the rows in none of the declared ones (getListSpec's others).
    tabs.options.forEach((option, i) => {
      if (option.value === OTHER_TAB_VALUE) {
        report([...at, 'tabs', 'options', i, 'value'], `tab value ${JSON.stringify(OTHER_TAB_VALUE)} is the tab of the rows in none of the others; expected another value`);
      }
    });
    // The page URL holds the tab beside the pager, the sort and each filter (named after its field).
    const taken = [...GRID_URL_PARAMS, ...grid.columns.filter((column) => column.filter !== undefined).map((column) => column.field)];
    if (taken.includes(tabs.param)) {
      report([...at, 'tabs', 'param'], `tab parameter ${JSON.stringify(tabs.param)} is taken in the page URL; expected a name other than: ${taken.join(', ')}`);
    }
    const { default: initial } = tabs;
    if (initial !== undefined && !tabValues.includes(initial)) {
      report([...at, 'tabs', 'default'], `unknown tab ${JSON.stringify(initial)}; expected one of: ${tabValues.join(', ')}`);
    }
  }

  (grid.actions ?? []).forEach((action, i) => {
    const actionAt: Segment[] = [...at, 'actions', i];
    if (!isActionKind(action.kind)) {
      report([...actionAt, 'kind'], `unknown action kind ${JSON.stringify(action.kind)}; expected one of: ${ACTION_KINDS.join(', ')}`);
      return;
    }
    // A toolbar action acts on no row, so only route placeholders can fill its paths.
    const isToolbar = actionKinds[action.kind].placement === 'toolbar';
    if (action.tab !== undefined) {
      if (!grid.tabs) report([...actionAt, 'tab'], `action tab ${JSON.stringify(action.tab)} on a grid without "tabs"; expected "tabs" on the grid`);
      else if (!tabValues.includes(action.tab)) report([...actionAt, 'tab'], `unknown tab ${JSON.stringify(action.tab)}; expected one of: ${tabValues.join(', ')}`);
    }
    if (action.when !== undefined) {
      if (isToolbar) report([...actionAt, 'when'], `"when" applies to row actions only; expected no "when" on ${withArticle(action.kind)} action`);
      else checkWhen(checker, [...actionAt, 'when'], action.when);
    }
    if (action.confirm !== undefined && actionKinds[action.kind].confirm === 'never') {
      report([...actionAt, 'confirm'], `"confirm" on ${withArticle(action.kind)} action, which never asks before running; expected "confirm" only on a kind that asks: ${CONFIRMING_ACTION_KINDS.join(', ')}`);
    }
    const kind = actionKinds[action.kind].endpoint;
    if (kind === null) {
      if (action.to === undefined) report(actionAt, 'link action has no "to"; expected a page route in "to"');
      else checkFillable([...actionAt, 'to'], 'link', action.to, params);
      if (action.endpoint !== undefined) report([...actionAt, 'endpoint'], 'link action calls no endpoint; expected no "endpoint" key');
      if (action.success !== undefined) report([...actionAt, 'success'], 'link action only navigates, nothing succeeds; expected "success" only on actions that call an endpoint');
      return;
    }
    if (action.to !== undefined) report([...actionAt, 'to'], `${action.kind} action does not navigate; expected "to" only on link actions`);
    if (action.endpoint === undefined) {
      report(actionAt, `${action.kind} action has no "endpoint"; expected the name of ${withArticle(kind)} endpoint`);
    } else {
      const endpoint = checker.findEndpoint([...actionAt, 'endpoint'], action.endpoint, [kind], `${withArticle(action.kind)} action`, true);
      const known = isToolbar ? params : [...rowKnown, ...Object.keys(endpointKinds[kind].params)];
      if (endpoint) checkFillable([...actionAt, 'endpoint'], 'request', endpoint.path, known);
    }
    if (action.kind === 'move' && !schema.ordering) {
      report([...actionAt, 'kind'], 'move action on an entity without "ordering"; expected "ordering": { "field": <integer field> }');
    }
    if (action.kind === 'transition' && action.label === undefined) {
      report(actionAt, 'transition action has no "label"; expected the button text, e.g. "Facturar"');
    }
  });

  checkGridBulk(checker, at, grid);
  if (grid.defaultSort) checker.checkField([...at, 'defaultSort', 'field'], grid.defaultSort.field);
  checkGridSearch(checker, at, grid);

  for (const param of params) {
    if (!used.has(param)) {
      report(
        [...at, 'route'],
        `route placeholder "{${param}}" is used by no request path or link; expected it in the data source path, an action's request path or a link's "to"`,
      );
    }
  }
}

/** A value compared with a field must be one the field lists (`enum` or `oneOf`), when it lists any. */
function checkValue(checker: EntityChecker, segments: Segment[], field: string, value: string): void {
  const allowed = getAllowedValues(checker.schema.fields[field] as JsonSchema);
  if (allowed && !allowed.includes(value)) {
    checker.report(segments, `unknown value ${JSON.stringify(value)} of field ${JSON.stringify(field)}; expected one of: ${allowed.map(String).join(', ')}`);
  }
}

function checkColumn(checker: EntityChecker, at: Segment[], column: ColumnInput): void {
  const { schema, report } = checker;
  const known = checker.checkField([...at, 'field'], column.field);
  const fieldSchema = known ? (schema.fields[column.field] as JsonSchema) : null;
  const field = JSON.stringify(column.field);
  const isReference = checker.referenceNames.includes(column.field);
  const facts: FieldFacts | null = fieldSchema && { schema: fieldSchema, reference: isReference ? (getFieldType(fieldSchema) === 'array' ? 'many' : 'one') : null };

  if (column.cell !== undefined) {
    if (!(CELL_KINDS as readonly string[]).includes(column.cell)) {
      report([...at, 'cell'], `unknown cell ${JSON.stringify(column.cell)}; expected one of: ${CELL_KINDS.join(', ')}`);
    } else if (facts) {
      const fit = cellKinds[column.cell as CellKind].fits;
      if (fit === 'reference') {
        if (!isReference) checker.checkReference([...at, 'cell'], column.field);
      } else if (fit && !fit.fits(facts)) {
        report([...at, 'cell'], `${column.cell} cell on field ${field} ${getShortfall(fit, facts)}; expected ${fit.expected}`);
      }
    }
  }

  // A lifecycle field's editable column is reported by checkLifecycle, in its own words.
  if (column.editable === true && fieldSchema?.readOnly === true && !isLifecycleField(schema, column.field)) {
    report([...at, 'editable'], `editable column on field ${field}, which is readOnly (the server sets it); expected "editable" only on a field a person may change`);
  }
  checkColumnEditor(checker, at, column, fieldSchema);
  checkColumnWidth(checker, at, column.width);

  const filter = column.filter;
  if (filter === undefined) return;
  const isObject = typeof filter === 'object';
  const kind = isObject ? filter.kind : filter;
  const filterAt: Segment[] = [...at, 'filter'];
  if (!(FILTER_KINDS as readonly string[]).includes(kind)) {
    report(isObject ? [...filterAt, 'kind'] : filterAt, `unknown filter ${JSON.stringify(kind)}; expected one of: ${FILTER_KINDS.join(', ')}`);
    return;
  }
  const descriptor = filterKinds[kind as FilterKind];
  if (isObject && !descriptor.choices) {
    for (const key of ['options', 'all'] as const) {
      if (filter[key] !== undefined) report([...filterAt, key], `"${key}" applies to ${CHOOSING_FILTER_KINDS.join(' and ')} filters only; expected no "${key}" on ${withArticle(kind)} filter`);
    }
  }
  if (!facts) return;
  const fit = descriptor.fits;
  if (fit === 'options') {
    const options = (isObject ? filter.options : undefined) ?? getOneOfOptions(facts.schema);
    if (!options) {
      report(filterAt, `${kind} filter on field ${field} has no options; expected "options": [{ "value", "label" }] or a field with "oneOf": [{ "const", "title" }]`);
    } else if (isObject && filter.all !== undefined && !options.some((option) => option.value === filter.all)) {
      report([...filterAt, 'all'], `unknown option ${JSON.stringify(filter.all)}; expected one of: ${options.map((option) => JSON.stringify(option.value)).join(', ')}`);
    }
  } else if (fit === 'reference') {
    if (!checker.checkReference(filterAt, column.field)) return;
    const entity = schema.references?.[column.field]?.entity as string;
    const target = entity === schema.entity ? schema : checker.index.entities.get(entity);
    if (target && getReferenceListEndpoint(target) === null) {
      report(filterAt, `${kind} filter on field ${field}: entity ${JSON.stringify(entity)} has no list endpoint without path placeholders; expected one to load the choices from`);
    }
  } else if (fit && !fit.fits(facts)) {
    report(filterAt, `${kind} filter on field ${field} ${getShortfall(fit, facts)}; expected ${fit.expected}`);
  }
}

/** How a field falls short of a kind's fit, in the kind's words, else by its type. */
function getShortfall(fit: FieldFit, facts: FieldFacts): string {
  return fit.shortfall?.(facts) ?? `of type ${JSON.stringify(getFieldType(facts.schema))}`;
}

/** A declared parent names a route placeholder that references a row; several such placeholders need the declaration. */
function checkParent(checker: EntityChecker, at: Segment[], grid: GridInput): void {
  const candidates = getGridParentCandidates(checker.schema, grid, (entity) => checker.index.entities.get(entity));
  const names = candidates.map((candidate) => `"${candidate.param}"`).join(', ');
  if (grid.parent) {
    if (!candidates.some((candidate) => candidate.param === grid.parent?.param)) {
      const expected = candidates.length > 0 ? `expected one of: ${names}` : 'this grid\'s route has none (a placeholder that is a single-id reference of the entity or the scope of its data source\'s link entity)';
      checker.report([...at, 'parent', 'param'], `parent param "${grid.parent.param}" is not a route placeholder naming a parent row; ${expected}`);
    }
  } else if (candidates.length > 1) {
    checker.report([...at, 'route'], `route has several placeholders naming a parent row (${names}); declare which one with "parent": { "param": ... }`);
  }
}
