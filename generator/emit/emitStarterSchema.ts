import { getPluralWords, splitWords } from '../shared/caseNames.js';
import type { Templates } from './getTemplates.js';
import { renderTemplate } from './renderTemplate.js';
import type { EmittedFile } from '../shared/types.js';

/** Emits schemas/<entity>.json for `admin-gen new`: a valid starter with a grid and create/edit forms. */
export function emitStarterSchema(entity: string, templates: Templates): EmittedFile {
  const words = splitWords(entity);
  const plural = getPluralWords(entity);
  const labelOne = words.join(' ');
  const labelMany = plural.join(' ');
  // Values land inside JSON strings, so they are escaped as such.
  const text = (value: string): string => JSON.stringify(value).slice(1, -1);
  const contents = renderTemplate(templates.entityStarter, {
    entity: text(entity),
    labelOne: text(labelOne),
    labelMany: text(labelMany.charAt(0).toUpperCase() + labelMany.slice(1)),
    table: text(plural.join('_')),
    apiPath: text('/' + plural.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('')),
    route: text('/' + plural.join('-')),
    gridName: text(plural.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('')),
  });
  return { path: `schemas/${entity}.json`, contents };
}
