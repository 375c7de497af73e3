import { useMessages } from '../context/index.js';
import type { RowActionProps } from '../registry/ActionKindEntry.js';
import { RequestActionButton } from './RequestActionButton.js';

/** Agregar: links the row to the page's owner (`{ _id: row._id }` to a path filled from the route), refreshing every grid of the page. */
export function AssignActionButton(props: RowActionProps) {
  const messages = useMessages();
  return <RequestActionButton {...props} defaultLabel={messages.add} className="button button--small button--primary" />;
}
