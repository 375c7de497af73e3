export interface FieldErrorListProps {
  readonly errors: readonly string[] | undefined;
  /** Ties the messages to their input through aria-describedby. */
  readonly id?: string;
}

/** The messages of one field or line, drawn beside it (the same look as RJSF's own field errors). */
export function FieldErrorList({ errors, id }: FieldErrorListProps) {
  if (!errors || errors.length === 0) return null;
  return (
    <ul className="error-detail widget-errors" id={id}>
      {errors.map((message) => (
        <li key={message} className="text-danger">
          {message}
        </li>
      ))}
    </ul>
  );
}
