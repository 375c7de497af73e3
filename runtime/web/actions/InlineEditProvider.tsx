import type { ActionProviderProps } from '../registry/ActionKindEntry.js';
import { InlineEditContext } from './InlineEditContext.js';
import { useInlineEdit } from './useInlineEdit.js';

/** Holds one grid's inline edit state for its cells and buttons. */
export function InlineEditProvider({ action, grid, children }: ActionProviderProps) {
  const inlineEdit = useInlineEdit(action, grid);
  return <InlineEditContext.Provider value={inlineEdit}>{children}</InlineEditContext.Provider>;
}
