import { Link } from 'react-router';
import { useMessages } from '../context/index.js';
import type { GridActionProps } from './ActionKindEntry.js';

/** A toolbar button that navigates to the action's page route (e.g. the create form). */
export function LinkActionButton({ action, grid }: GridActionProps) {
  const messages = useMessages();
  if (!action.to) throw new Error(`Action "link" of grid "${grid.name}" (entity "${grid.entity}") has no "to" route.`);
  return (
    <Link className="button button--primary" to={action.to}>
      {action.label ?? messages.create}
    </Link>
  );
}
