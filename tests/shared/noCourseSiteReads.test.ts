// The suites of the generator and the runtime must survive a maintainer's own schemas/: no test file outside tests/site
// (the course site's own tests) may import the root generated/ or schemas/, tests/site or runtime/web/main (which
// imports generated/), or build a path into them. tests/e2e is left out: its Chromium tests are the acceptance tests of
// the repository's own built site (dist/, `admin-gen serve --demo`), in a project of their own; its fixture sites go
// through buildSite, and a maintainer's site gets checkEveryPage from `admin-gen init` instead.
// Exact over guesses: import specifiers, and path expressions folded from literals, `import.meta.dirname`/`url`,
// `process.cwd()` (the suite runs at the root) and the file's own constants; a path computed any other way is not seen.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSync } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The course site's folders, by path from the root, and the web entry that imports its generated/ (runtime/web/main). */
const COURSE_SITE = ['generated', 'schemas', 'tests/site', 'runtime/web/main'];
/** tests/ folders whose files may read the course site. */
const EXEMPT = ['tests/site/', 'tests/e2e/'];
/** The package's own name resolves to the root (node_modules/admin-gen links to it). */
const PACKAGE_NAME = 'admin-gen';
/** fs calls whose first argument is a path relative to the working directory. */
const FS_CALLS = new Set(['readFileSync', 'readFile', 'readdirSync', 'readdir', 'existsSync', 'statSync', 'stat', 'cpSync', 'cp', 'createReadStream', 'globSync', 'glob', 'loadFixtureModel', 'loadSchemas']);

/** The course-site path `absolute` lies in ('schemas'), or undefined. */
function getCourseSiteFolder(absolute: string): string | undefined {
  // A module by its name without extension: '../web/main.js' names runtime/web/main.tsx.
  const relative = path.relative(ROOT, absolute).split(path.sep).join('/').replace(/\.[cm]?[jt]sx?$/, '');
  return COURSE_SITE.find((folder) => relative === folder || relative.startsWith(`${folder}/`));
}

// Every path the matcher folds spells one of these names in a literal of its file: a file without them is skipped unparsed.
const MENTIONS_COURSE_SITE = /generated|schemas|['"`/](site|main)\b/;

/** A folded value: a path or plain text, or a file URL. */
type Folded = { readonly text: string } | { readonly url: URL };

/** An ESTree node as oxc gives it: its type, its offsets and its fields. */
type EsNode = { readonly type: string; readonly start: number; readonly end: number; readonly [field: string]: unknown };

const isNode = (value: unknown): value is EsNode => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The node's children, in source order. */
function getChildren(node: EsNode): EsNode[] {
  return Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
}

/** A string literal's or a plain template's text. */
function getStringValue(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) return ((node.quasis as EsNode[])[0]!.value as { cooked: string }).cooked;
  return undefined;
}

/** A call's function name (`join` of `path.join`) and its object's name (`path`), if named. */
function getCallee(node: EsNode): { readonly name: string | undefined; readonly owner: string | undefined } {
  const callee = node.callee as EsNode;
  if (callee.type === 'Identifier') return { name: callee.name as string, owner: undefined };
  if (callee.type !== 'MemberExpression' || callee.computed) return { name: undefined, owner: undefined };
  const object = callee.object as EsNode;
  return { name: (callee.property as EsNode).name as string, owner: object.type === 'Identifier' ? (object.name as string) : undefined };
}

/** `file:line: what` for each import or path of `text` (the file `file`, relative to the root) that reaches the course site. */
function findCourseSiteReads(file: string, text: string): string[] {
  if (!MENTIONS_COURSE_SITE.test(text)) return [];
  const absoluteFile = path.join(ROOT, file);
  const parsed = parseSync(file, text);
  if (parsed.errors.length > 0) return [`${file}: does not parse: ${parsed.errors[0]!.message}`];
  const program = parsed.program as unknown as EsNode;

  // The file's constants, by name; a name bound twice, or by let, is not folded.
  const constants = new Map<string, EsNode | null>();
  const collect = (node: EsNode) => {
    if (node.type === 'VariableDeclaration') {
      for (const declarator of node.declarations as EsNode[]) {
        const id = declarator.id as EsNode;
        if (id.type !== 'Identifier') continue;
        const name = id.name as string;
        constants.set(name, constants.has(name) || node.kind !== 'const' || !isNode(declarator.init) ? null : declarator.init);
      }
    }
    for (const child of getChildren(node)) collect(child);
  };
  collect(program);

  const folding = new Set<string>();
  const fold = (node: EsNode): Folded | undefined => {
    const value = getStringValue(node);
    if (value !== undefined) return { text: value };
    if (['ParenthesizedExpression', 'TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression'].includes(node.type)) return fold(node.expression as EsNode);
    if (node.type === 'MemberExpression' && (node.object as EsNode).type === 'MetaProperty') {
      const name = (node.property as EsNode).name;
      if (name === 'dirname') return { text: path.dirname(absoluteFile) };
      if (name === 'filename') return { text: absoluteFile };
      if (name === 'url') return { url: pathToFileURL(absoluteFile) };
      return undefined;
    }
    if (node.type === 'Identifier') {
      const name = node.name as string;
      const initializer = constants.get(name);
      if (!initializer || folding.has(name)) return undefined;
      folding.add(name);
      const folded = fold(initializer);
      folding.delete(name);
      return folded;
    }
    const args = node.arguments as EsNode[] | undefined;
    if (node.type === 'NewExpression' && (node.callee as EsNode).name === 'URL' && args?.length === 2) {
      const [relative, base] = args.map(fold);
      if (relative && 'text' in relative && base && 'url' in base) return { url: new URL(relative.text, base.url) };
      return undefined;
    }
    if (node.type !== 'CallExpression' || args === undefined) return undefined;
    const { name, owner } = getCallee(node);
    if (owner === 'process' && name === 'cwd') return { text: ROOT };
    const folded = args.map(fold);
    if (folded.some((arg) => arg === undefined)) return undefined;
    const texts = (folded as Folded[]).map((arg) => ('text' in arg ? arg.text : fileURLToPath(arg.url)));
    if (name === 'fileURLToPath' && texts.length === 1) return { text: texts[0]! };
    if (owner !== undefined && owner !== 'path') return undefined;
    if (name === 'join' && texts.length > 0) return { text: path.join(...texts) };
    if (name === 'resolve' && texts.length > 0) return { text: path.resolve(ROOT, ...texts) };
    if (name === 'dirname' && texts.length === 1) return { text: path.dirname(texts[0]!) };
    return undefined;
  };

  const hits = new Map<number, string>();
  const report = (node: EsNode, what: string, target: string) => {
    const folder = getCourseSiteFolder(target);
    if (folder === undefined) return;
    const line = text.slice(0, node.start).split('\n').length;
    if (!hits.has(line)) hits.set(line, `${file}:${line}: ${what} reaches ${folder}`);
  };
  const reportSpecifier = (node: EsNode, specifier: string | undefined) => {
    if (specifier === undefined) return;
    if (specifier.startsWith('.')) report(node, `import '${specifier}'`, path.resolve(path.dirname(absoluteFile), specifier));
    else if (specifier === PACKAGE_NAME || specifier.startsWith(`${PACKAGE_NAME}/`)) report(node, `import '${specifier}'`, path.join(ROOT, specifier.slice(PACKAGE_NAME.length)));
  };
  const quote = (node: EsNode) => text.slice(node.start, node.end).replace(/\s+/g, ' ');
  const visit = (node: EsNode) => {
    if (['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression', 'TSImportType'].includes(node.type)) {
      reportSpecifier(node, getStringValue(node.source));
    } else if (node.type === 'CallExpression') {
      const { name, owner } = getCallee(node);
      const first = (node.arguments as EsNode[])[0];
      // A mocked module (vi's mock, doMock, importActual) is a dependency as much as an import.
      if ((owner === undefined && name === 'require') || (owner === 'vi' && (name === 'mock' || name === 'doMock' || name === 'importActual'))) reportSpecifier(node, getStringValue(first));
      // readFileSync('schemas/app.json'): relative to the working directory, the root.
      const relative = getStringValue(first);
      if (name !== undefined && FS_CALLS.has(name) && relative !== undefined && !path.isAbsolute(relative)) report(node, `${name}('${relative}')`, path.resolve(ROOT, relative));
      const folded = fold(node);
      if (folded) report(node, quote(node), 'text' in folded ? folded.text : fileURLToPath(folded.url));
    } else if (node.type === 'NewExpression') {
      const folded = fold(node);
      if (folded && 'url' in folded && folded.url.protocol === 'file:') report(node, quote(node), fileURLToPath(folded.url));
    }
    for (const child of getChildren(node)) visit(child);
  };
  visit(program);
  return [...hits].sort(([a], [b]) => a - b).map(([, hit]) => hit);
}

// Spelt apart: vitest.config.ts gives a file whose text mocks a module a worker of its own.
const MOCK = ['vi', 'mock'].join('.');

/** Every test source under tests/ outside the exempt folders, relative to the root. */
function listTestSources(): string[] {
  return readdirSync(path.join(ROOT, 'tests'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m|c)?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !EXEMPT.some((folder) => file.startsWith(folder)))
    .sort();
}

describe('no test outside tests/site reads the course site', () => {
  it.each<[string, string, string, readonly string[]]>([
    ['a static import of generated/', 'tests/web/a.test.ts', "import { entities } from '../../generated/index.js';", ['tests/web/a.test.ts:1: import \'../../generated/index.js\' reaches generated']],
    ['a type import of generated/', 'tests/web/x/a.test.ts', "import type { Seller } from '../../../generated/seller.js';", ['tests/web/x/a.test.ts:1: import \'../../../generated/seller.js\' reaches generated']],
    ['a re-export', 'tests/web/a.ts', "export * from '../../generated/index.js';", ['tests/web/a.ts:1: import \'../../generated/index.js\' reaches generated']],
    ['a dynamic import', 'tests/server/a.test.ts', "const site = await import('../../generated/index.js');", ['tests/server/a.test.ts:1: import \'../../generated/index.js\' reaches generated']],
    ['an import type in a type', 'tests/server/a.test.ts', "type Site = typeof import('../../generated/index.js');", ['tests/server/a.test.ts:1: import \'../../generated/index.js\' reaches generated']],
    ['a JSON schema import', 'tests/generator/a.test.ts', "import seller from '../../schemas/seller.json' with { type: 'json' };", ['tests/generator/a.test.ts:1: import \'../../schemas/seller.json\' reaches schemas']],
    ['the package name', 'tests/web/a.test.ts', "import { app } from 'admin-gen/generated/index.js';", ['tests/web/a.test.ts:1: import \'admin-gen/generated/index.js\' reaches generated']],
    ['a mocked module', 'tests/web/a.test.ts', `${MOCK}('../../generated/index.js', () => ({}));`, ['tests/web/a.test.ts:1: import \'../../generated/index.js\' reaches generated']],
    ['tests/site from outside', 'tests/server/a.test.ts', "import { loadCourseSiteModel } from '../site/courseSite.js';", ['tests/server/a.test.ts:1: import \'../site/courseSite.js\' reaches tests/site']],
    ['a root constant joined with schemas', 'tests/cli/a.test.ts', "const ROOT = path.resolve(import.meta.dirname, '../..');\ncpSync(path.join(ROOT, 'schemas'), target);", ["tests/cli/a.test.ts:2: path.join(ROOT, 'schemas') reaches schemas"]],
    ['a constant of a constant', 'tests/cli/a.test.ts', "const ROOT = path.resolve(import.meta.dirname, '../..');\nconst OUT = join(ROOT, 'generated');\nreaddirSync(OUT);", ["tests/cli/a.test.ts:2: join(ROOT, 'generated') reaches generated"]],
    ['a URL beside the file', 'tests/server/a.test.ts', "const folder = new URL('../../generated/migrations/', import.meta.url);", ["tests/server/a.test.ts:1: new URL('../../generated/migrations/', import.meta.url) reaches generated"]],
    ['a path from the working directory', 'tests/server/a.test.ts', "readFileSync('schemas/app.json', 'utf8');", ["tests/server/a.test.ts:1: readFileSync('schemas/app.json') reaches schemas"]],
    ['process.cwd()', 'tests/server/a.test.ts', "const dir = path.resolve(process.cwd(), 'generated');", ["tests/server/a.test.ts:1: path.resolve(process.cwd(), 'generated') reaches generated"]],
    ['the web entry, which imports generated/', 'tests/web/app/a.test.tsx', "import '../../../runtime/web/main.js';", ["tests/web/app/a.test.tsx:1: import '../../../runtime/web/main.js' reaches runtime/web/main"]],
    ['a fixture site’s generated/', 'tests/web/a.test.ts', "import { entities } from '../fixtures/forms/generated/index.js';", []],
    ['a fixture site’s schemas/', 'tests/cli/a.test.ts', "const ROOT = path.resolve(import.meta.dirname, '../..');\ncpSync(path.join(ROOT, 'tests/fixtures/basic/schemas'), path.join(site, 'schemas'));", []],
    ['a temporary project’s generated/', 'tests/cli/a.test.ts', "const root = mkdtempSync(path.join(tmpdir(), 'x-'));\nexistsSync(path.join(root, 'generated'));", []],
    ['runtime modules named generated', 'tests/server/a.test.ts', "import { isGeneratedField } from '../../runtime/server/storage/generated/getGeneratedFields.js';", []],
    ['a name bound twice is not folded', 'tests/cli/a.test.ts', "let root = path.resolve(import.meta.dirname, '../..');\nroot = mkdtempSync('x');\nreaddirSync(path.join(root, 'schemas'));", []],
    ['words in a message', 'tests/cli/a.test.ts', "expect(output).toMatch('wrote generated/migrations/0002_seller.json');", []],
  ])('the matcher: %s', (_case, file, text, hits) => {
    expect(findCourseSiteReads(file, text)).toEqual(hits);
  });

  it('tests/** outside tests/site and tests/e2e hold none', () => {
    const files = listTestSources();
    expect(files.length).toBeGreaterThan(300);
    const hits = files.flatMap((file) => findCourseSiteReads(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(hits).toEqual([]);
  });
});
