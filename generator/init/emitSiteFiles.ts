import { readFileSync } from 'node:fs';
import { renderTemplate } from '../emit/renderTemplate.js';
import type { EmittedFile } from '../shared/types.js';

/** What `admin-gen init` fills in: the rest of a new site is the same for every site. */
export interface SiteOptions {
  /** The npm package name, e.g. the folder's name. */
  readonly name: string;
  /** The app's title in the page and the menu. */
  readonly title: string;
  /** How the site's package.json names its admin-gen dependency, e.g. `file:../admin-gen`. */
  readonly adminGen: string;
  /** The web app's icon, copied so the site's public/ folder stands on its own. */
  readonly favicon: string;
}

/** The init templates (templates/init/, next to generator/ wherever the project is built from). */
export function readInitTemplate(file: string): string {
  return readFileSync(new URL(`../../templates/init/${file}`, import.meta.url), 'utf8');
}

/** An npm package name from a folder's name: lower case without accents, words joined by hyphens. */
export function toPackageName(folderName: string): string {
  const name = folderName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[-]+$/g, '');
  return name === '' ? 'admin-site' : name;
}

/**
 * Every file of a new site, paths from its root: package.json (the same two commands as admin-gen itself), schemas/
 * (app.json and one example entity), the demo pictures' folder, and a test derived from the generated model.
 */
export function emitSiteFiles(options: SiteOptions, read: (file: string) => string = readInitTemplate): EmittedFile[] {
  const text = (value: string): string => JSON.stringify(value).slice(1, -1);
  const packageJson = {
    name: options.name,
    version: '0.1.0',
    private: true,
    type: 'module',
    engines: { node: '^22.12.0 || ^24.0.0' },
    scripts: {
      build: 'admin-gen build && admin-gen-site web',
      start: 'npm run build && admin-gen serve --demo',
      test: 'admin-gen build --check && npm run build && admin-gen-site test',
    },
    dependencies: { 'admin-gen': options.adminGen },
  };
  return [
    { path: 'package.json', contents: `${JSON.stringify(packageJson, null, 2)}\n` },
    { path: '.gitignore', contents: read('gitignore.tmpl') },
    { path: 'README.md', contents: renderTemplate(read('README.md.tmpl'), { title: options.title }) },
    { path: 'schemas/app.json', contents: renderTemplate(read('app.json.tmpl'), { title: text(options.title) }) },
    { path: 'schemas/contact.json', contents: read('contact.json.tmpl') },
    // Pictures the demo data names as /demo/<file> (see README.md); the icon keeps public/ whole.
    { path: 'public/demo/.gitkeep', contents: '' },
    { path: 'public/favicon.svg', contents: options.favicon },
    { path: 'tests/site.test.ts', contents: read('site.test.ts.tmpl') },
  ];
}
