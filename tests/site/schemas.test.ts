// The course site's schemas/ as the build takes them: valid, and what they declare comes out of normalize as declared.
import { loadSchemas, validateSchemas } from '../../generator/index.js';
import { COURSE_SITE_SCHEMAS_DIR, loadCourseSiteModel } from './courseSite.js';

it('validates', () => {
  expect(() => validateSchemas(loadSchemas(COURSE_SITE_SCHEMAS_DIR))).not.toThrow();
});

// Built once, when the file loads (memoized): the whole build of schemas/ is the slow part, not what is tested.
const model = loadCourseSiteModel();

it("normalizes its grids' bulk: transitions labelled by the grid's own action, fields by their titles", () => {
  const grid = (entity: string) => model.entities.find((candidate) => candidate.entity === entity)!.grids[0]!;
  expect(grid('invoice').bulk).toEqual({ delete: false, transitions: [{ endpoint: 'issue', label: 'Facturar' }, { endpoint: 'check', label: 'Finalizar' }], set: [] });
  expect(grid('product').bulk).toEqual({ delete: true, transitions: [], set: [{ field: 'pricetag', title: 'Precio de referencia' }] });
  expect(grid('seller').bulk).toBeUndefined();
});
