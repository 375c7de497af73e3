import type { Expression, SqlBool } from 'kysely';
import { getFoldedContains, getTextContains } from '../storage/index.js';
import type { FilterFactory } from './FilterInput.js';

/**
 * `f=text`: rows whose field contains the text. A field with a folded key matches case- and accent-insensitively
 * by the engine's fastest way (getFoldedContains); others compare as getTextContains does.
 */
export const textFilter: FilterFactory = ({ field, column, folded }, value): Expression<SqlBool> | null => {
  if (typeof value !== 'string') return null;
  return folded ? getFoldedContains(folded, value) : getTextContains(field, column, value);
};
