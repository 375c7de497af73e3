// The course site's grids: each default sort is one its list sorts by (tests/shared/contract/getListSpec.test.ts runs it on the fixture sites).
import { getListSpec } from '../../runtime/shared/index.js';
import { loadCourseSiteModel } from './courseSite.js';

// Built once, when the file loads: schemas/ through the whole build is the slow part, not what is tested.
const { entities } = loadCourseSiteModel();

it('a default sort is a sort field', () => {
  const allGrids = entities.flatMap((entity) => entity.grids);
  for (const entity of entities) {
    for (const endpoint of entity.endpoints.filter((candidate) => candidate.kind === 'list')) {
      for (const grid of allGrids.filter((candidate) => candidate.dataSource.entity === entity.entity && candidate.dataSource.endpoint === endpoint.name)) {
        if (grid.defaultSort) expect(getListSpec(entity, endpoint, allGrids).sortFields, `${entity.entity}.${endpoint.name}`).toContain(grid.defaultSort.field);
      }
    }
  }
});

it("lets a reference filter sort its choices by label: the products' course filter lists contents by nombre", () => {
  const content = entities.find((entity) => entity.entity === 'content')!;
  const list = content.endpoints.find((endpoint) => endpoint.kind === 'list')!;
  expect(getListSpec(content, list, entities.flatMap((entity) => entity.grids)).sortFields).toContain('nombre');
  const subitems = content.endpoints.find((endpoint) => endpoint.name === 'subitems')!;
  expect(getListSpec(content, subitems, entities.flatMap((entity) => entity.grids)).sortFields).not.toContain('nombre');
});
