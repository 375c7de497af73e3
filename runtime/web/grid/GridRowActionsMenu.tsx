import type { ReactNode } from 'react';
import { useMessages } from '../context/index.js';
import { useRowActionsMenu } from './useRowActionsMenu.js';

export interface GridRowActionsMenuProps {
  /** What the row says it is (its label), so each menu button is told apart by screen readers. */
  readonly rowLabel: string | null;
  readonly children: ReactNode;
}

/** The row's links and actions that do not fit as buttons, behind one 'Más acciones' button (logic: useRowActionsMenu). */
export function GridRowActionsMenu({ rowLabel, children }: GridRowActionsMenuProps) {
  const messages = useMessages();
  const menu = useRowActionsMenu();
  const label = rowLabel ? `${messages.moreActions}: ${rowLabel}` : messages.moreActions;
  return (
    <div className="row-menu" ref={menu.rootRef} data-focus-fallback={menu.triggerId}>
      <button
        id={menu.triggerId}
        type="button"
        className="button button--small row-menu-trigger"
        aria-label={label}
        title={messages.moreActions}
        aria-expanded={menu.isOpen}
        aria-controls={menu.panelId}
        onClick={menu.toggle}
        onKeyDown={menu.onTriggerKeyDown}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div id={menu.panelId} ref={menu.panelRef} className="row-menu-panel" role="group" aria-label={label} hidden={!menu.isOpen} onKeyDown={menu.onPanelKeyDown} onClick={menu.onPanelClick}>
        {children}
      </div>
    </div>
  );
}
