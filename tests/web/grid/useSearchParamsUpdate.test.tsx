// Writers of a page's search params build on each other between renders: two hooks writing in one turn, or a callback
// kept from an older render, never undo what another wrote.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useSearchParamsUpdate } from '../../../runtime/web/grid/useSearchParamsUpdate.js';

function renderWriters(entry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  return renderHook(() => ({ grid: useSearchParamsUpdate(), views: useSearchParamsUpdate(), search: useLocation().search }), { wrapper });
}

describe('useSearchParamsUpdate', () => {
  it('two writers in one turn (the grid’s filter, then its columns): both changes land', () => {
    const { result } = renderWriters('/invoices?sortField=total');
    act(() => {
      result.current.grid((params) => void params.set('voucherNumber', '001'));
      result.current.views((params) => void params.set('columns', 'total,state'));
      result.current.grid((params) => void params.delete('sortField'));
    });
    expect(Object.fromEntries(new URLSearchParams(result.current.search))).toEqual({ voucherNumber: '001', columns: 'total,state' });
  });

  it('a writer kept from an older render builds on the address on screen, not on its own render’s', () => {
    const { result } = renderWriters('/invoices');
    const kept = result.current.grid;
    act(() => result.current.views((params) => void params.set('columns', 'total')));
    act(() => kept((params) => void params.set('voucherNumber', '001')));
    expect(Object.fromEntries(new URLSearchParams(result.current.search))).toEqual({ columns: 'total', voucherNumber: '001' });
  });

  it('a change may return new params, and `replace` keeps the history entry', () => {
    const { result } = renderWriters('/invoices?a=1');
    act(() => result.current.views(() => new URLSearchParams('b=2'), { replace: true }));
    expect(result.current.search).toBe('?b=2');
  });
});
