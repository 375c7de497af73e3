import { Link, useParams } from 'react-router';
import type { ViewDefinition } from '../../shared/index.js';
import { getCell, getFieldColumn } from '../cells/index.js';
import { useEntity, useMessages, useRegistry } from '../context/index.js';
import { getLinkPath } from '../grid/getLinkPath.js';
import { useEntityRecord } from './useEntityRecord.js';

export interface ViewPageProps {
  readonly view: ViewDefinition;
}

/** A record's read-only page: a label/value list of `view.fields`, drawn with the cell of each field's type, and `view.links`. */
export function ViewPage({ view }: ViewPageProps) {
  const params = useParams();
  const messages = useMessages();
  const { cells } = useRegistry();
  const entity = useEntity(view.entity);
  const { record, isLoading, error } = useEntityRecord(view.entity, view.load, params);
  const values = { ...params, ...record };

  return (
    <section className="page">
      <header className="page-header">
        <h1 className="page-title">{view.title}</h1>
        {record ? (
          <div className="page-actions">
            {view.links.map((link) => {
              const path = getLinkPath(link.to, values);
              return path ? (
                <Link key={link.to} className="button" to={path}>
                  {link.label}
                </Link>
              ) : null;
            })}
          </div>
        ) : null}
      </header>
      {isLoading ? <p className="page-status">{messages.loading}</p> : null}
      {error ? (
        <p className="page-error" role="alert">
          {messages.errorPrefix + error.message}
        </p>
      ) : null}
      {record ? (
        <dl className="record-view">
          {view.fields.map((name) => {
            const column = getFieldColumn(entity, name);
            const Cell = getCell(cells, column.cell);
            return (
              <div key={name} className="record-field">
                <dt>{column.title}</dt>
                <dd>
                  <Cell value={record[name]} column={column} row={record} />
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </section>
  );
}
