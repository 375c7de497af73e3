import { useMessages } from '../context/index.js';
import type { RowActionProps } from '../registry/ActionKindEntry.js';
import { RequestActionButton } from './RequestActionButton.js';

/** A state change of the row (a `lifecycle` transition); acts only on rows its `when` allows. */
export function TransitionActionButton(props: RowActionProps) {
  const messages = useMessages();
  return <RequestActionButton {...props} defaultLabel={messages.transition} className="button button--small button--primary" />;
}
