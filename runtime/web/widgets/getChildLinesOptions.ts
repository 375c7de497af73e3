import { getLineMapping } from '../../shared/index.js';
import type { LineMapping } from '../../shared/index.js';

/** The editable property of a line and its number rules (min and max default to its schema's). */
export interface LineEdit {
  readonly field: string;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

/** ui:options of the `childLines` widget, as the generator checks them. */
export interface ChildLinesOptions {
  /** Entity whose rows are picked; default: the entity the property copying `_id` refers to. */
  readonly source: string | null;
  /** Field shown for a picked row; default: the display of that reference. */
  readonly display: string | null;
  /** Each line property's source in the picked row. */
  readonly copy: LineMapping;
  readonly edit: LineEdit | null;
  /** Number property summed below the lines; no total when absent. */
  readonly total: string | null;
  /** Property whose value locks a line against removal; default: the child's generated field. */
  readonly lockedBy: string | null;
  readonly pageSize: number | null;
}

/** The options from `ui:options`; throws naming the problem, for a model that skipped the generator's check. */
export function getChildLinesOptions(options: Readonly<Record<string, unknown>>): ChildLinesOptions {
  const copy = getLineMapping(options.copy);
  if (!copy) throw new Error('The childLines widget needs ui:options.copy: each line property with its source in the picked row.');
  const text = (name: string): string | null => (typeof options[name] === 'string' ? (options[name] as string) : null);
  const edit = options.edit;
  const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  let lineEdit: LineEdit | null = null;
  if (typeof edit === 'string') lineEdit = { field: edit };
  else if (typeof edit === 'object' && edit !== null && 'field' in edit && typeof edit.field === 'string') {
    const rules = edit as Record<string, unknown>;
    const [min, max, step] = [number(rules.min), number(rules.max), number(rules.step)];
    lineEdit = { field: edit.field, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }), ...(step === undefined ? {} : { step }) };
  }
  const pageSize = options.pageSize;
  return {
    source: text('source'),
    display: text('display'),
    copy,
    edit: lineEdit,
    total: text('total'),
    lockedBy: text('lockedBy'),
    pageSize: typeof pageSize === 'number' && Number.isInteger(pageSize) && pageSize > 0 ? pageSize : null,
  };
}
