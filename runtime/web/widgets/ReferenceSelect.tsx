import AsyncSelect from 'react-select/async';
import type { ReferenceOption } from './useReferenceSearch.js';

/** A select box's open menu is at most this tall (px); longer lists scroll inside it. */
export const MENU_MAX_HEIGHT = 300;

export interface ReferenceSelectProps {
  readonly inputId: string;
  readonly label: string;
  readonly placeholder: string;
  readonly loadOptions: (input: string) => Promise<ReferenceOption[]>;
  readonly value: ReferenceOption | null;
  readonly onChange: (option: ReferenceOption | null) => void;
  readonly disabled: boolean;
  readonly describedBy?: string | undefined;
  /** Texts of the empty and loading menus. */
  readonly emptyText: string;
  readonly loadingText: string;
}

/**
 * The widgets' async select of referenced rows (react-select), first page loaded on mount, menu 300 px high.
 * In its own chunk, loaded by the forms that draw a picker.
 */
export default function ReferenceSelect(props: ReferenceSelectProps) {
  const { inputId, label, placeholder, loadOptions, value, onChange, disabled, describedBy, emptyText, loadingText } = props;
  return (
    <AsyncSelect<ReferenceOption, false>
      inputId={inputId}
      aria-label={label}
      aria-describedby={describedBy}
      classNamePrefix="ref-select"
      placeholder={placeholder}
      loadOptions={loadOptions}
      defaultOptions
      value={value}
      onChange={onChange}
      isClearable
      isDisabled={disabled}
      maxMenuHeight={MENU_MAX_HEIGHT}
      noOptionsMessage={() => emptyText}
      loadingMessage={() => loadingText}
    />
  );
}
