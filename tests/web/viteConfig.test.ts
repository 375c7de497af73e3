// What a grid page loads is the app's entry chunk and its static imports; forms, their validators and their widgets'
// libraries must stay behind dynamic imports. Read from the last build's manifest and source maps (npm test builds first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

const webOut = path.resolve(import.meta.dirname, '../../dist/web');
const manifestFile = path.join(webOut, '.vite/manifest.json');

function readManifest(): Record<string, ManifestChunk> {
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` (npm test does it first)`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
function getStaticClosure(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of manifest[current]?.imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
}

/** The source files bundled into these chunks, from their source maps, relative to the repository. */
function getSources(manifest: Record<string, ManifestChunk>, keys: Iterable<string>): string[] {
  return [...keys].flatMap((key) => {
    // The bundler's own module loader is the one chunk built from no source file, so it has no map.
    if (manifest[key]!.name === 'rolldown-runtime') return [];
    const file = path.join(webOut, manifest[key]!.file);
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
    return map.sources.map((source) => path.relative(path.resolve(import.meta.dirname, '../..'), path.resolve(path.dirname(file), source)));
  });
}

// Each one is code only a form, a form widget or a widget a grid opens on use (a lookup, a calendar) runs.
const formOnly: ReadonlyArray<readonly [string, RegExp]> = [
  ['the form page', /^runtime\/web\/forms\/FormPage\.tsx$/],
  ['the precompiled form validators', /^generated\/validators\//],
  ['RJSF', /node_modules\/@rjsf\//],
  ['ajv', /node_modules\/ajv(-formats|-i18n)?\//],
  ['the rich text editor (CKEditor)', /node_modules\/(ckeditor5|@ckeditor)\//],
  ['the uploader (Uppy)', /node_modules\/@uppy\//],
  ['the calendar (react-day-picker, date-fns)', /node_modules\/(react-day-picker|date-fns|@date-fns)\//],
  ['the lookup select (react-select)', /node_modules\/react-select\//],
  ['the form widgets and the lookup select', /^runtime\/web\/(widgets\/(RichTextEditor|UploaderDashboard|DateCalendar)|references\/LookupSelect)\.tsx$/],
];

describe('the built web app (dist/web)', () => {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const gridSources = getSources(manifest, getStaticClosure(manifest, entry));
  const formKey = Object.keys(manifest).find((key) => manifest[key]!.src?.endsWith('forms/FormPage.tsx'))!;
  const formSources = getSources(manifest, getStaticClosure(manifest, formKey));

  it('a grid page (the entry and its static imports) holds the grid and the model', () => {
    expect(gridSources).toEqual(expect.arrayContaining(['runtime/web/grid/EntityGrid.tsx', 'generated/index.ts']));
    expect(gridSources.some((source) => /node_modules\/react-dom\//.test(source))).toBe(true);
  });

  it.each(formOnly)('%s is not in it', (_what, pattern) => {
    expect(gridSources.filter((source) => pattern.test(source))).toEqual([]);
  });

  it('the form page is a dynamic import of the entry, and brings RJSF and ajv', () => {
    expect(manifest[formKey]!.isDynamicEntry).toBe(true);
    expect(formSources.some((source) => /node_modules\/@rjsf\/core\//.test(source))).toBe(true);
    expect(formSources.some((source) => /node_modules\/ajv\//.test(source))).toBe(true);
  });
});
