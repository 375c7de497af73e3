/** One option of a picker: the referenced row's id, label, secondary field and, in a tree, its path and ancestors. */
export interface LookupOption {
  readonly id: string;
  readonly label: string;
  readonly secondary?: string;
  readonly path?: string;
  /** In a tree, the ancestors' ids, root first (the path's steps but the last): each step can link to its row. */
  readonly ancestors?: readonly string[];
}

/** A lookup's answer (the contract's LookupResult): a page of options and where the next one starts. */
export interface LookupResult {
  readonly data: LookupOption[];
  readonly nextOffset: number | null;
}
