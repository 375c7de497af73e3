import type { EntityDefinition, GridDefinition, PageRoute } from '../../runtime/shared/index.js';
import { toPascalCase } from '../shared/caseNames.js';
import { getEntityConstName } from './emitEntityModule.js';
import { DEFAULT_RUNTIME_DIR } from './getRuntimeDir.js';
import type { Templates } from './getTemplates.js';
import { compareStrings } from '../shared/compareStrings.js';
import { renderTemplate } from './renderTemplate.js';
import { toTsLiteral } from './toTsLiteral.js';
import type { EmittedFile, NormalizeResult, PageDefinition } from '../shared/types.js';

/**
 * Every grid, form and view page of the entities, sorted by path. Grids sharing a page id make one page:
 * its parts in the order of the app's `pages` entry when there is one, else in entity and declaration order.
 */
export function getPageRoutes(entities: readonly EntityDefinition[], pages: readonly PageDefinition[] = []): PageRoute[] {
  const sorted = [...entities].sort((a, b) => compareStrings(a.entity, b.entity));
  const routes: PageRoute[] = [];
  const shared = new Map<string, GridDefinition[]>();
  for (const entity of sorted) {
    for (const grid of entity.grids) {
      if (grid.page === null) routes.push({ path: grid.route, kind: 'grid', title: grid.title, parts: [{ entity: entity.entity, name: grid.name }] });
      else shared.set(grid.page, [...(shared.get(grid.page) ?? []), grid]);
    }
    for (const form of entity.forms) routes.push({ path: form.route, kind: 'form', title: form.title, parts: [{ entity: entity.entity, name: form.name }] });
    for (const view of entity.views) routes.push({ path: view.route, kind: 'view', title: view.title, parts: [{ entity: entity.entity, name: view.name }] });
  }
  for (const [id, grids] of shared) {
    const page = pages.find((candidate) => candidate.id === id);
    const position = (grid: GridDefinition): number =>
      page ? page.parts.findIndex((part) => part.entity === grid.entity && part.name === grid.name) : 0;
    // Array.prototype.sort is stable: without a `pages` entry the entity and declaration order stays.
    const ordered = [...grids].sort((a, b) => position(a) - position(b));
    const first = ordered[0] as GridDefinition;
    routes.push({
      path: first.route,
      kind: 'grid',
      title: page?.title ?? first.title,
      parts: ordered.map((grid) => ({ entity: grid.entity, name: grid.name })),
    });
  }
  // Paths are unique (validateSchemas); the other keys only make the order total for hand-made input.
  const firstPart = (route: PageRoute): string => `${route.parts[0]?.entity ?? ''}.${route.parts[0]?.name ?? ''}`;
  return routes.sort((a, b) => compareStrings(a.path, b.path) || compareStrings(a.kind, b.kind) || compareStrings(firstPart(a), firstPart(b)));
}

/** Emits generated/index.ts: the app, every entity module and the page routes; `runtimeDir` is runtime/ seen from generated/. */
export function emitIndex(model: NormalizeResult, templates: Templates, runtimeDir = DEFAULT_RUNTIME_DIR, source = 'schemas/'): EmittedFile {
  const entities = [...model.entities].sort((a, b) => compareStrings(a.entity, b.entity));
  const names = entities.map((entity) => entity.entity);
  const constNames = names.map(getEntityConstName);
  const contents = renderTemplate(templates.index, {
    header: renderTemplate(templates.header, { source }),
    runtime: runtimeDir,
    imports: names.map((name, i) => `import { ${constNames[i]} } from './${name}.js';`).join('\n'),
    reexports: [
      ...names.map((name) => `export type { ${toPascalCase(name)} } from './${name}.js';`),
      `export { ${constNames.join(', ')} };`,
    ].join('\n'),
    app: toTsLiteral({
      title: model.app.title,
      locale: model.app.locale,
      dateDisplay: model.app.dateDisplay,
      apiBase: model.app.apiBase,
      menu: model.app.menu.map((entry) => ({ label: entry.label, route: entry.route })),
      uploads: { folders: model.app.uploads.folders, defaultFolder: model.app.uploads.defaultFolder, maxBytes: model.app.uploads.maxBytes },
      recordHistoryRoute: model.app.recordHistoryRoute,
      roles: model.app.roles,
      adminUsers: model.app.adminUsers,
    }),
    entities: printList(constNames),
    routes: toTsLiteral(getPageRoutes(entities, model.pages)),
  });
  return { path: 'generated/index.ts', contents };
}

function printList(identifiers: readonly string[]): string {
  const inline = `[${identifiers.join(', ')}]`;
  return inline.length <= 80 ? inline : `[\n${identifiers.map((id) => `  ${id},`).join('\n')}\n]`;
}
