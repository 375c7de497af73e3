import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import type { EditorProps } from '../registry/EditorProps.js';
import { getKeptValueOptions } from '../widgets/getKeptValueOptions.js';

/**
 * A select of the column's options (the field's listed values), with an empty choice; the value keeps its JSON type.
 * A stored value the field no longer lists shows as one more option, labelled as no longer valid (getKeptValueOptions).
 */
export function SelectEditor({ options, value, onChange, inputProps }: EditorProps) {
  const messages = useMessages();
  const choices = getKeptValueOptions(options, value, (text) => formatMessage(messages.keptValueOption, { value: text }));
  const index = choices.findIndex((option) => option.value === value);
  return (
    <select
      {...inputProps}
      className="input"
      value={index === -1 ? '' : String(index)}
      onChange={(event) => onChange(event.target.value === '' ? '' : choices[Number(event.target.value)]?.value)}
    >
      <option value="" />
      {choices.map((option, at) => (
        <option key={String(option.value)} value={String(at)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
