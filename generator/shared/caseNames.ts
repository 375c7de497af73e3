// Name conversions shared by normalize (table names), the entity emitter (type names) and `new`.

/** Splits a camelCase identifier into lower-case words: `courseCategory` → ['course', 'category']. */
export function splitWords(identifier: string): string[] {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** `courseCategory` → `CourseCategory`. */
export function toPascalCase(identifier: string): string {
  return splitWords(identifier)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** English plural of one lower-case word: category → categories, box → boxes, author → authors. */
export function pluralize(word: string): string {
  if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + 'ies';
  if (/(?:^|[^aeiou]|qu)[aeiou]z$/.test(word)) return word + 'zes'; // quiz → quizzes
  if (/(s|x|z|ch|sh)$/.test(word)) return word + 'es';
  return word + 's';
}

/** Words of an identifier with the last one pluralized: courseCategory → ['course', 'categories']. */
export function getPluralWords(identifier: string): string[] {
  const words = splitWords(identifier);
  const last = words.pop();
  return last === undefined ? words : [...words, pluralize(last)];
}

/** The default table of an entity: snake_case plural, `courseCategory` → `course_categories`. */
export function getTableName(entity: string): string {
  return getPluralWords(entity).join('_');
}
