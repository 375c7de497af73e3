import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBulkActionNames, getBulkLists, getBulkPath, getListQuerySchema, getListSpec, JOB_PATH } from '../../shared/index.js';
import { compileSchema } from '../http/createAjvInstance.js';
import { createEntityValidator } from '../http/createEntityValidator.js';
import { describeRequestErrors } from '../http/describeRequestErrors.js';
import { badRequest, HttpError } from '../http/HttpError.js';
import { toRoutePath } from '../http/toRoutePath.js';
import { messages } from '../messages.js';
import type { EntityRegistry } from '../model/index.js';
import { getListScope } from '../security/getRowScope.js';
import type { Store } from '../storage/index.js';
import { createBulkJudge } from './createBulkJudge.js';
import { createBulkRunner } from './createBulkRunner.js';
import { createJobStore } from './createJobStore.js';
import { readBulkSelection } from './readBulkSelection.js';

interface BulkBody {
  readonly action: string;
  readonly ids?: string[];
  readonly where?: Record<string, unknown>;
  readonly set?: Record<string, unknown>;
  readonly dryRun?: boolean;
}

/**
 * `POST <list path>/bulk` for every list a grid declares bulk actions on, and `GET /jobs/{_id}`. The contract's schemas
 * check the body (`where` first read as the list reads its query: text typed, empty values dropped); the permission
 * guard judges the `bulk` grant, the action's own and the fields a set writes. A dry run answers its report (200); a run
 * answers its job (202) and goes on after the answer, chunk by chunk (createBulkRunner). Jobs a stopped server left
 * running are marked interrupted when the server is ready.
 */
export function registerBulkRoutes(api: FastifyInstance, options: { readonly store: Store; readonly registry: EntityRegistry }): void {
  const { store, registry } = options;
  const jobs = createJobStore(store.database);
  const allGrids = registry.entities.flatMap((entity) => entity.grids);
  let any = false;
  for (const entity of registry.entities) {
    const validator = createEntityValidator(entity);
    for (const { list, actions } of getBulkLists(entity)) {
      any = true;
      const spec = getListSpec(entity, list, allGrids);
      const where = Object.entries(list.where).map(([name, value]) => ({ field: entity.fields.find((field) => field.name === name)!, value }));
      const read = store.createListReader({ entity, spec, through: null, pathFields: [], where });
      const querySchema = getListQuerySchema(spec);
      const readWhere = compileSchema({ ...querySchema, additionalProperties: true }, { coerceTypes: true });
      const allowed = getBulkActionNames(actions);
      api.route({
        method: 'POST',
        url: toRoutePath(getBulkPath(list)),
        config: { changesState: true },
        // `where` holds the list's query parameters: typed from text as the list's own are, before the body's schema reads them.
        preValidation: async (request) => {
          const body = request.body as Partial<BulkBody> | null;
          if (!body || typeof body.where !== 'object' || body.where === null || Array.isArray(body.where)) return;
          const values = Object.fromEntries(Object.entries(body.where).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]));
          if (!readWhere(values)) {
            const [first] = describeRequestErrors('querystring', querySchema, readWhere.errors ?? [], { list: spec });
            if (first) throw badRequest(first.message, `where.${first.field}`);
          }
          (body as { where: unknown }).where = values;
        },
        handler: async (request, reply) => {
          const body = request.body as BulkBody;
          if (!allowed.includes(body.action)) throw badRequest(messages.unknownBulkAction(body.action, allowed), 'action');
          if ((body.ids === undefined) === (body.where === undefined)) throw badRequest(messages.bulkSelectionRequired(), 'ids');
          const setNames = actions.set.map((field) => field.name);
          let set: Record<string, unknown> | undefined;
          if (body.action === 'set') {
            if (!body.set || Object.keys(body.set).length === 0) throw badRequest(messages.bulkSetRequired(setNames), 'set');
            const unknown = Object.keys(body.set).find((name) => !setNames.includes(name));
            if (unknown !== undefined) throw badRequest(messages.bulkSetUnknown(unknown, setNames), unknown);
            set = validator.validatePatch(body.set);
            await store.transaction((tx) => tx.assertReferencesExist(entity, set!, {}));
          }
          const transition = entity.endpoints.find((endpoint) => endpoint.kind === 'transition' && endpoint.name === body.action);
          const judge = createBulkJudge({ entity, store, validator, action: body.action, transition, set });
          const runner = createBulkRunner({ entity, action: body.action, store, registry, judge, user: request.adminUser ?? null });
          const scope = getListScope(request, entity, registry);
          const ids = await readBulkSelection({ entity, spec, read, store, scope, selection: { ids: body.ids, where: body.where } });
          if (body.dryRun === true) return runner.preview(ids);
          const job = await jobs.create({ entity: entity.entity, action: body.action, total: ids.length, userId: request.adminUser?.id ?? null });
          // The answer is the job as it starts; the chunks run after it (GET /jobs/{_id} follows them).
          void runner.run(ids, job._id, jobs, { where: body.where, ids: body.ids, set }).catch((error: unknown) => request.log.error({ err: error, jobId: job._id }, 'bulk job failed'));
          reply.status(202);
          return job;
        },
      });
    }
  }
  if (!any) return;

  async function readJob(request: FastifyRequest, id: string) {
    const job = await jobs.read(id, request.adminUser?.id ?? null);
    if (!job) throw new HttpError(404, messages.jobNotFound(id), '_id');
    return job;
  }
  api.get(toRoutePath(JOB_PATH), async (request) => readJob(request, (request.params as { _id: string })._id));
  api.addHook('onReady', async () => {
    await jobs.markInterrupted(messages.jobInterrupted()).catch(() => undefined);
  });
}

