import { randomBytes } from 'node:crypto';
import { BUILTIN_OPERATION_IDS, type SavedView, type SavedViewList, type SavedViewState } from '../../shared/index.js';
import { NO_ID, type CheckCase } from '../CheckCase.js';
import type { DocumentedOperation } from '../OpenApiDocument.js';
import type { CaseContext, CaseFactory } from './CaseContext.js';

/** The name prefix of the views check-api makes; deleteView's cases remove them all. */
const VIEW_PREFIX = 'check-api ';
const EMPTY_STATE: SavedViewState = { filters: {}, sort: null, tab: null, pageSize: null, columns: null };

const newName = () => `${VIEW_PREFIX}${randomBytes(4).toString('hex')}`;

/** The first grid of listViews' `grid` parameter whose views the account may read, or undefined. */
async function findGrid({ operations, session }: CaseContext): Promise<string | undefined> {
  const list = operations.find((operation) => operation.id === BUILTIN_OPERATION_IDS.listViews);
  const grids = (list?.operation.parameters?.find((parameter) => parameter.name === 'grid')?.schema?.enum ?? []) as unknown[];
  for (const grid of grids) {
    if (typeof grid !== 'string') continue;
    const answer = await session.send({ method: 'GET', url: `${list?.path}?grid=${encodeURIComponent(grid)}` });
    if (answer.status === 200) return grid;
  }
  return undefined;
}

/** A view made for the operation's cases through createView, or why there is none. */
async function makeView(context: CaseContext): Promise<SavedView | string> {
  const create = context.operations.find((operation) => operation.id === BUILTIN_OPERATION_IDS.createView);
  const grid = await findGrid(context);
  if (!create || grid === undefined) return 'no grid whose views this account may read';
  const answer = await context.session.send({ method: 'POST', url: create.path, body: { grid, name: newName(), state: EMPTY_STATE } });
  return answer.status === 201 ? (answer.data as SavedView) : `saving a view got ${answer.status}`;
}

const skipped = (reason: string, status: number): CheckCase[] => [{ name: 'a view', status: [status], skip: reason }];
const byId = (operation: DocumentedOperation, id: string) => operation.path.replace('{_id}', encodeURIComponent(id));

/** The saved views' operations (`/views`), by the contract's operationIds; deleteView removes every view check-api made. */
export const viewCaseFactories = {
  [BUILTIN_OPERATION_IDS.listViews]: async ({ method, path }, context) => {
    const grid = await findGrid(context);
    return [
      ...(grid === undefined ? skipped('no grid whose views this account may read', 200) : [{ name: 'a grid', request: { method, url: `${path}?grid=${encodeURIComponent(grid)}` }, status: [200] }]),
      { name: 'no grid', request: { method, url: path }, status: [400], field: 'grid' },
      { name: 'an unknown grid', request: { method, url: `${path}?grid=check-api.none` }, status: [400], field: 'grid' },
    ];
  },
  [BUILTIN_OPERATION_IDS.createView]: async ({ method, path }, context) => {
    const grid = await findGrid(context);
    if (grid === undefined) return skipped('no grid whose views this account may read', 201);
    const body = { grid, name: newName(), state: EMPTY_STATE };
    return [
      { name: 'a private view', request: { method, url: path, body }, status: [201] },
      { name: 'the same name again', request: { method, url: path, body }, status: [409], field: 'name' },
      { name: 'shared with a role it does not name', request: { method, url: path, body: { ...body, name: newName(), shared: 'role' } }, status: [400], field: 'role' },
      { name: 'a column the grid lacks', request: { method, url: path, body: { ...body, name: newName(), state: { ...EMPTY_STATE, columns: ['check-api-none'] } } }, status: [400], field: 'state.columns' },
    ];
  },
  [BUILTIN_OPERATION_IDS.setDefaultView]: async ({ method, path }, context) => {
    const view = await makeView(context);
    if (typeof view === 'string') return skipped(view, 200);
    return [
      { name: 'a view', request: { method, url: path, body: { grid: view.grid, viewId: view._id } }, status: [200] },
      { name: 'none', request: { method, url: path, body: { grid: view.grid, viewId: null } }, status: [200] },
      { name: 'a view that is not there', request: { method, url: path, body: { grid: view.grid, viewId: NO_ID } }, status: [404] },
    ];
  },
  [BUILTIN_OPERATION_IDS.updateView]: async (operation, context) => {
    const view = await makeView(context);
    if (typeof view === 'string') return skipped(view, 200);
    const { method } = operation;
    const url = byId(operation, view._id);
    return [
      { name: 'a new name', request: { method, url, body: { name: newName(), _version: view._version } }, status: [200] },
      { name: 'a version it no longer has', request: { method, url, body: { name: newName(), _version: view._version } }, status: [412] },
      { name: 'a column the grid lacks', request: { method, url, body: { state: { ...EMPTY_STATE, columns: ['check-api-none'] } } }, status: [400], field: 'state.columns' },
      { name: 'a view that is not there', request: { method, url: byId(operation, NO_ID), body: { name: newName() } }, status: [404] },
    ];
  },
  [BUILTIN_OPERATION_IDS.deleteView]: async (operation, context) => {
    const made = await makeView(context);
    if (typeof made === 'string') return skipped(made, 200);
    const list = context.operations.find((candidate) => candidate.id === BUILTIN_OPERATION_IDS.listViews);
    const answer = list ? await context.session.send({ method: 'GET', url: `${list.path}?grid=${encodeURIComponent(made.grid)}` }) : undefined;
    const listed = answer?.status === 200 ? (answer.data as SavedViewList).data : [];
    const ours = [made, ...listed.filter((view) => view.own && view.name.startsWith(VIEW_PREFIX) && view._id !== made._id)];
    const { method } = operation;
    return [
      ...ours.map((view): CheckCase => ({ name: ours.length === 1 ? 'a view' : `a view (${view.name})`, request: { method, url: byId(operation, view._id) }, status: [200] })),
      { name: 'a view no longer there', request: { method, url: byId(operation, made._id) }, status: [404] },
    ];
  },
} satisfies Record<string, CaseFactory>;
