import { useCallback, useMemo, useState } from 'react';
import type { EntityDefinition, ReferenceDefinition } from '../../shared/index.js';
import { getEntity, useAdmin } from '../context/index.js';
import type { GridRow } from '../grid/GridRow.js';
import { formatMessage } from '../i18n/index.js';
import { getRecordLabels } from './getRecordLabels.js';
import { getReferenceSource } from './getReferenceSource.js';
import { useReferenceSearch } from './useReferenceSearch.js';
import type { ReferenceOption } from './useReferenceSearch.js';

/** The select-box page size of the spec. */
export const PICKER_PAGE_SIZE = 5;

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
  /** The row's label, or '-' when the id is unknown. */
  readonly label: string;
}

export interface UseManyReferencePickerResult {
  readonly loadOptions: (input: string) => Promise<ReferenceOption[]>;
  readonly selected: ReferenceOption | null;
  readonly select: (option: ReferenceOption | null) => void;
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
  const source = useMemo(() => getReferenceSource(target, reference.display), [target, reference.display]);
  const search = useReferenceSearch(source, pageSize);
  const [selected, setSelected] = useState<ReferenceOption | null>(null);
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => getRecordLabels(record, field));

  const remember = useCallback((found: readonly ReferenceOption[]) => {
    setSeen((previous) => {
      if (found.every((option) => previous.get(option.value) === option.label)) return previous;
      const next = new Map(previous);
      for (const option of found) next.set(option.value, option.label);
      return next;
    });
  }, []);

  const loadOptions = useCallback(
    async (input: string) => {
      const found = await search(input);
      remember(found);
      return found;
    },
    [search, remember],
  );

  const add = useCallback(() => {
    if (!selected) return;
    remember([selected]);
    if (!ids.includes(selected.value)) onChange([...ids, selected.value]);
    setSelected(null);
  }, [selected, ids, onChange, remember]);

  const remove = useCallback((id: string) => onChange(ids.filter((candidate) => candidate !== id)), [ids, onChange]);

  const recordLabels = useMemo(() => getRecordLabels(record, field), [record, field]);
  const items = useMemo(() => ids.map((id) => ({ id, label: seen.get(id) ?? recordLabels.get(id) ?? '-' })), [ids, seen, recordLabels]);

  return {
    loadOptions,
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
  const reference = entity.references.find((candidate) => candidate.field === field);
  if (!reference) {
    const known = entity.references.map((candidate) => candidate.field).join(', ') || 'none';
    throw new Error(`Field "${field}" of entity "${entity.entity}" declares no reference for its picker. References: ${known}.`);
  }
  return reference;
}
