import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { SavedView, ViewSharing } from '../../shared/index.js';
import { getErrorText } from '../api/index.js';
import { ConfirmDialog } from '../components/ConfirmDialog.js';
import { useAdmin, useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import type { UseSavedViewsResult } from './useSavedViews.js';

export interface GridViewsMenuProps {
  readonly views: UseSavedViewsResult;
}

/**
 * 'Vistas': the user's views of the grid (own first, then those shared with them), each applied by a click; the user's
 * own ones also take the current state or go; any one may be the user's default. 'Guardar vista…' saves the grid's
 * current filters, sort, tab, page size and columns under a name, for the user alone, everyone or a role.
 */
export function GridViewsMenu({ views }: GridViewsMenuProps) {
  const messages = useMessages();
  const { app } = useAdmin();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const run = (work: () => Promise<unknown>) => {
    setError(null);
    work().catch((failure: Error) => setError(getErrorText(failure, messages)));
  };
  const roleLabel = (name: string | null) => app.roles.find((role) => role.name === name)?.label ?? name ?? '';
  const own = views.views.filter((view) => view.own);
  const shared = views.views.filter((view) => !view.own);
  const item = (view: SavedView) => {
    const notes = [
      view._id === views.current?._id ? messages.viewsCurrent : null,
      view.isDefault ? messages.viewsDefault : null,
      view.shared === 'everyone' ? messages.viewsSharedEveryone : view.shared === 'role' ? formatMessage(messages.viewsSharedRole, { role: roleLabel(view.role) }) : null,
    ].filter((note) => note !== null);
    return (
      <li key={view._id} className="grid-views-item">
        <button type="button" className="grid-views-apply" aria-label={formatMessage(messages.viewsApply, { name: view.name })} aria-current={view._id === views.current?._id ? 'true' : undefined} onClick={() => views.apply(view)}>
          {view.name}
          {notes.length > 0 ? <span className="grid-views-notes"> ({notes.join(', ')})</span> : null}
        </button>
        <span className="grid-views-item-actions">
          <button
            type="button"
            className="button button--small"
            aria-pressed={view.isDefault}
            aria-label={formatMessage(view.isDefault ? messages.viewsUnsetDefault : messages.viewsMakeDefault, { name: view.name })}
            onClick={() => run(() => views.setDefault(view.isDefault ? null : view))}>
            ★
          </button>
          {view.own ? (
            <>
              <button type="button" className="button button--small" aria-label={formatMessage(messages.viewsUpdate, { name: view.name })} onClick={() => run(() => views.update(view, {}, true))}>
                {messages.save}
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={formatMessage(messages.viewsDelete, { name: view.name })}
                onClick={() => setDeleting(view)}>
                {messages.delete}
              </button>
            </>
          ) : null}
        </span>
      </li>
    );
  };
  return (
    <details className="grid-views">
      <summary className="button">{messages.viewsMenu}</summary>
      <div className="grid-views-menu">
        {views.views.length === 0 ? <p className="grid-views-empty">{messages.viewsEmpty}</p> : null}
        {own.length > 0 ? <ViewGroup title={messages.viewsOwn}>{own.map(item)}</ViewGroup> : null}
        {shared.length > 0 ? <ViewGroup title={messages.viewsShared}>{shared.map(item)}</ViewGroup> : null}
        {error !== null ? (
          <p className="grid-views-error" role="alert">
            {error}
          </p>
        ) : null}
        {deleting ? (
          <ConfirmDialog
            text={formatMessage(messages.viewsDeleteConfirm, { name: deleting.name })}
            acceptLabel={messages.delete}
            onAccept={() => {
              setDeleting(null);
              run(() => views.remove(deleting));
            }}
            onCancel={() => setDeleting(null)}
          />
        ) : null}
        {saving ? (
          <SaveViewForm
            roles={app.roles}
            onCancel={() => setSaving(false)}
            onSave={(input) =>
              views.create(input).then(
                () => setSaving(false),
                (failure: Error) => getErrorText(failure, messages),
              )
            }
          />
        ) : (
          <button type="button" className="button" onClick={() => setSaving(true)}>
            {messages.viewsSaveOpen}
          </button>
        )}
      </div>
    </details>
  );
}

function ViewGroup({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="grid-views-heading">
        {title}
      </h3>
      <ul className="grid-views-list">{children}</ul>
    </section>
  );
}

interface SaveViewFormProps {
  readonly roles: readonly { readonly name: string; readonly label: string }[];
  /** Resolves with an error text when the save failed, nothing when it worked. */
  readonly onSave: (input: { name: string; shared: ViewSharing; role: string | null; default: boolean }) => Promise<string | void>;
  readonly onCancel: () => void;
}

/** The 'Guardar vista' form: a name, who sees it (only me, everyone, a role) and whether it is the user's default. */
function SaveViewForm({ roles, onSave, onCancel }: SaveViewFormProps) {
  const messages = useMessages();
  const id = useId();
  const [name, setName] = useState('');
  const [shared, setShared] = useState<ViewSharing>('private');
  const [role, setRole] = useState(roles[0]?.name ?? '');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({ name, shared, role: shared === 'role' ? role : null, default: isDefault }).then((failure) => setError(failure ?? null));
  };
  const sharings: [ViewSharing, string][] = [
    ['private', messages.viewsSharePrivate],
    ['everyone', messages.viewsShareEveryone],
    ...(roles.length > 0 ? [['role', messages.viewsShareRole] as [ViewSharing, string]] : []),
  ];
  return (
    <form className="grid-views-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`} className="grid-views-heading">
        {messages.viewsSaveTitle}
      </h3>
      <label htmlFor={`${id}-name`}>{messages.viewsName}</label>
      <input id={`${id}-name`} type="text" required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} aria-invalid={error !== null || undefined} aria-describedby={error !== null ? `${id}-error` : undefined} />
      <fieldset>
        <legend>{messages.viewsShare}</legend>
        {sharings.map(([value, label]) => (
          <label key={value} className="grid-views-choice">
            <input type="radio" name={`${id}-shared`} value={value} checked={shared === value} onChange={() => setShared(value)} /> {label}
          </label>
        ))}
      </fieldset>
      {shared === 'role' ? (
        <>
          <label htmlFor={`${id}-role`}>{messages.viewsRole}</label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value)}>
            {roles.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.label}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label className="grid-views-choice">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} /> {messages.viewsMakeMine}
      </label>
      {error !== null ? (
        <p id={`${id}-error`} className="grid-views-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="grid-views-form-actions">
        <button type="submit" className="button button--primary">
          {messages.save}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {messages.cancel}
        </button>
      </div>
    </form>
  );
}
