import { fillTemplate, getTemplateParams, type EntityDefinition } from '../../shared/index.js';

/**
 * The page of one referenced row: the first view of `target` whose route needs only `{_id}`, filled with `id`;
 * null when the entity declares none (its label is then drawn without a link).
 */
export function getReferenceViewRoute(target: EntityDefinition | undefined, id: string): string | null {
  const view = target?.views.find((candidate) => {
    const params = getTemplateParams(candidate.route);
    return params.length === 1 && params[0] === '_id';
  });
  return view ? fillTemplate(view.route, { _id: id }) : null;
}
