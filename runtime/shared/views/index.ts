// Saved views of a grid (`/views`): their shape, the grid's name in them, what a state may name.
export { VIEW_SHARINGS } from './SavedView.js';
export type { SavedView, SavedViewInput, SavedViewList, SavedViewPatch, SavedViewState, ViewSharing } from './SavedView.js';
export { getViewGridId } from './getViewGridId.js';
export { getPermittedViewState, getViewStateProblem } from './getViewStateProblem.js';
export type { ViewStateProblem } from './getViewStateProblem.js';
