import { useCallback, useState } from 'react';
import { useAdmin } from '../context/index.js';
import { getImageFileError } from './getImageFileError.js';
import { getUploadedFile } from './useUploader.js';

export interface UseImageUploadResult {
  readonly isUploading: boolean;
  /** The Spanish reason the last file was refused (type, size, or the server's answer), or null. */
  readonly error: string | null;
  /** Checks the file, uploads it and hands its address to `onUploaded`. */
  readonly upload: (file: File) => Promise<void>;
}

/**
 * An image field's upload: the file checked here first (an image, at most app.uploads.maxBytes), then sent through the
 * upload service by the uploader widget's own Uppy (createUppy: renamed, folder and CSRF headers, the server's errors).
 */
export function useImageUpload(folder: string, onUploaded: (url: string) => void): UseImageUploadResult {
  const { app, apiClient, messages } = useAdmin();
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = useCallback(
    async (file: File) => {
      const refused = getImageFileError(file, app.uploads.maxBytes, app.locale, messages);
      setError(refused);
      if (refused) return;
      setIsUploading(true);
      const { createUppy } = await import('./createUppy.js');
      const uppy = createUppy({
        id: `image-${folder}-${Date.now()}`,
        endpoint: `${app.apiBase.replace(/\/+$/, '')}/upload`,
        folder,
        maxBytes: app.uploads.maxBytes,
        locale: app.locale,
        getHeaders: apiClient.getSessionHeaders,
        allowedFileTypes: ['image/*'],
      });
      try {
        uppy.addFile({ name: file.name, type: file.type, data: file });
        const result = await uppy.upload();
        const sent = result?.successful?.[0];
        const entry = sent ? getUploadedFile(sent) : null;
        if (entry) onUploaded(entry.url);
        else setError(result?.failed?.[0]?.error ?? messages.uploaderBadResponse);
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : String(caught));
      } finally {
        uppy.destroy();
        setIsUploading(false);
      }
    },
    [app, apiClient, messages, folder, onUploaded],
  );
  return { isUploading, error, upload };
}
