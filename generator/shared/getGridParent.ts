import { getTemplateParams } from '../../runtime/shared/index.js';
import type { GridParentDefinition } from '../../runtime/shared/index.js';
import { isArrayField } from './isArrayField.js';
import type { EntitySchemaInput, GridInput } from './types.js';

/** A route placeholder that holds the id of the row a child grid belongs to, and the reference that labels it. */
export interface GridParentCandidate {
  readonly param: string;
  /** The parent row's entity. */
  readonly entity: string;
  /** The reference (`entity.field`) whose lookup gives the parent's label and tree path. */
  readonly lookup: { readonly entity: string; readonly field: string };
}

/**
 * The route placeholders of a grid that name a parent row: a single-id reference of the grid's entity
 * (`/lessons/{category}`), or the scope of its data source's link entity (`/quizzes/{quiz}/questions` through
 * quizQuestion.quiz). `findEntity` reads another entity's schema.
 */
export function getGridParentCandidates(
  schema: EntitySchemaInput,
  grid: GridInput,
  findEntity: (name: string) => EntitySchemaInput | undefined,
): GridParentCandidate[] {
  const through = schema.endpoints?.[grid.dataSource]?.through;
  return getTemplateParams(grid.route).flatMap((param): GridParentCandidate[] => {
    const own = schema.references?.[param];
    if (own && !isArrayField(schema, param)) return [{ param, entity: own.entity, lookup: { entity: schema.entity, field: param } }];
    if (through?.scope !== param) return [];
    const link = findEntity(through.entity);
    const scoped = link?.references?.[param];
    return link && scoped && !isArrayField(link, param) ? [{ param, entity: scoped.entity, lookup: { entity: link.entity, field: param } }] : [];
  });
}

/** The parent a grid declares (`parent.param`) or, undeclared, its only candidate; null for a top-level or ambiguous grid. */
export function getGridParentCandidate(
  schema: EntitySchemaInput,
  grid: GridInput,
  findEntity: (name: string) => EntitySchemaInput | undefined,
): GridParentCandidate | null {
  const candidates = getGridParentCandidates(schema, grid, findEntity);
  if (grid.parent) return candidates.find((candidate) => candidate.param === grid.parent?.param) ?? null;
  return candidates.length === 1 ? candidates[0]! : null;
}

/**
 * A child grid's parent as the breadcrumb draws it: the parent entity's plural label and its top-level grid
 * (a route without placeholders), and the parent row's own page: the parent entity's grid of its children in a
 * tree, else its view or edit page by `{_id}`.
 */
export function getGridParent(
  schema: EntitySchemaInput,
  grid: GridInput,
  findEntity: (name: string) => EntitySchemaInput | undefined,
): GridParentDefinition | null {
  const candidate = getGridParentCandidate(schema, grid, findEntity);
  const parent = candidate ? findEntity(candidate.entity) : undefined;
  if (!candidate || !parent) return null;
  const grids = Object.values(parent.grids ?? {});
  const listRoute = grids.find((other) => getTemplateParams(other.route).length === 0)?.route ?? null;
  const treeRoute = grids.find((other) => getGridParentCandidate(parent, other, findEntity)?.entity === parent.entity)?.route;
  const byId = [...Object.values(parent.views ?? {}), ...Object.values(parent.forms ?? {})].find((page) => {
    const params = getTemplateParams(page.route);
    return params.length === 1 && params[0] === '_id';
  });
  return {
    param: candidate.param,
    entity: candidate.entity,
    lookup: candidate.lookup,
    title: parent.label.many,
    listRoute,
    recordRoute: treeRoute ?? byId?.route ?? null,
  };
}
