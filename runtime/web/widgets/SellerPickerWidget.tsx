import type { FieldProps } from '@rjsf/utils';
import AsyncSelect from 'react-select/async';
import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import { getAdminFormContext } from './AdminFormContext.js';
import { FieldErrorList } from './FieldErrorList.js';
import { getErrorsAt } from './getErrorsAt.js';
import { getCountOption, getTextOption, getWidgetOptions } from './getWidgetOptions.js';
import { PICKER_PAGE_SIZE, useManyReferencePicker } from './useManyReferencePicker.js';
import type { ReferenceOption } from './useReferenceSearch.js';
import './formWidgets.css';

/** The spec's select-box menu height. */
export const MENU_MAX_HEIGHT = 300;

/**
 * A field holding ids of a referenced entity (ui:widget `sellerPicker`): an async select of its rows, 'Add',
 * and the chosen rows listed by label, each with a delete button. ui:options: pageSize (5), placeholder.
 */
export function SellerPickerWidget(props: FieldProps<string[]>) {
  const { formData, onChange, fieldPathId, schema, uiSchema, registry, name, disabled, readonly, errorSchema } = props;
  const messages = useMessages();
  const { entity, record } = getAdminFormContext(registry.formContext);
  const options = getWidgetOptions(uiSchema);
  const ids = Array.isArray(formData) ? formData.map(String) : [];
  const placeholder = getTextOption(options, 'placeholder', undefined) ?? getTextOption(uiSchema ?? {}, 'ui:placeholder', undefined);
  const picker = useManyReferencePicker({
    entity,
    field: name,
    ids,
    onChange: (next) => onChange(next, fieldPathId.path),
    record,
    pageSize: getCountOption(options, 'pageSize', PICKER_PAGE_SIZE),
    ...(placeholder ? { placeholder } : {}),
  });
  const id = fieldPathId.$id;
  const title = schema.title ?? name;
  const locked = disabled || readonly;

  return (
    <fieldset className="widget-picker" id={id}>
      <legend className="widget-legend">{title}</legend>
      <div className="widget-picker-row">
        <div className="widget-picker-select">
          <AsyncSelect<ReferenceOption, false>
            inputId={`${id}__select`}
            aria-label={formatMessage(messages.pickerSearch, { label: picker.label })}
            classNamePrefix="ref-select"
            placeholder={picker.placeholder}
            loadOptions={picker.loadOptions}
            defaultOptions
            value={picker.selected}
            onChange={(option) => picker.select(option)}
            isClearable
            isDisabled={locked}
            maxMenuHeight={MENU_MAX_HEIGHT}
            noOptionsMessage={() => messages.empty}
            loadingMessage={() => messages.loading}
          />
        </div>
        <button type="button" className="button" disabled={!picker.canAdd || locked} onClick={picker.add}>
          {messages.pickerAdd}
        </button>
      </div>
      {picker.items.length > 0 ? (
        <ul className="widget-picker-list" aria-label={title}>
          {picker.items.map((item, index) => (
            <li key={item.id} className="widget-picker-item">
              <span className="widget-picker-label">{item.label}</span>
              <button
                type="button"
                className="button button--danger button--small"
                aria-label={formatMessage(messages.pickerRemove, { label: item.label })}
                disabled={locked}
                onClick={() => picker.remove(item.id)}
              >
                {messages.delete}
              </button>
              <FieldErrorList errors={getErrorsAt(errorSchema, [index])} />
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
