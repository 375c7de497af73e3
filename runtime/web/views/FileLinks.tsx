import { useAdmin } from '../context/index.js';
import { getUploadHref } from './getUploadHref.js';

export interface FileLinksProps {
  readonly files: unknown;
  readonly title: string;
}

/** Uploaded files ({ name, url }) as links by name; a URL that is not http(s) nor an upload of this server is plain text. */
export function FileLinks({ files, title }: FileLinksProps) {
  const { app } = useAdmin();
  const list = Array.isArray(files)
    ? files.filter((file): file is Record<string, unknown> => typeof file === 'object' && file !== null)
    : [];
  if (list.length === 0) return null;
  return (
    <ul className="record-files" aria-label={title}>
      {list.map((file, index) => {
        const name = typeof file.name === 'string' && file.name !== '' ? file.name : String(file.url ?? '');
        const href = getUploadHref(file.url, app.apiBase);
        return (
          <li key={`${String(file.url)}-${index}`}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            ) : (
              name
            )}
          </li>
        );
      })}
    </ul>
  );
}
