import type { FieldProps } from '@rjsf/utils';
import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import { getAdminFormContext } from './AdminFormContext.js';
import { FieldErrorList } from './FieldErrorList.js';
import { LazyLookupSelect } from '../references/index.js';
import { getErrorsAt } from './getErrorsAt.js';
import { readWidgetOptions } from '../../shared/index.js';
import { getTextOption, getWidgetOptions } from './getWidgetOptions.js';
import { PICKER_PAGE_SIZE, useManyReferencePicker } from './useManyReferencePicker.js';
import './formWidgets.css';

/**
 * A field holding ids of a referenced entity (ui:widget `referencePicker`, the default of such fields): the
 * reference's searchable select (more on scroll), 'Add', and the chosen rows listed by label, each with a delete
 * button; an id listed once. ui:options: pageSize (5), placeholder.
 */
export function ReferencePickerWidget(props: FieldProps<string[]>) {
  const { formData, onChange, fieldPathId, schema, uiSchema, registry, name, disabled, readonly, errorSchema } = props;
  const messages = useMessages();
  const { entity, record } = getAdminFormContext(registry.formContext);
  const options = readWidgetOptions('referencePicker', getWidgetOptions(uiSchema));
  const ids = Array.isArray(formData) ? formData.map(String) : [];
  const placeholder = options.placeholder ?? getTextOption(uiSchema ?? {}, 'ui:placeholder', undefined);
  const picker = useManyReferencePicker({
    entity,
    field: name,
    ids,
    onChange: (next) => onChange(next, fieldPathId.path),
    record,
    pageSize: options.pageSize ?? PICKER_PAGE_SIZE,
    ...(placeholder ? { placeholder } : {}),
  });
  const id = fieldPathId.$id;
  const title = schema.title ?? name;
  const locked = disabled || readonly;

  return (
    <fieldset className="widget-picker" id={id}>
      <legend className="widget-legend">{title}</legend>
      {/* Read-only (the roles', or the user's own row-filter value): the chosen rows alone, nothing to search, add or remove. */}
      {locked ? null : (
        <div className="widget-picker-row">
          <div className="widget-picker-select">
            <LazyLookupSelect
              inputId={`${id}__select`}
              label={formatMessage(messages.pickerSearch, { label: picker.label })}
              placeholder={picker.placeholder}
              menu={picker.menu}
              value={picker.selected}
              onChange={(option) => picker.select(option)}
            />
          </div>
          <button type="button" className="button" disabled={!picker.canAdd} onClick={picker.add}>
            {messages.pickerAdd}
          </button>
        </div>
      )}
      {picker.items.length > 0 ? (
        <ul className="widget-picker-list" aria-label={title}>
          {picker.items.map((item, index) => (
            <li key={item.id} className="widget-picker-item">
              <span className="widget-picker-label">{item.label}</span>
              {locked ? null : (
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={formatMessage(messages.pickerRemove, { label: item.label })}
                  onClick={() => picker.remove(item.id)}
                >
                  {messages.delete}
                </button>
              )}
              <FieldErrorList errors={getErrorsAt(errorSchema, [index])} />
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
