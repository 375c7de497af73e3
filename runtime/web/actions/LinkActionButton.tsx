import { Link } from 'react-router';
import { fillTemplate } from '../../shared/index.js';
import { useMessages } from '../context/index.js';
import { useGridScope } from '../context/GridScopeContext.js';
import type { GridActionProps } from '../registry/ActionKindEntry.js';

/** A toolbar button that navigates to the action's page route (e.g. the create form), its placeholders filled from the route's params. */
export function LinkActionButton({ action, grid }: GridActionProps) {
  const messages = useMessages();
  const { params } = useGridScope();
  if (!action.to) throw new Error(`Action "link" of grid "${grid.name}" (entity "${grid.entity}") has no "to" route.`);
  return (
    <Link className="button button--primary" to={fillTemplate(action.to, params)}>
      {action.label ?? messages.create}
    </Link>
  );
}
