import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getLookupPath, LOOKUP_PAGE_SIZE } from '../../shared/index.js';
import { getLookupQueryKey } from '../api/index.js';
import { getEntity, useAdmin } from '../context/index.js';
import { getReferenceOf } from './getReferenceTarget.js';
import { getLookupChoices, type LookupChoice, type LookupResponse } from './LookupChoice.js';

const NO_OPTIONS: readonly LookupChoice[] = [];

/** Typing waits this long before it searches, so each key press is not a request. */
export const LOOKUP_DEBOUNCE_MS = 250;

/** One page of options and the offset of the next one (null: no more). */
export interface MenuPage {
  readonly choices: readonly LookupChoice[];
  readonly nextOffset: number | null;
}

/** Reads the page of options at `offset` for a typed text. */
export type MenuPageFetcher = (text: string, offset: number) => Promise<MenuPage>;

/**
 * Where a picker's options come from: the lookup `/lookup/{entity}/{field}` of the referencing entity's reference
 * field (options per page: the lookup's default, 20, unless a widget's pageSize says otherwise), or any other pages
 * (useListPages: a list's rows, kept out of the grid page's bundle).
 */
export type UseLookupMenuOptions =
  | { readonly entity: string; readonly field: string; readonly pageSize?: number }
  | { readonly fetchPage: MenuPageFetcher };

/** The menu of a reference picker: what it shows, and the react-select events that drive it. */
export interface UseLookupMenuResult {
  readonly options: readonly LookupChoice[];
  readonly isLoading: boolean;
  readonly inputValue: string;
  /** More pages exist for the current text. */
  readonly hasMore: boolean;
  /** Typed text: searches it (debounced) from the first page. */
  readonly onInputChange: (text: string, action: string) => void;
  /** Opening the menu loads the first page of the current text, unless it is loaded. */
  readonly onMenuOpen: () => void;
  /** Scrolling to the bottom appends the next page. */
  readonly onMenuScrollToBottom: () => void;
}

/**
 * A reference picker's server-side search: pages of `pageSize` options of the reference's lookup (or of the given
 * pages) whose label contains the typed text, the next page appended when the menu is scrolled to its end. Answers
 * that arrive after a newer request are dropped.
 */
export function useLookupMenu(options: UseLookupMenuOptions): UseLookupMenuResult {
  const { apiClient, entities } = useAdmin();
  const queryClient = useQueryClient();
  const given = 'fetchPage' in options ? options.fetchPage : null;
  const entity = 'fetchPage' in options ? null : options.entity;
  const field = 'fetchPage' in options ? null : options.field;
  const pageSize = ('fetchPage' in options ? undefined : options.pageSize) ?? LOOKUP_PAGE_SIZE;
  const target = entity !== null && field !== null ? getReferenceOf(getEntity(entities, entity), field).entity : null;
  const [inputValue, setInputValue] = useState('');
  const [page, setPage] = useState<{ readonly text: string | null; readonly options: readonly LookupChoice[]; readonly nextOffset: number | null }>({ text: null, options: [], nextOffset: null });
  const [isLoading, setLoading] = useState(false);
  const latest = useRef(0);
  // The offset asked for last, so several scroll events at the end ask for the next page once.
  const asked = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fetchLookupPage = useCallback(
    async (text: string, offset: number): Promise<MenuPage> => {
      // Options without fetchPage name the lookup's entity and field: never true, it narrows their types.
      if (entity === null || field === null || target === null) return { choices: [], nextOffset: null };
      const q = text.trim();
      const query: Record<string, string> = { offset: String(offset), limit: String(pageSize), ...(q !== '' && { q }) };
      const response = await queryClient.fetchQuery({
        queryKey: getLookupQueryKey(target, entity, field, query),
        queryFn: ({ signal }) => apiClient.request<LookupResponse | null>('GET', getLookupPath(entity, field), { query, signal }),
        staleTime: 30_000,
      });
      return { choices: getLookupChoices(response), nextOffset: typeof response?.nextOffset === 'number' ? response.nextOffset : null };
    },
    [apiClient, queryClient, entity, field, target, pageSize],
  );
  const fetchPage = given ?? fetchLookupPage;

  const load = useCallback(
    async (text: string, offset: number) => {
      const request = ++latest.current;
      setLoading(true);
      try {
        const found = await fetchPage(text, offset);
        if (request !== latest.current) return;
        setPage((previous) => {
          const options = offset === 0 ? found.choices : [...previous.options, ...found.choices.filter((choice) => !previous.options.some((known) => known.value === choice.value))];
          return { text, options, nextOffset: found.nextOffset };
        });
      } catch {
        // A failed search offers nothing more (the menu reads 'Sin resultados'); the next key press tries again.
        if (request === latest.current) setPage((previous) => ({ text, options: offset === 0 ? [] : previous.options, nextOffset: null }));
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [fetchPage],
  );

  const onInputChange = useCallback(
    (text: string, action: string) => {
      // A pick, a blur or a closed menu empties the search box, as react-select does by itself when uncontrolled.
      if (action === 'set-value' || action === 'input-blur' || action === 'menu-close') {
        clearTimeout(timer.current);
        typing.current = false;
        setInputValue('');
        return;
      }
      if (action !== 'input-change') return;
      setInputValue(text);
      clearTimeout(timer.current);
      setLoading(true);
      typing.current = true;
      timer.current = setTimeout(() => {
        typing.current = false;
        void load(text, 0);
      }, LOOKUP_DEBOUNCE_MS);
    },
    [load],
  );

  const onMenuOpen = useCallback(() => {
    // A menu opened by typing waits for the typed text's search.
    if (!typing.current && page.text !== inputValue) void load(inputValue, 0);
  }, [load, page.text, inputValue]);

  const onMenuScrollToBottom = useCallback(() => {
    if (isLoading || page.nextOffset === null || page.text === null) return;
    const key = `${page.text}\u0000${page.nextOffset}`;
    if (asked.current === key) return;
    asked.current = key;
    void load(page.text, page.nextOffset);
  }, [load, isLoading, page]);

  // Only the current text's options: a page of an older text would offer rows that may not match what is typed.
  const shown = page.text === inputValue ? page.options : NO_OPTIONS;
  return { options: shown, isLoading, inputValue, hasMore: page.nextOffset !== null, onInputChange, onMenuOpen, onMenuScrollToBottom };
}
