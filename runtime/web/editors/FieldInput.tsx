import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import type { EditorKind, FieldDefinition, OptionDefinition } from '../../shared/index.js';
import { useRegistry } from '../context/index.js';
import { getEditor } from './editorRegistry.js';

export interface FieldInputProps {
  /** The edited row's entity (reference editors search its reference's lookup). */
  readonly entity?: string;
  readonly field: FieldDefinition;
  /** The column's registered editor (the generator derives it from the field, or the schema declares it). */
  readonly editor: EditorKind;
  /** The column's options, for a select. */
  readonly options?: readonly OptionDefinition[];
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

/** One field's input for grid editing: the column's editor from the registry, its messages beside it. */
export function FieldInput({ entity, field, editor, options = [], value, onChange, errors, disabled, onEnter, onEscape }: FieldInputProps) {
  const errorId = useId();
  const { editors } = useRegistry();
  const Editor = getEditor(editors, editor);
  const invalid = errors !== undefined && errors.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };
  const inputProps = {
    'aria-label': field.title,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    disabled,
    onKeyDown,
  } as const;
  return (
    <span className="field-input">
      <Editor entity={entity} field={field} options={options} value={value} onChange={onChange} inputProps={inputProps} />
      {invalid ? (
        <span id={errorId} className="field-error" role="alert">
          {errors.join(' ')}
        </span>
      ) : null}
    </span>
  );
}

/** How a field's value is read from text (route params): a checkbox's, a number's, or as typed. */
export function getFieldInputType(field: FieldDefinition): 'checkbox' | 'number' | 'text' {
  const type = getSchemaType(field);
  if (type === 'boolean') return 'checkbox';
  if (type === 'integer' || type === 'number') return 'number';
  return 'text';
}

/** The value a new row starts with: the schema default, else false for booleans and empty for the rest. */
export function getInitialFieldValue(field: FieldDefinition): unknown {
  if (field.schema.default !== undefined) return field.schema.default;
  return getFieldInputType(field) === 'checkbox' ? false : '';
}

function getSchemaType(field: FieldDefinition): string | undefined {
  const { type } = field.schema;
  return Array.isArray(type) ? type.find((candidate) => candidate !== 'null') : type;
}
