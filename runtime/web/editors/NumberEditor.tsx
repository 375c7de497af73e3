import type { EditorProps } from '../registry/EditorProps.js';
import { getInputText } from './getInputText.js';

/** A number input with the field's minimum, maximum and (integers) step 1. */
export function NumberEditor({ field, value, onChange, inputProps }: EditorProps) {
  const { schema } = field;
  const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  return (
    <input
      {...inputProps}
      type="number"
      className="input"
      value={getInputText(value)}
      min={schema.minimum}
      max={schema.maximum}
      step={integer ? 1 : 'any'}
      onChange={(event) => onChange(toNumber(event.target.value))}
    />
  );
}

function toNumber(text: string): number | string {
  // An empty or partial number stays as typed, so the server's message explains it instead of a silent 0.
  return text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text);
}
