import type { ActionKind } from '../../shared/index.js';
import { getRegistryEntry } from '../registry/index.js';
import type { ActionKindEntry, ActionRegistry } from '../registry/index.js';
import { AssignActionButton } from './AssignActionButton.js';
import { DeleteActionButton } from './DeleteActionButton.js';
import { InlineEditActionButtons } from './InlineEditActionButtons.js';
import { InlineEditProvider } from './InlineEditProvider.js';
import { InsertActionRow } from './InsertActionRow.js';
import { LinkActionButton } from './LinkActionButton.js';
import { MoveActionButtons } from './MoveActionButtons.js';
import { TransitionActionButton } from './TransitionActionButton.js';
import { UnassignActionButton } from './UnassignActionButton.js';

/** The runtime's built-in action kinds. */
export function getDefaultActions(): ActionRegistry {
  return {
    delete: { slot: 'row', Component: DeleteActionButton },
    insert: { slot: 'insertRow', Component: InsertActionRow },
    inlineEdit: { slot: 'row', Component: InlineEditActionButtons, Provider: InlineEditProvider },
    move: { slot: 'row', Component: MoveActionButtons },
    link: { slot: 'toolbar', Component: LinkActionButton },
    transition: { slot: 'row', Component: TransitionActionButton },
    assign: { slot: 'row', Component: AssignActionButton },
    unassign: { slot: 'row', Component: UnassignActionButton },
  };
}

/** The entry for an action kind; throws naming the known kinds when there is none. */
export function getActionKind(actions: ActionRegistry, kind: string): ActionKindEntry {
  return getRegistryEntry<ActionKind, ActionKindEntry>(actions, kind, 'action kind');
}
