import { useCallback, useMemo, useState } from 'react';
import type { EntityDefinition, JsonSchema } from '../../shared/index.js';
import { getEntity, useAccess, useAdmin } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import { getChildLine, getLineSourceEntity, widgetKinds } from '../../shared/index.js';
import { getChildLinesOptions } from './getChildLinesOptions.js';
import { getLineColumns } from './getLineColumns.js';
import type { LineColumn } from './getLineColumns.js';
import { getChoiceText, getReferenceSource, useListPages, useLookupMenu } from '../references/index.js';
import type { LookupChoice, UseLookupMenuResult } from '../references/index.js';

export type ChildLine = Readonly<Record<string, unknown>>;
export type { LineColumn } from './getLineColumns.js';

export interface UseChildLinesOptions {
  /** The form's entity and its children property the widget edits. */
  readonly entity: EntityDefinition;
  readonly field: string;
  /** The field's array schema; its items' properties are the table's columns, in order. */
  readonly schema: JsonSchema;
  readonly lines: readonly ChildLine[];
  readonly onChange: (lines: ChildLine[]) => void;
  /** ui:options: see ChildLinesOptions. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** The editable column's input: its type and, for numbers, the rules of the options or of the property's schema. */
export interface LineEditInput {
  readonly type: 'number' | 'text';
  readonly min?: number;
  readonly max?: number;
  /** 'any' for a decimal number without a declared step. */
  readonly step?: number | 'any';
}

export interface UseChildLinesResult {
  /** The select's search over the source list's first page; each choice keeps its row. */
  readonly menu: UseLookupMenuResult;
  readonly selected: LookupChoice | null;
  readonly select: (option: LookupChoice | null) => void;
  /** Appends a line from the chosen row; without a choice it only sets `message`. */
  readonly add: () => void;
  /** 'Selecciona un {label}' after an add without a choice; null otherwise. */
  readonly message: string | null;
  /** False when the user may not list the rows lines are picked from: the lines show, nothing can be added. */
  readonly canPick: boolean;
  readonly placeholder: string;
  /** The source entity's label, e.g. 'libro'. */
  readonly label: string;
  readonly columns: readonly LineColumn[];
  readonly lines: readonly ChildLine[];
  /** The label of a line's chosen row, '-' when unknown. */
  readonly getChoiceLabel: (line: ChildLine) => string;
  readonly editInput: LineEditInput | null;
  /** Sets the editable property of a line from its input's text. */
  readonly setValue: (index: number, text: string) => void;
  /** Only lines whose locking property is still empty can go. */
  readonly canRemove: (line: ChildLine) => boolean;
  readonly remove: (index: number) => void;
  /** Sum of the `total` property over the lines; null when the options name none. */
  readonly total: number | null;
  /** The `total` property's schema (an integer's total shows without decimals); null when there is none. */
  readonly totalSchema: JsonSchema | null;
}

/** An editable children array's state: the row select, lines copied from the picked row, the editable value, removal, total. */
export function useChildLines(options: UseChildLinesOptions): UseChildLinesResult {
  const { entity, field, schema, lines, onChange } = options;
  const { entities, messages } = useAdmin();
  const children = entity.children.find((candidate) => candidate.name === field);
  if (!children) {
    const known = entity.children.map((candidate) => candidate.name).join(', ') || 'none';
    throw new Error(
      `Field "${field}" of entity "${entity.entity}" is not one of its children, so it cannot edit lines. Children: ${known}.`,
    );
  }
  const child = getEntity(entities, children.entity);
  const config = useMemo(() => getChildLinesOptions(options.options), [options.options]);
  const { copy } = config;
  const choiceField = Object.keys(copy).find((property) => copy[property] === '_id') ?? null;
  const choiceReference = child.references.find((reference) => reference.field === choiceField);
  const sourceName = getLineSourceEntity(copy, config.source, child);
  if (!sourceName) throw new Error(`The childLines widget of "${field}" needs ui:options.source, or a line property copying "_id" that is a reference.`);
  const source = getEntity(entities, sourceName);
  const display = config.display ?? (choiceReference?.entity === source.entity ? choiceReference.display : null);
  if (!display) throw new Error(`The childLines widget of "${field}" needs ui:options.display: the field of "${source.entity}" shown for a row.`);
  const editField = config.edit?.field ?? null;
  const lockField = config.lockedBy ?? Object.keys(child.generated)[0] ?? null;
  const totalField = config.total;

  // Picking reads the source's list, which needs `list` on it.
  const canPick = useAccess().can(source.entity, 'list');
  const rows = useMemo(() => getReferenceSource(source, display), [source, display]);
  const menu = useLookupMenu({ fetchPage: useListPages(rows, config.pageSize ?? widgetKinds.childLines.options.pageSize.default) });
  const [selected, setSelected] = useState<LookupChoice | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());

  const hidden = useAccess().getHidden(child.entity);
  const columns = useMemo(
    () => getLineColumns(schema, { choiceField, editField, lockField }).filter((column) => !hidden.includes(column.name)),
    [schema, choiceField, editField, lockField, hidden],
  );
  const editSchema = editField ? schema.items?.properties?.[editField] : undefined;
  const editInput = useMemo(() => (config.edit && editSchema ? getEditInput(editSchema, config.edit) : null), [config.edit, editSchema]);

  const select = useCallback((option: LookupChoice | null) => {
    setSelected(option);
    if (option) setMessage(null);
  }, []);

  const add = useCallback(() => {
    // A list's choices keep their row; a line is copied from it.
    if (!selected?.row) {
      setMessage(formatMessage(messages.pickerRequired, { label: source.label.one }));
      return;
    }
    const { row } = selected;
    setSeen((previous) => new Map(previous).set(selected.value, getChoiceText(selected)));
    onChange([...lines, getChildLine(row, copy)]);
    setSelected(null);
    setMessage(null);
  }, [selected, lines, onChange, copy, messages.pickerRequired, source.label.one]);

  const setValue = useCallback(
    (index: number, text: string) => {
      if (!editField || !editInput) return;
      const parsed = editInput.type === 'text' ? text : text.trim() === '' ? undefined : Number(text);
      const value = typeof parsed === 'number' && !Number.isFinite(parsed) ? undefined : parsed;
      onChange(lines.map((line, at) => (at === index ? withValue(line, editField, value) : line)));
    },
    [lines, onChange, editField, editInput],
  );

  const canRemove = useCallback((line: ChildLine) => lockField === null || isEmpty(line[lockField]), [lockField]);
  const remove = useCallback(
    (index: number) => {
      const line = lines[index];
      if (line && canRemove(line)) onChange(lines.filter((_, at) => at !== index));
    },
    [lines, onChange, canRemove],
  );

  const getChoiceLabel = useCallback(
    (line: ChildLine) => {
      const id = choiceField ? line[choiceField] : undefined;
      return (typeof id === 'string' && seen.get(id)) || '-';
    },
    [choiceField, seen],
  );

  const total =
    totalField === null
      ? null
      : lines.reduce((sum, line) => {
          const value = Number(line[totalField]);
          return Number.isFinite(value) ? sum + value : sum;
        }, 0);

  return {
    menu,
    selected,
    select,
    add,
    message,
    canPick,
    placeholder: formatMessage(messages.pickerPlaceholder, { label: source.label.one }),
    label: source.label.one,
    columns,
    lines,
    getChoiceLabel,
    editInput,
    setValue,
    canRemove,
    remove,
    // Cents, so 0.1 + 0.2 shows as 0,30 and not as a float's tail.
    total: total === null ? null : Math.round(total * 100) / 100,
    totalSchema: totalField === null ? null : (schema.items?.properties?.[totalField] ?? null),
  };
}

/** The input of the editable property: numbers take the options' rules, else their schema's minimum and maximum. */
export function getEditInput(schema: JsonSchema, rules: { readonly min?: number; readonly max?: number; readonly step?: number }): LineEditInput {
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  if (type !== 'number' && type !== 'integer') return { type: 'text' };
  const min = rules.min ?? schema.minimum;
  const max = rules.max ?? schema.maximum;
  return {
    type: 'number',
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    step: rules.step ?? (type === 'integer' ? 1 : 'any'),
  };
}

function withValue(line: ChildLine, property: string, value: unknown): ChildLine {
  const next: Record<string, unknown> = { ...line };
  if (value === undefined) delete next[property];
  else next[property] = value;
  return next;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
