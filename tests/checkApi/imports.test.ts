// check-api runs against any server from its document alone: runtime/checkApi imports runtime/shared (the contract's
// names) and packages, never the server or the web app.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHECK_API = path.join(ROOT, 'runtime/checkApi');
const ALLOWED = [CHECK_API, path.join(ROOT, 'runtime/shared')];

/** Every module specifier of a source text: static imports and exports, and dynamic imports. */
function getSpecifiers(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

describe('runtime/checkApi imports', () => {
  it.each<[string, string, string[]]>([
    ['static and type imports', "import { a } from './a.js';\nimport type { B } from '../shared/index.js';", ['./a.js', '../shared/index.js']],
    ['re-exports and side effects', "export { c } from './c.js';\nimport 'node:crypto';", ['./c.js', 'node:crypto']],
    ['dynamic imports', "const d = await import('../server/index.js');", ['../server/index.js']],
  ])('reads %s', (_case, text, specifiers) => {
    expect(getSpecifiers(text)).toEqual(specifiers);
  });

  it('reach only runtime/shared, its own files and packages', () => {
    const files = readdirSync(CHECK_API, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const outside = files.flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return getSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => !ALLOWED.some((folder) => path.resolve(path.dirname(file), specifier).startsWith(`${folder}${path.sep}`)))
        .map((specifier) => `${path.relative(ROOT, file)}: ${specifier}`);
    });
    expect(outside).toEqual([]);
  });
});
