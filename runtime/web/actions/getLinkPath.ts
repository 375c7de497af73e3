import { fillTemplate, getTemplateParams } from '../../shared/index.js';

/**
 * A link's path filled from `values`, or null when one of its placeholders has no value (a loan
 * without a member): that row simply has no such link, instead of the whole page failing.
 */
export function getLinkPath(template: string, values: Readonly<Record<string, unknown>>): string | null {
  const missing = getTemplateParams(template).some((name) => values[name] === undefined || values[name] === null || values[name] === '');
  return missing ? null : fillTemplate(template, values);
}
