import { useMessages } from '../context/index.js';
import type { RowActionProps } from '../registry/ActionKindEntry.js';
import { RequestActionButton } from './RequestActionButton.js';

/** Quitar: unlinks the row from the page's owner, refreshing every grid of the page. */
export function UnassignActionButton(props: RowActionProps) {
  const messages = useMessages();
  return <RequestActionButton {...props} defaultLabel={messages.remove} className="button button--small button--danger" />;
}
