import type { ActionDefinition } from '../../shared/index.js';

/** Whether an action is drawn on the selected tab: actions without `tab` show on every tab. */
export function isActionShown(action: ActionDefinition, tab: string | null): boolean {
  return action.tab === null || action.tab === tab;
}
