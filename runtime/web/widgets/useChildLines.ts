import { useCallback, useMemo, useState } from 'react';
import type { EntityDefinition, JsonSchema } from '../../shared/index.js';
import { getEntity, useAdmin } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import { getChildLine, getLineMapping, PRODUCT_KEY_LINE } from './getChildLine.js';
import { getLineColumns } from './getLineColumns.js';
import type { LineColumn } from './getLineColumns.js';
import { getReferenceSource } from './getReferenceSource.js';
import { PICKER_PAGE_SIZE } from './useManyReferencePicker.js';
import { useReferenceSearch } from './useReferenceSearch.js';
import type { ReferenceOption } from './useReferenceSearch.js';

export type ChildLine = Readonly<Record<string, unknown>>;
export type { LineColumn } from './getLineColumns.js';

export interface UseChildLinesOptions {
  /** The form's entity and the children property (e.g. `productKeys`). */
  readonly entity: EntityDefinition;
  readonly field: string;
  /** The field's array schema; its items' properties are the table's columns, in order. */
  readonly schema: JsonSchema;
  readonly lines: readonly ChildLine[];
  readonly onChange: (lines: ChildLine[]) => void;
  /**
   * ui:options: `product` (entity of the choices; default: the entity the line's id property refers to),
   * `line` (LineMapping; default the spec's product-key line), `price` (editable property, 'salePrice'),
   * `key` (property whose value locks a line; default the child's generated field), `pageSize` (5).
   */
  readonly options: Readonly<Record<string, unknown>>;
}

export interface UseChildLinesResult {
  readonly loadOptions: (input: string) => Promise<ReferenceOption[]>;
  readonly selected: ReferenceOption | null;
  readonly select: (option: ReferenceOption | null) => void;
  /** Appends a line from the chosen row; without a choice it only sets `message`. */
  readonly add: () => void;
  /** 'Selecciona un producto' after an add without a choice; null otherwise. */
  readonly message: string | null;
  readonly placeholder: string;
  /** The choices' entity label, e.g. 'producto'. */
  readonly label: string;
  readonly columns: readonly LineColumn[];
  readonly lines: readonly ChildLine[];
  /** The label of a line's chosen row, '-' when unknown. */
  readonly getChoiceLabel: (line: ChildLine) => string;
  readonly setPrice: (index: number, text: string) => void;
  /** Only lines whose key is still empty can go. */
  readonly canRemove: (line: ChildLine) => boolean;
  readonly remove: (index: number) => void;
  /** Sum of the lines' prices. */
  readonly total: number;
}

/** An editable children array's state: the product select, adding lines from the chosen row, prices, removal, total. */
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
  const mapping = getLineMapping(options.options.line) ?? PRODUCT_KEY_LINE;
  const choiceField = Object.keys(mapping).find((property) => mapping[property] === '_id') ?? null;
  const choiceReference = child.references.find((reference) => reference.field === choiceField);
  const productName = typeof options.options.product === 'string' ? options.options.product : (choiceReference?.entity ?? 'product');
  const product = getEntity(entities, productName);
  const display = choiceReference?.entity === product.entity ? choiceReference.display : 'name';
  const priceField = typeof options.options.price === 'string' ? options.options.price : 'salePrice';
  const keyField = typeof options.options.key === 'string' ? options.options.key : (Object.keys(child.generated)[0] ?? null);
  const pageSize = typeof options.options.pageSize === 'number' ? options.options.pageSize : PICKER_PAGE_SIZE;

  const source = useMemo(() => getReferenceSource(product, display), [product, display]);
  const search = useReferenceSearch(source, pageSize);
  const [selected, setSelected] = useState<ReferenceOption | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());

  const columns = useMemo(() => getLineColumns(schema, { choiceField, priceField, keyField }), [schema, choiceField, priceField, keyField]);

  const select = useCallback((option: ReferenceOption | null) => {
    setSelected(option);
    if (option) setMessage(null);
  }, []);

  const add = useCallback(() => {
    if (!selected) {
      setMessage(formatMessage(messages.pickerRequired, { label: product.label.one }));
      return;
    }
    setSeen((previous) => new Map(previous).set(selected.value, selected.label));
    onChange([...lines, getChildLine(selected.row, mapping)]);
    setSelected(null);
    setMessage(null);
  }, [selected, lines, onChange, mapping, messages.pickerRequired, product.label.one]);

  const setPrice = useCallback(
    (index: number, text: string) => {
      const price = text.trim() === '' ? undefined : Number(text);
      onChange(lines.map((line, at) => (at === index ? withValue(line, priceField, Number.isFinite(price) ? price : undefined) : line)));
    },
    [lines, onChange, priceField],
  );

  const canRemove = useCallback((line: ChildLine) => keyField === null || isEmpty(line[keyField]), [keyField]);
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

  const total = lines.reduce((sum, line) => {
    const price = Number(line[priceField]);
    return Number.isFinite(price) ? sum + price : sum;
  }, 0);

  return {
    loadOptions: search,
    selected,
    select,
    add,
    message,
    placeholder: formatMessage(messages.pickerPlaceholder, { label: product.label.one }),
    label: product.label.one,
    columns,
    lines,
    getChoiceLabel,
    setPrice,
    canRemove,
    remove,
    // Cents, so 0.1 + 0.2 shows as 0,30 and not as a float's tail.
    total: Math.round(total * 100) / 100,
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
