import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getImportingGrids, getImportPath, getRowFilterFill, IMPORT_MAX_BYTES, IMPORT_MEDIA_TYPES, type EntityDefinition, type GridDefinition, type GridImportDefinition } from '../../shared/index.js';
import { getPathFields, getPathValues } from '../endpoints/getPathValues.js';
import { createEntityValidator } from '../http/createEntityValidator.js';
import { HttpError } from '../http/HttpError.js';
import { toRoutePath } from '../http/toRoutePath.js';
import { messages } from '../messages.js';
import type { EntityRegistry } from '../model/index.js';
import { getListScope, getResolvedRowFilters } from '../security/getRowScope.js';
import type { Store } from '../storage/index.js';
import type { ImportFileType } from './readImportFile.js';
import { runImport, type ImportRequest } from './runImport.js';

/**
 * `POST <list path>/import` for every grid that declares an import: the file as the body (text/csv or the XLSX type,
 * at most IMPORT_MAX_BYTES: a 413), `dryRun=true` for the report alone. Registered in its own scope, where the two
 * file types are read as they came; the permission guard judges the `import` grant like any operation's.
 */
export async function registerImports(api: FastifyInstance, options: { readonly store: Store; readonly registry: EntityRegistry }): Promise<void> {
  const { store, registry } = options;
  const grids = getImportingGrids(registry.entities);
  if (grids.length === 0) return;
  await api.register(async (scope) => {
    scope.addContentTypeParser([IMPORT_MEDIA_TYPES.csv, IMPORT_MEDIA_TYPES.xlsx], { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
    for (const { entity, grid, list } of grids) {
      const validator = createEntityValidator(entity);
      const spec = grid.import!.children;
      const child = spec ? registry.get(spec.entity) : null;
      const children = child ? { entity: child, validator: createEntityValidator(child) } : undefined;
      const pathFields = list.through ? [] : getPathFields(entity, list);
      scope.route({
        method: 'POST',
        url: toRoutePath(getImportPath(list.path)),
        config: { changesState: true },
        bodyLimit: IMPORT_MAX_BYTES,
        handler: async (request) => {
          const type = getFileType(request);
          const query = request.query as { dryRun?: boolean; fileName?: string };
          const permission = request.permissions?.restricted ? (request.permissions.entities[entity.entity] ?? null) : null;
          const filters = getResolvedRowFilters(request, entity);
          const rowScope = getListScope(request, entity, registry);
          const restricted = 'rows' in rowScope && rowScope.rows !== null;
          // The child rows are judged by the user's own grants on the child entity (none: no create, no update).
          const childRequest = child && getImportAccess(request, child, registry, store);
          return runImport(
            { entity, grid: grid as GridDefinition & { import: GridImportDefinition }, store, registry, validator, ...(children && { children }) },
            {
              file: request.body as Buffer,
              type,
              dryRun: query.dryRun === true,
              fileName: query.fileName ?? null,
              pathValues: getPathValues(request, pathFields),
              // A row-filtered user whose filters reach no row creates none either (nothing would be theirs).
              permission: permission && filters !== null && filters.length === 0 ? { ...permission, actions: permission.actions.filter((action) => action !== 'create') } : permission,
              rowFill: getRowFilterFill(entity, filters),
              ...(restricted && { isReached: (id: string) => store.find(entity, id, rowScope).then(() => true, () => false) }),
              user: request.adminUser ?? null,
              ...(childRequest && { children: childRequest }),
            },
          );
        },
      });
    }
  });
}

/** A restricted user's permission on a child entity (no grant: no action), its row fill and reach; null permission: unrestricted. */
function getImportAccess(request: FastifyRequest, entity: EntityDefinition, registry: EntityRegistry, store: Store): Pick<ImportRequest, 'permission' | 'rowFill' | 'isReached'> {
  const permission = request.permissions?.restricted ? (request.permissions.entities[entity.entity] ?? { actions: [], hidden: [], readOnly: [], rowFilters: [] }) : null;
  const filters = getResolvedRowFilters(request, entity);
  const rowScope = getListScope(request, entity, registry);
  const restricted = 'rows' in rowScope && rowScope.rows !== null;
  return {
    permission: permission && filters !== null && filters.length === 0 ? { ...permission, actions: permission.actions.filter((action) => action !== 'create') } : permission,
    rowFill: getRowFilterFill(entity, filters),
    ...(restricted && { isReached: (id: string) => store.find(entity, id, rowScope).then(() => true, () => false) }),
  };
}

/** The body's type by its Content-Type: CSV or XLSX, else a 415 naming what came. */
function getFileType(request: FastifyRequest): ImportFileType {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === IMPORT_MEDIA_TYPES.csv && Buffer.isBuffer(request.body)) return 'csv';
  if (type === IMPORT_MEDIA_TYPES.xlsx && Buffer.isBuffer(request.body)) return 'xlsx';
  throw new HttpError(415, messages.importUnsupportedType(type || '(ninguno)'), 'file');
}
