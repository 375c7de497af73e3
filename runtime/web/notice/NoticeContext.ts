import { createContext, useContext } from 'react';

/** Shows a short confirmation ('Guardado', 'Factura emitida') in the app's status region. */
export type Notify = (text: string) => void;

// Outside the layout (a widget drawn alone) nobody listens: the text goes nowhere.
export const NoticeContext = createContext<Notify>(() => {});

/** The enclosing layout's notify function. */
export function useNotify(): Notify {
  return useContext(NoticeContext);
}
