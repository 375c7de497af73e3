import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router';

/** Changes the URL's search params, in place or by returning new ones; `replace`: no new history entry. */
export type SearchParamsUpdate = (change: (params: URLSearchParams) => URLSearchParams | void, options?: { readonly replace?: boolean }) => void;

// The params last written while an address was on screen, shared by every writer of the page (one location per render).
const written = new WeakMap<Location, URLSearchParams>();

/**
 * Writes the URL's search params building on the last change: React Router hands a change the params of the render
 * its callback came from, so two changes before the next render (a filter's delayed commit then a sort click; the
 * grid's state then its columns, from two hooks) made the second undo the first. Every writer of the page builds on
 * what the last one wrote while the address on screen stays, and a callback kept from an older render on that address.
 */
export function useSearchParamsUpdate(): SearchParamsUpdate {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const rendered = useRef({ location, searchParams });
  rendered.current = { location, searchParams };
  return useCallback(
    (change, options) => {
      const { location: shown, searchParams: params } = rendered.current;
      const base = new URLSearchParams(written.get(shown) ?? params);
      const next = change(base) ?? base;
      written.set(shown, next);
      setSearchParams(next, { replace: options?.replace ?? false });
    },
    [setSearchParams],
  );
}
