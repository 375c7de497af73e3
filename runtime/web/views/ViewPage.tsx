import { Link, useParams } from 'react-router';
import { isWhenMet } from '../../shared/index.js';
import type { EntityDefinition, ViewDefinition } from '../../shared/index.js';
import { RecordActions } from '../actions/index.js';
import { RecordHistoryLink } from '../components/index.js';
import { useEntity, useMessages } from '../context/index.js';
import { getErrorText } from '../api/index.js';
import { getLinkPath } from '../actions/getLinkPath.js';
import { useEntityRecord } from './useEntityRecord.js';
import { ViewFieldValue } from './ViewFieldValue.js';

export interface ViewPageProps {
  readonly view: ViewDefinition;
}

/**
 * A record's read-only page: a label/value list of `view.fields` (cells by type; children as tables, uploaded
 * files as links, objects as nested lists), `view.links` (those whose `when` the record meets), 'Historial' when the app keeps a record history, and the
 * transitions and delete the entity's grid offers on its rows.
 */
export function ViewPage({ view }: ViewPageProps) {
  const params = useParams();
  const messages = useMessages();
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
              const path = isWhenMet(link.when, record) ? getLinkPath(link.to, values) : null;
              return path ? (
                <Link key={link.to} className="button" to={path}>
                  {link.label}
                </Link>
              ) : null;
            })}
            <RecordHistoryLink entity={view.entity} recordId={record._id} />
            <RecordActions entity={view.entity} record={record} routeParams={params} />
          </div>
        ) : null}
      </header>
      {isLoading ? <p className="page-status">{messages.loading}</p> : null}
      {error ? (
        <p className="page-error" role="alert">
          {getErrorText(error, messages)}
        </p>
      ) : null}
      {record ? (
        <dl className="record-view">
          {view.fields.map((name) => {
            const title = getFieldTitle(entity, name);
            return (
              <div key={name} className="record-field">
                <dt>{title}</dt>
                <dd>
                  <ViewFieldValue entity={entity} name={name} title={title} record={record} />
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </section>
  );
}

/** A field's title; a children property that is not also a field is titled by its name. */
function getFieldTitle(entity: EntityDefinition, name: string): string {
  return entity.fields.find((field) => field.name === name)?.title ?? name;
}
