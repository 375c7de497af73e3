import type { WidgetProps } from '@rjsf/utils';
import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import { getKeptValueOptions } from './getKeptValueOptions.js';

/**
 * The form's select (`ui:widget` select, RJSF's default for a field that lists its values): RJSF's own SelectWidget,
 * plus the stored value when the field no longer lists it, labelled as no longer valid (getKeptValueOptions).
 */
export function KeptValueSelectWidget(props: WidgetProps) {
  const messages = useMessages();
  const { SelectWidget } = props.registry.widgets;
  const enumOptions = getKeptValueOptions(props.options.enumOptions ?? [], props.value, (value) => formatMessage(messages.keptValueOption, { value }));
  if (!SelectWidget) throw new Error('RJSF registry without its SelectWidget');
  return <SelectWidget {...props} options={{ ...props.options, enumOptions: [...enumOptions] }} />;
}
