import type { AppDefinition, EntityDefinition, JsonSchema } from '../types.js';
import { getViewGridId } from '../views/getViewGridId.js';
import { VIEW_SHARINGS } from '../views/SavedView.js';
import type { EndpointContract, ResponseContract } from './ApiContract.js';
import { BUILTIN_OPERATION_IDS } from './builtinOperationIds.js';
import { schemaRef } from './getEntitySchemas.js';
import { MAX_PAGE_SIZE } from './getListSpec.js';
import { MAX_SEARCH_LENGTH } from './getListQuerySchema.js';

export const VIEWS_TAG = 'views';
/** The longest name of a saved view. */
export const MAX_VIEW_NAME_LENGTH = 100;

/** The responses every views operation shares (400, 401, 403 and any 4xx), from getApiContract. */
export interface ViewsSharedResponses {
  readonly badRequest: Readonly<Record<string, ResponseContract>>;
  readonly session: Readonly<Record<string, ResponseContract>>;
  readonly any: Readonly<Record<string, ResponseContract>>;
}

const json = (schema: JsonSchema) => ({ 'application/json': schema });
const error = (description: string): ResponseContract => ({ description, content: json(schemaRef('Error')) });
const ID_PARAMS: JsonSchema = { type: 'object', properties: { _id: { type: 'string', description: "The view's _id" } }, required: ['_id'], additionalProperties: false };
const FORBIDDEN = error("The user's roles may not list the grid's entity, the view is someone else's (only its owner changes it), or the X-CSRF-Token header is missing or wrong");
const NOT_FOUND = error('No view with that _id that this user sees');

/**
 * Saved views of the grids (`/views`): list the caller's views of a grid (its own, those shared with everyone and with
 * one of its roles) with its default, create one, change or delete one of its own, choose its default. Any signed-in
 * account may call them; each judges the grid's entity by the user's `list` grant.
 */
export function getViewsEndpoints(entities: readonly EntityDefinition[], shared: ViewsSharedResponses): EndpointContract[] {
  const { badRequest, session, any } = shared;
  const refused = { ...badRequest, ...session, '403': FORBIDDEN, ...any };
  return [
    {
      operationId: BUILTIN_OPERATION_IDS.listViews,
      method: 'GET',
      path: '/views',
      tag: VIEWS_TAG,
      summary: "the user's views of a grid",
      description: "The user's own views of the grid, those shared with everyone and those shared with one of the user's roles, by name; each without the fields the user's roles hide; `defaultId` is the user's default view of the grid.",
      security: 'session',
      querystring: { type: 'object', properties: { grid: getViewGridSchema(entities) }, required: ['grid'], additionalProperties: false },
      response: { '200': { description: 'The views', content: json(schemaRef('SavedViewList')) }, ...refused },
    },
    {
      operationId: BUILTIN_OPERATION_IDS.createView,
      method: 'POST',
      path: '/views',
      tag: VIEWS_TAG,
      summary: 'save a view',
      description: 'Saves the state of a grid under a name (unique among the user\'s views of the grid); shared with nobody, everyone or one role; `default: true` makes it the user\'s default view of the grid.',
      security: 'csrf',
      body: { content: json(schemaRef('SavedViewInput')) },
      response: { '201': { description: 'Saved', content: json(schemaRef('SavedView')) }, ...refused, '409': error('The user already has a view of that name on the grid (field `name`)') },
    },
    {
      operationId: BUILTIN_OPERATION_IDS.setDefaultView,
      method: 'PUT',
      path: '/views/default',
      tag: VIEWS_TAG,
      summary: "choose the user's default view of a grid",
      description: 'The view the grid opens with when its address names no state; any view the user sees (its own or shared); `viewId` null: none.',
      security: 'csrf',
      body: { content: json(schemaRef('ViewDefaultInput')) },
      response: { '200': { description: 'The default now', content: json(schemaRef('ViewDefault')) }, ...refused, '404': NOT_FOUND },
    },
    {
      operationId: BUILTIN_OPERATION_IDS.updateView,
      method: 'PUT',
      path: '/views/{_id}',
      tag: VIEWS_TAG,
      summary: 'change a view',
      description: "Only its owner changes a view (shared ones too). With `_version`, only at that version (412 with `current` otherwise).",
      security: 'csrf',
      params: ID_PARAMS,
      body: { content: json(schemaRef('SavedViewPatch')) },
      response: {
        '200': { description: 'Changed', content: json(schemaRef('SavedView')) },
        ...refused,
        '404': NOT_FOUND,
        '409': error('The user already has a view of that name on the grid (field `name`)'),
        '412': error('The view changed since the `_version` the body names'),
      },
    },
    {
      operationId: BUILTIN_OPERATION_IDS.deleteView,
      method: 'DELETE',
      path: '/views/{_id}',
      tag: VIEWS_TAG,
      summary: 'delete a view',
      description: 'Only its owner deletes a view; it stops being anyone\'s default.',
      security: 'csrf',
      params: ID_PARAMS,
      response: { '200': { description: 'Deleted', content: json(schemaRef('DeleteResult')) }, ...refused, '404': NOT_FOUND },
    },
  ];
}

/** The views operations' schemas: the grids (by getViewGridId), the state, a view, its bodies. */
export function getViewsSchemas(app: AppDefinition, entities: readonly EntityDefinition[]): Record<string, JsonSchema> {
  const grid = getViewGridSchema(entities);
  const roles = app.roles.map((role) => role.name);
  const name: JsonSchema = { type: 'string', minLength: 1, maxLength: MAX_VIEW_NAME_LENGTH, pattern: '\\S' };
  const sharing = {
    shared: { type: 'string', enum: [...VIEW_SHARINGS], description: 'private: the owner only; everyone: every account; role: the accounts holding `role`' },
    role: { type: ['string', 'null'], ...(roles.length > 0 ? { enum: [...roles, null] } : { const: null }), description: "With shared 'role': one of app.json's roles" },
  } satisfies Record<string, JsonSchema>;
  const viewState: JsonSchema = {
    type: 'object',
    description: "What the view restores: the grid's filters (URL values by column field), sort, tab, page size, columns (fields, in order; null: the grid's own) and search text (`q`, optional)",
    properties: {
      filters: { type: 'object', additionalProperties: { type: 'string', maxLength: 1000 } },
      sort: {
        type: ['object', 'null'],
        properties: { field: { type: 'string' }, order: { type: 'string', enum: ['asc', 'desc'] } },
        required: ['field', 'order'],
        additionalProperties: false,
      },
      tab: { type: ['string', 'null'], maxLength: 200 },
      pageSize: { type: ['integer', 'null'], minimum: 1, maximum: MAX_PAGE_SIZE },
      columns: { type: ['array', 'null'], items: { type: 'string' }, maxItems: 500 },
      q: { type: 'string', maxLength: MAX_SEARCH_LENGTH, description: "The search box's text (the list's q) on a grid with a search box" },
    },
    required: ['filters', 'sort', 'tab', 'pageSize', 'columns'],
    additionalProperties: false,
  };
  return {
    ViewState: viewState,
    SavedView: {
      type: 'object',
      properties: {
        _id: { type: 'string' },
        grid: { type: 'string' },
        name: { type: 'string' },
        ownerId: { type: 'string' },
        own: { type: 'boolean', description: 'The caller owns it' },
        ...sharing,
        state: schemaRef('ViewState'),
        isDefault: { type: 'boolean', description: "The caller's default view of the grid" },
        createdAt: { type: 'string', format: 'date-time' },
        updatedAt: { type: 'string', format: 'date-time' },
        _version: { type: 'integer', minimum: 1 },
      },
      required: ['_id', 'grid', 'name', 'ownerId', 'own', 'shared', 'role', 'state', 'isDefault', 'createdAt', 'updatedAt', '_version'],
    },
    SavedViewList: {
      type: 'object',
      properties: { data: { type: 'array', items: schemaRef('SavedView') }, defaultId: { type: ['string', 'null'] } },
      required: ['data', 'defaultId'],
    },
    SavedViewInput: {
      type: 'object',
      properties: { grid, name, ...sharing, state: viewState, default: { type: 'boolean' } },
      required: ['grid', 'name', 'state'],
      additionalProperties: false,
    },
    SavedViewPatch: {
      type: 'object',
      properties: { name, ...sharing, state: viewState, default: { type: 'boolean' }, _version: { type: 'integer', minimum: 1 } },
      additionalProperties: false,
    },
    ViewDefaultInput: {
      type: 'object',
      properties: { grid, viewId: { type: ['string', 'null'], minLength: 1 } },
      required: ['grid', 'viewId'],
      additionalProperties: false,
    },
    ViewDefault: { type: 'object', properties: { grid: { type: 'string' }, defaultId: { type: ['string', 'null'] } }, required: ['grid', 'defaultId'] },
  };
}

/** A grid of the model, `<entity>.<grid name>` (getViewGridId). */
function getViewGridSchema(entities: readonly EntityDefinition[]): JsonSchema {
  const grids = entities.flatMap((entity) => entity.grids.map(getViewGridId)).sort();
  // A model without grids takes no grid (JSON Schema has no empty enum).
  return { type: 'string', ...(grids.length > 0 ? { enum: grids } : { not: {} }), description: 'A grid: `<entity>.<grid name>`' };
}
