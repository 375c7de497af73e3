import { createContext, useContext } from 'react';
import type { UseInlineEditResult } from './useInlineEdit.js';

/** The grid's inline edit state, shared by the row's buttons and its editable cells; null when the grid has none. */
export const InlineEditContext = createContext<UseInlineEditResult | null>(null);

/** The grid's inline edit state, or null when the grid has no inline edit action. */
export function useInlineEditContext(): UseInlineEditResult | null {
  return useContext(InlineEditContext);
}
