import type { ComponentType, KeyboardEvent } from 'react';
import type { FieldDefinition, OptionDefinition } from '../../shared/index.js';

/** The attributes every editor puts on its control: its name, validity and the row's Enter/Escape keys. */
export interface EditorInputProps {
  readonly 'aria-label': string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly disabled: boolean | undefined;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** What a grid edit cell's editor receives: the field, its column's options (select), the value and its setter. */
export interface EditorProps {
  /** The edited row's entity (a reference editor searches `entity.field`'s lookup). */
  readonly entity?: string | undefined;
  readonly field: FieldDefinition;
  readonly options: readonly OptionDefinition[];
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  readonly inputProps: EditorInputProps;
}

export type EditorComponent = ComponentType<EditorProps>;
