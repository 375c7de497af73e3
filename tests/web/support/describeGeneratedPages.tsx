// Every page of a built site's generated/ model draws without an error against a fake API that answers every
// list with one row and every read with a record, each built from the entity's own fields: for the built fixture
// sites (tests/web/app/generatedPages.test.tsx) and the course site (tests/site).
import { screen, waitFor } from '@testing-library/react';
import type { AppDefinition, EntityDefinition, FieldDefinition, PageRoute } from '../../../runtime/shared/index.js';
import type { RecordedRequest } from './createFetchMock.js';
import { renderAdmin } from './renderAdmin.js';

/** A plausible value for a field, by its JSON Schema type and format. */
function getSampleValue(field: FieldDefinition): unknown {
  const { schema } = field;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (field.name === '_id') return 'x1';
  if (Array.isArray(schema.oneOf) && schema.oneOf.length > 0) return (schema.oneOf[0] as { const?: unknown }).const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (schema.format === 'date') return '2024-03-01';
  if (schema.format === 'date-time') return '2024-03-01T10:00:00.000Z';
  if (schema.format === 'uri') return 'https://example.com/a.png';
  return `${field.title} 1`;
}

function getSampleRow(entity: EntityDefinition): Record<string, unknown> {
  const row: Record<string, unknown> = Object.fromEntries(entity.fields.map((field) => [field.name, getSampleValue(field)]));
  row.$labels = Object.fromEntries(entity.references.map((reference) => [reference.field, `Etiqueta de ${reference.field}`]));
  return row;
}

/** A built site's generated/index.ts exports. */
export interface GeneratedSite {
  readonly app: AppDefinition;
  readonly entities: readonly EntityDefinition[];
  readonly routes: readonly PageRoute[];
}

export function describeGeneratedPages(name: string, { app, entities, routes }: GeneratedSite): void {
  /** The entity and kind answering each request path shape (`/api/contents/{}/lessons`), from the endpoints. */
  const endpointsByPath = new Map<string, { entity: EntityDefinition; isList: boolean }>();
  for (const entity of entities) {
    for (const endpoint of entity.endpoints) {
      if (endpoint.kind !== 'list' && endpoint.kind !== 'get') continue;
      endpointsByPath.set(`${app.apiBase}${endpoint.path.replace(/\{[^}]+\}/g, '{}')}`, { entity, isList: endpoint.kind === 'list' });
    }
  }

  /** Answers a list with one sample row of its entity, a read with one record. */
  function handler(request: RecordedRequest) {
    // A child page reads its parent's label from a lookup.
    const ids = request.query.get('ids');
    if (request.path.startsWith(`${app.apiBase}/lookup/`) && ids) return { body: { data: ids.split(',').map((id) => ({ id, label: `Padre ${id}` })), nextOffset: null } };
    const found = endpointsByPath.get(request.path.replace(/\/x1(?=\/|$)/g, '/{}'));
    if (!found) return { status: 404, body: { error: `No endpoint for ${request.path}` } };
    const row = getSampleRow(found.entity);
    return { body: found.isList ? { data: [row], itemsCount: 1 } : row };
  }

  describe.each(routes.map((route) => [route.path, route] as const))(`${name}: generated page %s`, (path, route) => {
    it(`draws its ${route.kind} without an error`, async () => {
      // A failing page logs through React; the assertion below reports it with its message instead.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderAdmin(path.replace(/\{[^}]+\}/g, 'x1'), handler, { entities, app, mapRoutes: () => [...routes] });
      await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull(), { timeout: 5_000 });
      const failure = document.querySelector('.route-error-detail, .page-error, [role="alert"]');
      expect(failure?.textContent ?? null).toBeNull();
      // A child page names its parent row in the h1.
      const hasParent = route.parts.some((part) => entities.find((entity) => entity.entity === part.entity)?.grids.find((grid) => grid.name === part.name)?.parent);
      const heading = route.kind === 'grid' && hasParent ? `${route.title}: Padre x1` : route.title;
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading));
      if (route.kind === 'grid') {
        // One section per part, each showing the sample row its data source answered.
        expect(screen.getAllByRole('region')).toHaveLength(route.parts.length);
        expect(screen.queryByText('No se han encontrado resultados')).toBeNull();
        expect(document.querySelectorAll('tbody tr')).toHaveLength(route.parts.length);
      }
    });
  });
}
