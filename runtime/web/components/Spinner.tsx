import { useMessages } from '../context/index.js';

export interface SpinnerProps {
  /** Accessible name; the catalog's 'Procesando...' by default. */
  readonly label?: string;
}

/** A small busy indicator, announced to screen readers as a status. */
export function Spinner({ label }: SpinnerProps) {
  const messages = useMessages();
  return <span className="spinner" role="status" aria-label={label ?? messages.working} />;
}
