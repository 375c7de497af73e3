import { useMessages } from '../context/index.js';
import { useDeleteImpact } from './useDeleteImpact.js';

export interface DeleteImpactListProps {
  readonly entity: string;
  readonly id: string;
}

/** Under the delete's confirm text: what else the delete changes, or why it would be refused. Nothing when the row stands alone. */
export function DeleteImpactList({ entity, id }: DeleteImpactListProps) {
  const messages = useMessages();
  const { isLoading, lines, refused } = useDeleteImpact(entity, id);
  if (isLoading) return <p className="dialog-impact-status">{messages.impactLoading}</p>;
  return (
    <>
      {lines.length > 0 ? (
        <ul className="dialog-impact" aria-label={messages.impactLabel}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {refused ? <p className="dialog-impact-refused">{refused}</p> : null}
    </>
  );
}
