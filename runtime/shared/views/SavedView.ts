import type { SortDefinition } from '../types.js';

/** Who sees a saved view besides its owner: nobody, every account, or the accounts holding one role. */
export const VIEW_SHARINGS = ['private', 'everyone', 'role'] as const;
export type ViewSharing = (typeof VIEW_SHARINGS)[number];

/** What a saved view restores on its grid: the URL state of the grid, as the web app writes it. */
export interface SavedViewState {
  /** Filter values by column field, as written in the grid's URL. */
  readonly filters: Readonly<Record<string, string>>;
  readonly sort: SortDefinition | null;
  /** The tab's URL value; null: the grid's default. */
  readonly tab: string | null;
  /** Null: the grid's own page size. */
  readonly pageSize: number | null;
  /** The columns shown, in order (fields); null: the grid's own columns. */
  readonly columns: readonly string[] | null;
  /** The search box's text (the list's `q`); absent: none (views saved before the search box have none). */
  readonly q?: string;
}

/** A saved view as `/views` answers it (its state without the fields the caller's roles hide). */
export interface SavedView {
  readonly _id: string;
  /** The grid it belongs to: getViewGridId (`<entity>.<grid name>`). */
  readonly grid: string;
  readonly name: string;
  readonly ownerId: string;
  /** Whether the caller owns it (only the owner changes or deletes a view). */
  readonly own: boolean;
  readonly shared: ViewSharing;
  /** The role it is shared with when `shared` is 'role'; else null. */
  readonly role: string | null;
  readonly state: SavedViewState;
  /** Whether it is the caller's default view of its grid. */
  readonly isDefault: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Counts its changes; an update that names another one is refused (412). */
  readonly _version: number;
}

/** Body of `GET /views?grid=`: the caller's views of the grid (own, shared with everyone, with one of its roles). */
export interface SavedViewList {
  readonly data: readonly SavedView[];
  /** The caller's default view of the grid; null: none. */
  readonly defaultId: string | null;
}

/** Body of `POST /views`. */
export interface SavedViewInput {
  readonly grid: string;
  readonly name: string;
  readonly shared?: ViewSharing;
  readonly role?: string | null;
  readonly state: SavedViewState;
  /** True: the caller's default view of the grid from now on. */
  readonly default?: boolean;
}

/** Body of `PUT /views/{_id}`: what changes; `_version`, when given, must be the stored one. */
export type SavedViewPatch = Partial<Omit<SavedViewInput, 'grid'>> & { readonly _version?: number };
