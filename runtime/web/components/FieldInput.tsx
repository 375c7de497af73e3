import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import type { FieldDefinition } from '../../shared/index.js';

export interface FieldInputProps {
  readonly field: FieldDefinition;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** Messages shown beside the input; the input is marked invalid while there are any. */
  readonly errors?: readonly string[] | undefined;
  readonly disabled?: boolean;
  /** Submits the row on Enter (insert and inline edit). */
  readonly onEnter?: () => void;
  /** Leaves the row on Escape (inline edit). */
  readonly onEscape?: () => void;
}

/** One field's input for grid editing: a checkbox for booleans, a number input for numbers, text otherwise. */
export function FieldInput({ field, value, onChange, errors, disabled, onEnter, onEscape }: FieldInputProps) {
  const errorId = useId();
  const type = getFieldInputType(field);
  const invalid = errors !== undefined && errors.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };
  const common = {
    'aria-label': field.title,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    disabled,
    onKeyDown,
  };
  return (
    <span className="field-input">
      {type === 'checkbox' ? (
        <input {...common} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
      ) : (
        <input
          {...common}
          type={type}
          className="input"
          value={value === null || value === undefined ? '' : String(value)}
          maxLength={typeof field.schema.maxLength === 'number' ? field.schema.maxLength : undefined}
          onChange={(event) => onChange(type === 'number' ? toNumber(event.target.value) : event.target.value)}
        />
      )}
      {invalid ? (
        <span id={errorId} className="field-error" role="alert">
          {errors.join(' ')}
        </span>
      ) : null}
    </span>
  );
}

/** The input type that edits a field. */
export function getFieldInputType(field: FieldDefinition): 'checkbox' | 'number' | 'text' {
  const type = Array.isArray(field.schema.type) ? field.schema.type.find((t) => t !== 'null') : field.schema.type;
  if (type === 'boolean') return 'checkbox';
  if (type === 'integer' || type === 'number') return 'number';
  return 'text';
}

/** The value a new row starts with: the schema default, else false for booleans and empty for the rest. */
export function getInitialFieldValue(field: FieldDefinition): unknown {
  if (field.schema.default !== undefined) return field.schema.default;
  return getFieldInputType(field) === 'checkbox' ? false : '';
}

function toNumber(text: string): number | string {
  // An empty or partial number stays as typed, so the server's message explains it instead of a silent 0.
  return text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text);
}
