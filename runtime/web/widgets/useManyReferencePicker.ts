import { useCallback, useMemo, useState } from 'react';
import { widgetKinds } from '../../shared/index.js';
import type { EntityDefinition, ReferenceDefinition } from '../../shared/index.js';
import { getEntity, useAdmin } from '../context/index.js';
import type { GridRow } from '../api/GridRow.js';
import { formatMessage } from '../i18n/index.js';
import { getChoiceText, getReferenceOf, useLookupLabels, useLookupMenu, type LookupChoice, type UseLookupMenuResult } from '../references/index.js';
import { getRecordLabels } from './getRecordLabels.js';

/** How many choices the picker's select box loads at a time (it loads more on scroll). */
export const PICKER_PAGE_SIZE = widgetKinds.referencePicker.options.pageSize.default;

export interface UseManyReferencePickerOptions {
  /** The form's entity and the field holding the array of ids. */
  readonly entity: EntityDefinition;
  readonly field: string;
  readonly ids: readonly string[];
  readonly onChange: (ids: string[]) => void;
  /** The record an edit form loaded, for the labels of the ids it holds. */
  readonly record: GridRow | null;
  readonly pageSize?: number;
  /** Replaces 'Selecciona un {label}'. */
  readonly placeholder?: string;
}

export interface ChosenItem {
  readonly id: string;
  /** The row's label (its path in a tree), or '-' when the id is unknown. */
  readonly label: string;
}

export interface UseManyReferencePickerResult {
  /** The select's search: pages of the reference's lookup, more on scroll. */
  readonly menu: UseLookupMenuResult;
  readonly selected: LookupChoice | null;
  readonly select: (option: LookupChoice | null) => void;
  /** Add is enabled once a row is chosen. */
  readonly canAdd: boolean;
  /** Appends the chosen id unless the list holds it already; the select empties either way. */
  readonly add: () => void;
  readonly items: readonly ChosenItem[];
  readonly remove: (id: string) => void;
  readonly placeholder: string;
  /** The referenced entity's singular label, e.g. 'vendedor'. */
  readonly label: string;
}

/** A many-reference picker's state: the select's choice, the labels it has seen, and the list of chosen ids. */
export function useManyReferencePicker(options: UseManyReferencePickerOptions): UseManyReferencePickerResult {
  const { entity, field, ids, onChange, record, pageSize = PICKER_PAGE_SIZE } = options;
  const { entities, messages } = useAdmin();
  const reference = getManyReference(entity, field);
  const target = getEntity(entities, reference.entity);
  const menu = useLookupMenu({ entity: entity.entity, field, pageSize });
  const [selected, setSelected] = useState<LookupChoice | null>(null);
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());
  const recordLabels = useMemo(() => getRecordLabels(record, field), [record, field]);
  // Ids neither picked here nor labelled by the loaded record are resolved by the lookup; unknown ones read '-'.
  const unlabelled = useMemo(() => ids.filter((id) => !seen.has(id) && !recordLabels.has(id)), [ids, seen, recordLabels]);
  const resolved = useLookupLabels(entity.entity, field, unlabelled);

  const add = useCallback(() => {
    if (!selected) return;
    setSeen((previous) => new Map(previous).set(selected.value, getChoiceText(selected)));
    if (!ids.includes(selected.value)) onChange([...ids, selected.value]);
    setSelected(null);
  }, [selected, ids, onChange]);

  const remove = useCallback((id: string) => onChange(ids.filter((candidate) => candidate !== id)), [ids, onChange]);

  const items = useMemo(
    () => ids.map((id) => {
      const choice = resolved.choices.get(id);
      return { id, label: seen.get(id) ?? recordLabels.get(id) ?? (choice ? getChoiceText(choice) : '-') };
    }),
    [ids, seen, recordLabels, resolved.choices],
  );

  return {
    menu,
    selected,
    select: setSelected,
    canAdd: selected !== null,
    add,
    items,
    remove,
    placeholder: options.placeholder ?? formatMessage(messages.pickerPlaceholder, { label: target.label.one }),
    label: target.label.one,
  };
}

/** The reference declared on a field holding an array of ids; throws naming the field when there is none. */
export function getManyReference(entity: EntityDefinition, field: string): ReferenceDefinition {
  return getReferenceOf(entity, field);
}
