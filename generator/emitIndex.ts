import type { EntityDefinition, PageRoute } from '../runtime/shared/index.js';
import { toPascalCase } from './caseNames.js';
import { getEntityConstName } from './emitEntityModule.js';
import type { Templates } from './getTemplates.js';
import { compareStrings } from './normalize.js';
import { renderTemplate } from './renderTemplate.js';
import { toTsLiteral } from './toTsLiteral.js';
import type { EmittedFile, NormalizeResult } from './types.js';

/** Every grid, form and view page of the entities, sorted by path. */
export function getPageRoutes(entities: readonly EntityDefinition[]): PageRoute[] {
  const routes: PageRoute[] = [];
  for (const entity of entities) {
    for (const grid of entity.grids) routes.push({ path: grid.route, kind: 'grid', entity: entity.entity, name: grid.name });
    for (const form of entity.forms) routes.push({ path: form.route, kind: 'form', entity: entity.entity, name: form.name });
    for (const view of entity.views) routes.push({ path: view.route, kind: 'view', entity: entity.entity, name: view.name });
  }
  // Paths are unique (validateSchemas); the other keys only make the order total for hand-made input.
  return routes.sort(
    (a, b) => compareStrings(a.path, b.path) || compareStrings(a.entity, b.entity) || compareStrings(a.kind, b.kind) || compareStrings(a.name, b.name),
  );
}

/** Emits generated/index.ts: the app, every entity module and the page routes. */
export function emitIndex(model: NormalizeResult, templates: Templates): EmittedFile {
  const entities = [...model.entities].sort((a, b) => compareStrings(a.entity, b.entity));
  const names = entities.map((entity) => entity.entity);
  const constNames = names.map(getEntityConstName);
  const contents = renderTemplate(templates.index, {
    header: renderTemplate(templates.header, { source: 'schemas/' }),
    imports: names.map((name, i) => `import { ${constNames[i]} } from './${name}.js';`).join('\n'),
    reexports: [
      ...names.map((name) => `export type { ${toPascalCase(name)} } from './${name}.js';`),
      `export { ${constNames.join(', ')} };`,
    ].join('\n'),
    app: toTsLiteral({
      title: model.app.title,
      locale: model.app.locale,
      apiBase: model.app.apiBase,
      menu: model.app.menu.map((entry) => ({ label: entry.label, route: entry.route })),
    }),
    entities: printList(constNames),
    routes: toTsLiteral(getPageRoutes(entities)),
  });
  return { path: 'generated/index.ts', contents };
}

function printList(identifiers: readonly string[]): string {
  const inline = `[${identifiers.join(', ')}]`;
  return inline.length <= 80 ? inline : `[\n${identifiers.map((id) => `  ${id},`).join('\n')}\n]`;
}
