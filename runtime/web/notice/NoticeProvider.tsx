import type { ReactNode } from 'react';
import { NoticeContext } from './NoticeContext.js';
import { useNotice } from './useNotice.js';

export interface NoticeProviderProps {
  readonly children: ReactNode;
}

/** Gives the page a notify function and draws its role=status region, present before any text so it is announced. */
export function NoticeProvider({ children }: NoticeProviderProps) {
  const { text, notify } = useNotice();
  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <div className={text ? 'notice notice--shown' : 'notice'} role="status" aria-live="polite">
        {text}
      </div>
    </NoticeContext.Provider>
  );
}
