import { useState } from 'react';
import type { KeyboardEvent, UIEvent } from 'react';
import Select, { components, type MenuListProps } from 'react-select';
import { getChoiceText, type LookupChoice } from './LookupChoice.js';
import type { UseLookupMenuResult } from './useLookupMenu.js';
import './lookupSelect.css';

/** A select box's open menu is at most this tall (px); longer lists scroll inside it. */
export const MENU_MAX_HEIGHT = 300;
/** The menu asks for its next page this close to its end (px). */
const NEAR_END = 24;

/**
 * The menu list, asking for more when scrolled near its end by any means (wheel, touch, drag, or the keyboard moving
 * the focused option into view); react-select's own onMenuScrollToBottom only follows wheel and touch, and not at
 * all on touch-capable devices.
 */
function LookupMenuList(props: MenuListProps<LookupChoice, false>) {
  const { onMenuScrollToBottom } = props.selectProps;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    // The handler (useLookupMenu's) reads no event; react-select types it for wheel and touch events only.
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END) onMenuScrollToBottom?.(event.nativeEvent as unknown as WheelEvent);
  };
  return <components.MenuList {...props} innerProps={{ ...props.innerProps, onScroll }} />;
}

const SELECT_COMPONENTS = { MenuList: LookupMenuList };

export interface LookupSelectProps {
  readonly inputId: string;
  /** The accessible name of the search box. */
  readonly label: string;
  readonly placeholder: string;
  readonly menu: UseLookupMenuResult;
  readonly value: LookupChoice | null;
  readonly onChange: (choice: LookupChoice | null) => void;
  readonly disabled?: boolean | undefined;
  /** Offer the clear button (not for a required value). */
  readonly clearable?: boolean;
  readonly invalid?: boolean | undefined;
  readonly describedBy?: string | undefined;
  /** Keys pressed while the menu is closed (a grid row's Enter and Escape). */
  readonly onClosedKeyDown?: ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
  readonly emptyText: string;
  readonly loadingText: string;
  readonly className?: string;
}

/**
 * The reference pickers' searchable select (react-select): options come from the server's lookup (no filtering
 * here), more on scroll; each shows its path or label and, when declared, its secondary text. In its own chunk.
 */
export default function LookupSelect(props: LookupSelectProps) {
  const { inputId, label, placeholder, menu, value, onChange, disabled, clearable = true, invalid, describedBy, onClosedKeyDown, emptyText, loadingText, className } = props;
  const [isOpen, setOpen] = useState(false);
  return (
    <Select<LookupChoice, false>
      inputId={inputId}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={className}
      classNamePrefix="ref-select"
      placeholder={placeholder}
      options={menu.options}
      isLoading={menu.isLoading}
      inputValue={menu.inputValue}
      onInputChange={(text, meta) => menu.onInputChange(text, meta.action)}
      onMenuOpen={() => {
        setOpen(true);
        menu.onMenuOpen();
      }}
      onMenuClose={() => setOpen(false)}
      onMenuScrollToBottom={menu.onMenuScrollToBottom}
      components={SELECT_COMPONENTS}
      // The server searched already; react-select must not filter its page again.
      filterOption={null}
      getOptionValue={(choice) => choice.value}
      getOptionLabel={getChoiceText}
      formatOptionLabel={(choice, { context }) =>
        context === 'menu' && choice.secondary ? (
          <span className="lookup-option">
            <span>{getChoiceText(choice)}</span>
            <span className="lookup-option-secondary">{choice.secondary}</span>
          </span>
        ) : (
          getChoiceText(choice)
        )
      }
      value={value}
      onChange={(choice) => onChange(choice ?? null)}
      onKeyDown={(event) => {
        if (!isOpen && onClosedKeyDown && (event.key === 'Enter' || event.key === 'Escape')) onClosedKeyDown(event);
      }}
      isClearable={clearable}
      isDisabled={Boolean(disabled)}
      maxMenuHeight={MENU_MAX_HEIGHT}
      noOptionsMessage={() => (menu.isLoading ? loadingText : emptyText)}
      loadingMessage={() => loadingText}
    />
  );
}
