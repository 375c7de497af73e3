import type { EntityDefinition } from '../../shared/index.js';

/**
 * The search box's fields as a placeholder names them: their titles, a leading capital lowered unless the title is an
 * acronym ('Correo electrónico' → 'correo electrónico', 'RUC' stays), the last joined by `or` ('nombre o correo electrónico').
 */
export function getSearchFieldsText(entity: EntityDefinition, names: readonly string[], or: string): string {
  const titles = names.map((name) => {
    const title = entity.fields.find((field) => field.name === name)?.title ?? name;
    const second = title.charAt(1);
    return second !== '' && second === second.toUpperCase() && second !== second.toLowerCase() ? title : title.charAt(0).toLowerCase() + title.slice(1);
  });
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} ${or} ${titles.at(-1)}`;
}
