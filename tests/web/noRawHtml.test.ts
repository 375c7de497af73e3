// Plain fields always render as text: no file of the web runtime writes HTML into the page.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '../../runtime/web');

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('the web runtime writes no HTML into the page', () => {
  it.each(['dangerouslySetInnerHTML', '.innerHTML', '.outerHTML', 'insertAdjacentHTML', 'document.write', 'createContextualFragment'])(
    'no source uses %s',
    (needle) => {
      const users = listSources(root).filter((path) => readFileSync(path, 'utf8').includes(needle));
      expect(users.map((path) => relative(root, path))).toEqual([]);
    },
  );
});
