import type { FieldFacts } from './kinds/FieldFacts.js';
import { getFieldType } from './getFieldType.js';

/** Formats kept as ISO text: compared as stored, never folded or searched by trigram. */
const DATE_FORMATS = new Set(['date', 'date-time', 'time']);

/** The fields a grid's search box may look in: text with a folded key (the store's isFolded), read and written as a column. */
export const SEARCHABLE_FIELDS = 'a text field (type "string", no date or time format), not _id, not a reference, not write-only';

/**
 * Why a field cannot be one a grid's `search` looks in (`of type "integer"`, `is a reference`), or null when it can.
 * The store folds and trigram-indexes exactly these fields (storage/lists isFolded), so the build and the server agree.
 */
export function getSearchShortfall(name: string, facts: FieldFacts): string | null {
  const type = getFieldType(facts.schema);
  if (type !== 'string') return `of type ${JSON.stringify(type)}`;
  if (name === '_id') return 'is the row id';
  if (facts.reference !== null) return 'is a reference (its id is stored, not its label)';
  if (DATE_FORMATS.has(String(facts.schema.format ?? ''))) return `has the ${JSON.stringify(facts.schema.format)} format`;
  if (facts.schema.writeOnly === true) return 'is write-only';
  return null;
}
