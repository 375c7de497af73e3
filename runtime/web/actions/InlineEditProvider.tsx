import { ConflictDialog } from '../components/ConflictDialog.js';
import type { ActionProviderProps } from '../registry/ActionKindEntry.js';
import { InlineEditContext } from './InlineEditContext.js';
import { useInlineEdit } from './useInlineEdit.js';

/** Holds one grid's inline edit state for its cells and buttons, and draws its conflict dialog (a save someone else overtook). */
export function InlineEditProvider({ action, grid, children }: ActionProviderProps) {
  const inlineEdit = useInlineEdit(action, grid);
  return (
    <InlineEditContext.Provider value={inlineEdit}>
      {children}
      {inlineEdit.conflictLines ? (
        <ConflictDialog lines={inlineEdit.conflictLines} onReload={inlineEdit.reload} onOverwrite={inlineEdit.overwrite} onClose={inlineEdit.dismissConflict} />
      ) : null}
    </InlineEditContext.Provider>
  );
}
