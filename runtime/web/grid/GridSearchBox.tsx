import { useId } from 'react';
import type { GridDefinition } from '../../shared/index.js';
import { useEntity, useMessages } from '../context/index.js';
import { FILTER_DEBOUNCE_MS, useDebouncedInput } from '../filters/index.js';
import { formatMessage } from '../i18n/index.js';
import { getSearchFieldsText } from './getSearchFieldsText.js';

export interface GridSearchBoxProps {
  readonly grid: GridDefinition;
  /** The text the URL keeps (`q`). */
  readonly value: string;
  /** Called with the trimmed text, debounced; the grid goes back to page 1. */
  readonly onChange: (text: string) => void;
}

/**
 * 'Buscar': one text box over the grid's `search` fields ('Buscar por nombre o correo electrónico'), debounced like a
 * text filter; follows the URL when it changes from outside (back button). Drawn only for grids that declare search.
 */
export function GridSearchBox({ grid, value, onChange }: GridSearchBoxProps) {
  const messages = useMessages();
  const entity = useEntity(grid.entity);
  const id = useId();
  const { shown: text, setShown: setText, commit } = useDebouncedInput(value, onChange, FILTER_DEBOUNCE_MS, (next) => next);

  if (!grid.search || grid.search.length === 0) return null;
  const fields = getSearchFieldsText(entity, grid.search, messages.gridSearchOr);
  return (
    <div className="grid-search" role="search" aria-label={grid.title}>
      <label htmlFor={id}>{messages.gridSearch}</label>
      <input
        id={id}
        type="search"
        className="grid-search-input"
        placeholder={formatMessage(messages.gridSearchPlaceholder, { fields })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          commit(event.target.value.trim());
        }}
      />
    </div>
  );
}
