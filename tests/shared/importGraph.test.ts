// The import graph (madge, type imports and dynamic imports included): no file circle in runtime/ or generator/,
// runtime/web's folders in layers that import downwards only, and the tiers' boundaries (docs: shared imports nothing
// above it; the generator never imports the runtime's server or web app).
import path from 'node:path';
import madge from 'madge';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB = 'runtime/web/';

/**
 * runtime/web's folders, lowest first: a folder imports from its own layer's folders' files only if that makes no
 * circle, and from lower layers freely. (The files directly in runtime/web — index.ts, main.tsx — sit above all.)
 */
const WEB_LAYERS: readonly (readonly string[])[] = [
  ['i18n'],
  ['api', 'notice'],
  // The kinds' component contracts (cell, filter, editor, action props) and the registries' types and lookup.
  ['registry'],
  ['context'],
  ['session', 'components'],
  ['references'],
  ['cells'],
  ['widgets'],
  ['editors', 'filters'],
  ['actions'],
  ['grid'],
  ['views'],
  ['forms'],
  ['app'],
];

/** The tiers a folder must not import, by folder prefix. */
const FORBIDDEN: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['runtime/shared/', ['runtime/server/', 'runtime/web/', 'runtime/checkApi/', 'generator/']],
  ['generator/', ['runtime/server/', 'runtime/web/']],
  // check-api runs against any server from its document alone.
  ['runtime/checkApi/', ['runtime/server/', 'runtime/web/', 'generator/']],
];

const graph = await madge(['runtime', 'generator'], { baseDir: ROOT, fileExtensions: ['ts', 'tsx'], tsConfig: path.join(ROOT, 'tsconfig.json') });
const files = graph.obj();

/** runtime/web's folder of a file ('cells'), or null for a file directly in runtime/web or outside it. */
function getWebFolder(file: string): string | null {
  if (!file.startsWith(WEB)) return null;
  const parts = file.slice(WEB.length).split('/');
  return parts.length > 1 ? parts[0]! : null;
}

/** Folder → folder edges of runtime/web, each with the file imports that make it. */
function getFolderEdges(): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const [file, imports] of Object.entries(files)) {
    const from = getWebFolder(file);
    if (from === null) continue;
    for (const imported of imports) {
      const to = getWebFolder(imported);
      if (to === null || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, targets);
      targets.set(to, [...(targets.get(to) ?? []), `${file} → ${imported}`]);
    }
  }
  return edges;
}

/** The strongly connected groups of more than one node (Tarjan): each group holds at least one circle. */
function getCycleGroups(nodes: Iterable<string>, next: (node: string) => Iterable<string>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return groups;
}

describe('the import graph', () => {
  it('madge reads runtime/ and generator/ (a broken resolution would hide circles)', () => {
    expect(Object.keys(files).filter((file) => file.startsWith(WEB)).length).toBeGreaterThan(200);
    expect(Object.keys(files).filter((file) => file.startsWith('generator/')).length).toBeGreaterThan(40);
  });

  it('has no import circle in runtime/ or generator/, type imports included', () => {
    expect(graph.circular().map((circle) => circle.join(' → '))).toEqual([]);
  });

  it("runtime/web's folder graph has no circle", () => {
    const edges = getFolderEdges();
    const groups = getCycleGroups(edges.keys(), (folder) => edges.get(folder)?.keys() ?? []);
    // Each folder of a circle with the imports that lead to another folder of the same circle.
    const described = groups.map((group) =>
      group.flatMap((from) => [...(edges.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([to, imports]) => `${from} → ${to}: ${imports.join(', ')}`)),
    );
    expect(described).toEqual([]);
  });

  it("runtime/web's folders import only from lower layers (WEB_LAYERS)", () => {
    const layerOf = new Map(WEB_LAYERS.flatMap((folders, layer) => folders.map((folder) => [folder, layer] as const)));
    const edges = getFolderEdges();
    const folders = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]);
    expect([...folders].filter((folder) => !layerOf.has(folder)).map((folder) => `${WEB}${folder}/ has no layer in WEB_LAYERS`)).toEqual([]);
    const upwards = [...edges].flatMap(([from, targets]) =>
      [...targets].filter(([to]) => layerOf.get(to)! > layerOf.get(from)!).map(([to, imports]) => `${from} → ${to} (upwards): ${imports.join(', ')}`),
    );
    expect(upwards).toEqual([]);
  });

  it.each(FORBIDDEN)('%s imports nothing from %j', (from, forbidden) => {
    const imports = Object.entries(files)
      .filter(([file]) => file.startsWith(from))
      .flatMap(([file, imported]) => imported.filter((target) => forbidden.some((prefix) => target.startsWith(prefix))).map((target) => `${file} → ${target}`));
    expect(imports).toEqual([]);
  });
});
