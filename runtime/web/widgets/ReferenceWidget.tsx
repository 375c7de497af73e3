import type { WidgetProps } from '@rjsf/utils';
import { readWidgetOptions, widgetKinds } from '../../shared/index.js';
import { useMessages } from '../context/index.js';
import { LazyLookupSelect, useLookupMenu, useReferenceChoice } from '../references/index.js';
import { getAdminFormContext } from './AdminFormContext.js';

/**
 * A field holding one id of a referenced entity (ui:widget `reference`, the default of such fields): a searchable
 * select of the reference's lookup, 20 options at a time and more on scroll, each with its secondary text or tree
 * path. ui:options: pageSize, placeholder.
 */
export function ReferenceWidget(props: WidgetProps) {
  const { id, name, value, onChange, disabled, readonly, required, registry, schema, options, rawErrors, placeholder } = props;
  const messages = useMessages();
  const { entity, record } = getAdminFormContext(registry.formContext);
  const own = readWidgetOptions('reference', options);
  const menu = useLookupMenu({ entity: entity.entity, field: name, pageSize: own.pageSize ?? widgetKinds.reference.options.pageSize.default });
  const current = typeof value === 'string' && value !== '' ? value : null;
  const choice = useReferenceChoice(entity.entity, name, current, record);
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  return (
    <LazyLookupSelect
      inputId={id}
      label={schema.title ?? name}
      placeholder={own.placeholder ?? (placeholder || messages.lookupPlaceholder)}
      menu={menu}
      value={choice.selected}
      onChange={(picked) => {
        const next = choice.pick(picked);
        // Cleared: null where the field allows it (an edit then unsets it), else no value.
        onChange(next ?? (nullable ? null : undefined));
      }}
      disabled={disabled || readonly}
      clearable={!required}
      invalid={rawErrors !== undefined && rawErrors.length > 0}
    />
  );
}
