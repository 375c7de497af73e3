import type { FieldProps } from '@rjsf/utils';
import type { DateDisplay, JsonSchema } from '../../shared/index.js';
import { useAdmin } from '../context/index.js';
import { formatDate, formatFieldNumber, formatMessage } from '../i18n/index.js';
import { LazyLookupSelect } from '../references/index.js';
import { getAdminFormContext } from './AdminFormContext.js';
import { FieldErrorList } from './FieldErrorList.js';
import { getErrorsAt } from './getErrorsAt.js';
import { getWidgetOptions } from './getWidgetOptions.js';
import { useChildLines } from './useChildLines.js';
import type { ChildLine, LineColumn } from './useChildLines.js';
import './formWidgets.css';

/**
 * An editable children array (ui:widget `childLines`): pick a row of the source entity, 'Agregar' a line copied from
 * it, edit the one editable property per line, delete lines not locked yet; the total below. ui:options: see
 * ChildLinesOptions.
 */
export function ChildLinesWidget(props: FieldProps<ChildLine[]>) {
  const { formData, onChange, fieldPathId, schema, uiSchema, registry, name, disabled, readonly, errorSchema } = props;
  const { messages, app } = useAdmin();
  const { entity } = getAdminFormContext(registry.formContext);
  const lines = Array.isArray(formData) ? formData : [];
  const editor = useChildLines({
    entity,
    field: name,
    // RJSFSchema and the model's JsonSchema describe the same JSON text; only their TypeScript shapes differ.
    schema: schema as JsonSchema,
    lines,
    onChange: (next) => onChange(next, fieldPathId.path),
    options: getWidgetOptions(uiSchema),
  });
  const id = fieldPathId.$id;
  const title = schema.title ?? name;
  const locked = disabled || readonly;
  const messageId = `${id}__message`;

  return (
    <fieldset className="widget-lines" id={id}>
      <legend className="widget-legend">{title}</legend>
      <div className="widget-picker-row">
        <div className="widget-picker-select">
          <LazyLookupSelect
            inputId={`${id}__select`}
            label={editor.placeholder}
            describedBy={editor.message ? messageId : undefined}
            placeholder={editor.placeholder}
            menu={editor.menu}
            value={editor.selected}
            onChange={(option) => editor.select(option)}
            disabled={Boolean(locked) || !editor.canPick}
            emptyText={messages.empty}
            loadingText={messages.loading}
          />
        </div>
        <button type="button" className="button" disabled={locked || !editor.canPick} onClick={editor.add}>
          {messages.add}
        </button>
      </div>
      {editor.message ? (
        <p className="widget-message text-danger" id={messageId} role="alert">
          {editor.message}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="widget-empty">{messages.linesEmpty}</p>
      ) : (
        <table className="widget-lines-table">
          <thead>
            <tr>
              {editor.columns.map((column) => (
                <th key={column.name} scope="col">
                  {column.title}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{messages.linesActions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index}>
                {editor.columns.map((column) => (
                  <td key={column.name} className={column.kind === 'number' || (column.kind === 'edit' && editor.editInput?.type === 'number') ? 'cell-number' : undefined}>
                    {column.kind === 'edit' && editor.editInput ? (
                      <input
                        type={editor.editInput.type}
                        {...(editor.editInput.type === 'number'
                          ? { step: editor.editInput.step, min: editor.editInput.min, max: editor.editInput.max }
                          : {})}
                        className="form-control widget-lines-edit"
                        aria-label={formatMessage(messages.linesEdit, { title: column.title, index: index + 1 })}
                        value={getInputText(line[column.name])}
                        disabled={locked}
                        onChange={(event) => editor.setValue(index, event.target.value)}
                      />
                    ) : (
                      <LineValue column={column} line={line} locale={app.locale} dateDisplay={app.dateDisplay} choiceLabel={editor.getChoiceLabel} />
                    )}
                    <FieldErrorList errors={getErrorsAt(errorSchema, [index, column.name])} />
                  </td>
                ))}
                <td>
                  {editor.canRemove(line) ? (
                    <button
                      type="button"
                      className="button button--danger button--small"
                      aria-label={formatMessage(messages.linesRemove, { index: index + 1 })}
                      disabled={locked}
                      onClick={() => editor.remove(index)}
                    >
                      {messages.delete}
                    </button>
                  ) : null}
                  <FieldErrorList errors={getErrorsAt(errorSchema, [index])} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editor.total === null ? null : (
        <p className="widget-lines-total">{formatMessage(messages.linesTotal, { total: formatFieldNumber(editor.total, editor.totalSchema ?? {}, app.locale) ?? '' })}</p>
      )}
    </fieldset>
  );
}

interface LineValueProps {
  readonly column: LineColumn;
  readonly line: ChildLine;
  readonly locale: string;
  readonly dateDisplay: DateDisplay;
  readonly choiceLabel: (line: ChildLine) => string;
}

function LineValue({ column, line, locale, dateDisplay, choiceLabel }: LineValueProps) {
  const value = line[column.name];
  if (column.kind === 'choice') return <>{choiceLabel(line)}</>;
  if (column.kind === 'number') return <>{formatFieldNumber(value, column.schema, locale) ?? ''}</>;
  if (column.schema.format === 'date' || column.schema.format === 'date-time') return <>{formatDate(value, column.schema.format === 'date' ? 'date' : 'datetime', dateDisplay)}</>;
  return <>{value === null || value === undefined ? '' : String(value)}</>;
}

function getInputText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '';
}
