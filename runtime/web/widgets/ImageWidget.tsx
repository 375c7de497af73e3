import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useRef } from 'react';
import { getSafeUrl } from '../cells/getSafeUrl.js';
import { useAdmin } from '../context/index.js';
import { formatMessage } from '../i18n/formatMessage.js';
import { useImageUpload } from './useImageUpload.js';
import './widgets.css';
import { readWidgetOptions } from '../../shared/index.js';

/**
 * The `image` widget (forms' default for a field with `contentMediaType: "image/*"`): the image's preview, a button that
 * uploads one (ui:options.buttonLabel, else 'Subir imagen'; 'Cambiar imagen' once there is one) to ui:options.folder
 * (else app.uploads.defaultFolder), and Quitar. A refused file leaves the value as it was and says why beside the field.
 */
export function ImageWidget(props: WidgetProps) {
  const { id, value, onChange, options, disabled, readonly, label } = props;
  const { app, messages } = useAdmin();
  const inputRef = useRef<HTMLInputElement>(null);
  const own = readWidgetOptions('image', options);
  const folder = own.folder ?? app.uploads.defaultFolder;
  const onUploaded = useCallback((url: string) => onChange(url), [onChange]);
  const { isUploading, error, upload } = useImageUpload(folder, onUploaded);
  const current = typeof value === 'string' && value !== '' ? value : null;
  const src = current ? getSafeUrl(current, true) : null;
  const locked = Boolean(disabled) || Boolean(readonly) || isUploading;
  const buttonLabel = own.buttonLabel ?? (current ? messages.imageReplace : messages.imageUpload);

  return (
    <div className="image-widget" role="group" aria-label={label}>
      {src ? <img className="image-widget-preview" src={src} alt={formatMessage(messages.imagePreview, { label })} /> : null}
      {current && !src ? <span className="image-widget-text">{current}</span> : null}
      <div className="image-widget-buttons">
        <input
          ref={inputRef}
          id={id}
          className="image-widget-input"
          type="file"
          accept="image/*"
          aria-label={buttonLabel}
          disabled={locked}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
        <button type="button" className="button" disabled={locked} onClick={() => inputRef.current?.click()}>
          {isUploading ? messages.imageUploading : buttonLabel}
        </button>
        {current ? (
          <button type="button" className="button button--small" disabled={locked} onClick={() => onChange(undefined)}>
            {messages.imageRemove}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="image-widget-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
