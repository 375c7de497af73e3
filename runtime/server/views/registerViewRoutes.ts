import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getPermittedViewState,
  getViewGridId,
  getViewStateProblem,
  isAllowed,
  type AppDefinition,
  type EntityDefinition,
  type ErrorResponse,
  type GridDefinition,
  type Permissions,
  type SavedView,
  type SavedViewInput,
  type SavedViewList,
  type SavedViewPatch,
  type ViewSharing,
} from '../../shared/index.js';
import { HttpError, badRequest } from '../http/HttpError.js';
import { createObjectId } from '../ids/createObjectId.js';
import { messages } from '../messages.js';
import { getActionLabel, getUserPermissions } from '../security/index.js';
import { createViewStore, type Database, type StoredView } from '../storage/index.js';

export interface ViewRoutesOptions {
  readonly app: AppDefinition;
  readonly entities: readonly EntityDefinition[];
  readonly database: Database;
}

/** The grid a request names and its entity, found by getViewGridId. */
interface ViewGrid {
  readonly grid: GridDefinition;
  readonly entity: EntityDefinition;
}

const STATE_TEXTS = {
  'state.filters': messages.viewFilterUnknown,
  'state.sort': messages.viewSortUnknown,
  'state.tab': messages.viewTabUnknown,
  'state.columns': messages.viewColumnUnknown,
  'state.q': messages.viewSearchUnknown,
} as const;

/**
 * `/views` (runtime/shared/contract/getViewsContract.ts): the saved views of the grids. Every account may keep views of
 * the grids whose entity its roles may list (403 otherwise); it sees its own, those shared with everyone and those shared
 * with one of its roles, each without the fields its roles hide; only the owner changes or deletes a view (403), a view
 * the user does not see is a 404. The contract's schemas have checked each body and query before a handler runs.
 */
export function registerViewRoutes(api: FastifyInstance, options: ViewRoutesOptions): void {
  const { app } = options;
  const store = createViewStore(options.database);
  const grids = new Map<string, ViewGrid>(options.entities.flatMap((entity) => entity.grids.map((grid): [string, ViewGrid] => [getViewGridId(grid), { grid, entity }])));

  const getPermissions = (request: FastifyRequest) => getUserPermissions(app, request.adminUser);
  const getUserId = (request: FastifyRequest) => request.adminUser?.id ?? '';
  /** The grid, when the user may list its entity. */
  const getGrid = (id: string, permissions: Permissions): ViewGrid => {
    const found = grids.get(id);
    if (!found) throw badRequest(messages.viewGridUnknown(id), 'grid');
    if (!isAllowed(permissions, found.entity.entity, 'list')) throw new HttpError(403, messages.roleForbidden(getActionLabel(found.entity, 'list'), found.entity.label.many));
    return found;
  };
  const getHidden = (found: ViewGrid, permissions: Permissions) => (permissions.restricted ? (permissions.entities[found.entity.entity]?.hidden ?? []) : []);
  /** The view as the user sees it: its state without what the user's roles hide. */
  const toAnswer = (view: StoredView, request: FastifyRequest, permissions: Permissions, defaultId: string | null): SavedView => {
    const found = grids.get(view.grid);
    const state = found ? getPermittedViewState(found.grid, view.state, getHidden(found, permissions)) : view.state;
    const { version, ...rest } = view;
    return { ...rest, state, own: view.ownerId === getUserId(request), isDefault: view._id === defaultId, _version: version };
  };
  const isVisible = (view: StoredView, request: FastifyRequest, permissions: Permissions) =>
    view.ownerId === getUserId(request) || view.shared === 'everyone' || (view.shared === 'role' && view.role !== null && permissions.roles.includes(view.role));
  /** A view the user sees, on a grid the user may list; 404 otherwise. */
  const findVisible = async (request: FastifyRequest, id: string, permissions: Permissions) => {
    const view = await store.find(id);
    if (!view || !isVisible(view, request, permissions)) throw new HttpError(404, messages.viewNotFound(id));
    return { view, found: getGrid(view.grid, permissions) };
  };
  const findOwn = async (request: FastifyRequest, id: string, permissions: Permissions) => {
    const visible = await findVisible(request, id, permissions);
    if (visible.view.ownerId !== getUserId(request)) throw new HttpError(403, messages.viewNotOwn(visible.view.name));
    return visible;
  };
  /** A state that names only the grid's own columns as the user sees them; the sharing's role. */
  const assertInput = (found: ViewGrid, permissions: Permissions, body: SavedViewPatch, shared: ViewSharing, role: string | null) => {
    if (body.state) {
      const problem = getViewStateProblem(found.grid, body.state, getHidden(found, permissions));
      if (problem) throw badRequest(STATE_TEXTS[problem.field](problem.value), problem.field);
    }
    if (shared === 'role' && role === null) throw badRequest(messages.viewRoleRequired(), 'role');
  };
  const assertNameFree = async (ownerId: string, grid: string, name: string, exceptId?: string) => {
    if (await store.hasName(ownerId, grid, name, exceptId)) throw new HttpError(409, messages.viewNameTaken(name), 'name');
  };
  const setDefault = async (request: FastifyRequest, view: StoredView, wanted: boolean | undefined) => {
    if (wanted === undefined) return;
    const current = await store.getDefault(getUserId(request), view.grid);
    if (wanted) await store.setDefault(getUserId(request), view.grid, view._id);
    else if (current === view._id) await store.setDefault(getUserId(request), view.grid, null);
  };

  api.get('/views', async (request): Promise<SavedViewList> => {
    const permissions = getPermissions(request);
    const { grid } = request.query as { grid: string };
    getGrid(grid, permissions);
    const [views, defaultId] = await Promise.all([store.listVisible(grid, getUserId(request), permissions.roles), store.getDefault(getUserId(request), grid)]);
    // A default that is no longer visible (unshared since) is no default.
    const shownDefault = views.some((view) => view._id === defaultId) ? defaultId : null;
    return { data: views.map((view) => toAnswer(view, request, permissions, shownDefault)), defaultId: shownDefault };
  });

  api.post('/views', async (request, reply): Promise<SavedView> => {
    const permissions = getPermissions(request);
    const body = request.body as SavedViewInput;
    const found = getGrid(body.grid, permissions);
    const shared = body.shared ?? 'private';
    const role = shared === 'role' ? (body.role ?? null) : null;
    assertInput(found, permissions, body, shared, role);
    const ownerId = getUserId(request);
    const name = body.name.trim();
    await assertNameFree(ownerId, body.grid, name);
    const now = new Date().toISOString();
    const view: StoredView = { _id: createObjectId(), grid: body.grid, name, ownerId, shared, role, state: body.state, createdAt: now, updatedAt: now, version: 1 };
    if (!(await store.insert(view))) throw new HttpError(409, messages.viewNameTaken(name), 'name');
    await setDefault(request, view, body.default);
    reply.status(201);
    return toAnswer(view, request, permissions, await store.getDefault(ownerId, view.grid));
  });

  api.put('/views/default', async (request): Promise<{ grid: string; defaultId: string | null }> => {
    const permissions = getPermissions(request);
    const { grid, viewId } = request.body as { grid: string; viewId: string | null };
    getGrid(grid, permissions);
    if (viewId !== null) {
      const { view } = await findVisible(request, viewId, permissions);
      if (view.grid !== grid) throw badRequest(messages.viewOtherGrid(view.name), 'viewId');
    }
    await store.setDefault(getUserId(request), grid, viewId);
    return { grid, defaultId: viewId };
  });

  api.put('/views/:_id', async (request): Promise<SavedView> => {
    const permissions = getPermissions(request);
    const { _id } = request.params as { _id: string };
    const body = request.body as SavedViewPatch;
    const { view, found } = await findOwn(request, _id, permissions);
    if (body._version !== undefined && body._version !== view.version) throw staleView(toAnswer(view, request, permissions, await store.getDefault(getUserId(request), view.grid)));
    const shared = body.shared ?? view.shared;
    const role = shared === 'role' ? (body.role !== undefined ? body.role : view.role) : null;
    assertInput(found, permissions, body, shared, role);
    const name = body.name?.trim();
    if (name !== undefined) await assertNameFree(view.ownerId, view.grid, name, view._id);
    const changed = await store.update(view._id, view.version, { ...(name !== undefined && { name }), shared, role, ...(body.state && { state: body.state }) }, new Date().toISOString());
    if (changed === 'name') throw new HttpError(409, messages.viewNameTaken(name ?? view.name), 'name');
    if (changed === null) {
      const current = await store.find(view._id);
      if (!current) throw new HttpError(404, messages.viewNotFound(_id));
      throw staleView(toAnswer(current, request, permissions, await store.getDefault(getUserId(request), view.grid)));
    }
    await setDefault(request, changed, body.default);
    return toAnswer(changed, request, permissions, await store.getDefault(getUserId(request), view.grid));
  });

  api.delete('/views/:_id', async (request) => {
    const permissions = getPermissions(request);
    const { _id } = request.params as { _id: string };
    const { view } = await findOwn(request, _id, permissions);
    await store.delete(view._id);
    return { deleted: true, _id: view._id };
  });
}

/** A 412 with the view as it is now, as an entity's 412 carries the row. */
function staleView(current: SavedView): HttpError {
  return new StaleViewError(current);
}

class StaleViewError extends HttpError {
  constructor(readonly current: SavedView) {
    super(412, messages.staleVersion());
  }

  override toResponse(): ErrorResponse & { readonly current: SavedView } {
    return { ...super.toResponse(), current: this.current };
  }
}
