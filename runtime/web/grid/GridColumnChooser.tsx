import { useEffect, useId, useRef } from 'react';
import type { GridDefinition } from '../../shared/index.js';
import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import type { ColumnsChange } from './useSavedViews.js';

export interface GridColumnChooserProps {
  /** The grid with every column the user may see, in its declared order. */
  readonly grid: GridDefinition;
  /** The columns shown, in order; null: the grid's own. */
  readonly columns: readonly string[] | null;
  /** Gets a function of the latest columns: a second click before the URL's render builds on the first. */
  readonly onChange: (change: ColumnsChange) => void;
}

/** The shown columns in order, then the hidden ones in the grid's order. */
const orderColumns = (all: readonly string[], shown: readonly string[]) => [...shown, ...all.filter((field) => !shown.includes(field))];

/** The columns with `field` hidden (never the last one shown) or shown again at its place in the list. */
function toggleColumn(all: readonly string[], shown: readonly string[], field: string): readonly string[] {
  if (!shown.includes(field)) return orderColumns(all, shown).filter((candidate) => candidate === field || shown.includes(candidate));
  return shown.length === 1 ? shown : shown.filter((candidate) => candidate !== field);
}

/** The columns with a shown `field` swapped with its neighbour `step` away among the shown ones. */
function moveColumn(shown: readonly string[], field: string, step: -1 | 1): readonly string[] {
  const next = [...shown];
  const index = next.indexOf(field);
  const other = index + step;
  if (index === -1 || other < 0 || other >= next.length) return shown;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * 'Columnas': a checkbox per column to show or hide it and buttons to move it up or down (the shown ones first, in their
 * order, then the hidden ones); the last shown column cannot be hidden. The choice lives in the URL (`columns=`).
 */
export function GridColumnChooser({ grid, columns, onChange }: GridColumnChooserProps) {
  const messages = useMessages();
  const labelId = useId();
  const list = useRef<HTMLUListElement>(null);
  // A moved row's button keeps the focus (React may move its node, which drops the focus), so keys can move it on.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    const label = refocus.current;
    const button = [...(list.current?.querySelectorAll('button') ?? [])].find((candidate) => candidate.getAttribute('aria-label') === label);
    refocus.current = null;
    if (button && !button.disabled) button.focus();
  }, [columns]);
  const all = grid.columns.map((column) => column.field);
  const shown = columns ?? all;
  const ordered = orderColumns(all, shown);
  const title = (field: string) => grid.columns.find((column) => column.field === field)?.title ?? field;
  const toggle = (field: string) => onChange((current) => toggleColumn(all, current ?? all, field));
  const move = (field: string, step: -1 | 1) => {
    refocus.current = formatMessage(step < 0 ? messages.columnsUp : messages.columnsDown, { title: title(field) });
    onChange((current) => moveColumn(current ?? all, field, step));
  };
  return (
    <details className="grid-columns">
      <summary className="button">{messages.columnsMenu}</summary>
      <div className="grid-columns-menu" role="group" aria-labelledby={labelId}>
        <p id={labelId} className="visually-hidden">
          {formatMessage(messages.columnsLabel, { title: grid.title })}
        </p>
        <ul ref={list}>
          {ordered.map((field, index) => {
            const visible = shown.includes(field);
            return (
              <li key={field} className="grid-columns-item">
                <label>
                  <input type="checkbox" checked={visible} disabled={visible && shown.length === 1} onChange={() => toggle(field)} /> {title(field)}
                </label>
                <button type="button" className="button button--small" aria-label={formatMessage(messages.columnsUp, { title: title(field) })} disabled={!visible || index === 0} onClick={() => move(field, -1)}>
                  ↑
                </button>
                <button type="button" className="button button--small" aria-label={formatMessage(messages.columnsDown, { title: title(field) })} disabled={!visible || index >= shown.length - 1} onClick={() => move(field, 1)}>
                  ↓
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className="button button--small" disabled={columns === null} onClick={() => onChange(null)}>
          {messages.columnsReset}
        </button>
      </div>
    </details>
  );
}
