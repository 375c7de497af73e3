/** One restrict rule that refused a delete: so many rows of `entity` point at the doomed rows through `field`. */
export interface DeleteBlocker {
  readonly entity: string;
  readonly field: string;
  readonly count: number;
  /** The same, as a sentence (the `details` of an ErrorResponse carry one). */
  readonly message: string;
}

/** What deleting one row would do to other rows: one entry per entity (cascade) or per entity and field (setNull). */
export interface DeleteEffect {
  readonly entity: string;
  /** The referring field for setNull; null for rows a cascade deletes. */
  readonly field: string | null;
  readonly rule: 'cascade' | 'setNull';
  readonly count: number;
}

/** `GET {api}/impact/{entity}/{_id}`'s answer: the consequences, and the 409 the delete would answer now. */
export interface DeleteImpact {
  readonly effects: readonly DeleteEffect[];
  /** The restrict refusal (rows that would survive and still point here); null when the delete would go through. */
  readonly refused: { readonly error: string; readonly details: readonly DeleteBlocker[] } | null;
}
