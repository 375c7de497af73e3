import type { LookupResult } from '../../shared/index.js';
import type { GridRow } from '../api/index.js';

/**
 * One referenced row a picker offers: its id, label and, where the schema declares them, secondary text and tree path;
 * a choice read from a list keeps its row (a child line copies from it).
 */
export interface LookupChoice {
  readonly value: string;
  readonly label: string;
  readonly secondary?: string;
  /** A tree's ancestors' labels and the row's: 'Álgebra › Lecciones'. */
  readonly path?: string;
  /** A tree's ancestors' ids, root first: the path's steps but the last. */
  readonly ancestors?: readonly string[];
  readonly row?: GridRow;
}

/** The lookup's answer as the contract documents it. */
export type LookupResponse = LookupResult;

/** The lookup's options as choices; a body that is not a lookup answer (a misconfigured server) gives none. */
export function getLookupChoices(response: LookupResponse | null | undefined): LookupChoice[] {
  if (!response || !Array.isArray(response.data)) return [];
  return response.data.map(({ id, label, secondary, path, ancestors }) => ({
    value: id,
    label,
    ...(secondary !== undefined && { secondary }),
    ...(path !== undefined && { path }),
    ...(ancestors !== undefined && { ancestors }),
  }));
}

/** What a choice reads as once chosen: its path in a tree, else its label. */
export function getChoiceText(choice: LookupChoice): string {
  return choice.path ?? choice.label;
}
