// The course site's schemas/ through normalize: the fixtures copied from it stay equal to it, and what its own
// schemas declare (HTML columns, link cells, its menu, its search boxes) comes out as declared.
import path from 'node:path';
import type { EntityDefinition } from '../../runtime/shared/index.js';
import { fixtureApp, fixtureEntities } from '../fixtures/entities.js';
import { getFixtureEntity, loadFixtureModel } from '../fixtures/loadFixtureModel.js';
import { loadCourseSiteModel, REPO_ROOT } from './courseSite.js';

const model = loadCourseSiteModel();
const entity = (name: string) => getFixtureEntity(model, name);
const cell = (entityName: string, grid: string, column: string) =>
  entity(entityName).grids.find((candidate) => candidate.name === grid)!.columns.find((candidate) => candidate.field === column)!.cell;

describe('normalize on schemas/', () => {
  // tests/fixtures/basic/schemas copy three of the site's schemas: the runtime tests' fixture stays the site's model.
  it('turns schemas/ into the same seller, institute and course category as tests/fixtures/basic/schemas', () => {
    const real = model.entities.filter((candidate) => fixtureEntities.some((fixture) => fixture.entity === candidate.entity));
    expect(real).toEqual(fixtureEntities);
    // The site's menu has grown past the fixture's three entries; those three keep their order.
    const menu = model.app.menu.filter((entry) => fixtureApp.menu.some((fixture) => fixture.route === entry.route));
    // The site's roles and admin users are its own (tests below); the fixture declares none. Its dates show as its
    // specification says (YYYY-MM-DD), the fixture's by the default.
    expect({ ...model.app, menu, uploads: fixtureApp.uploads, roles: [], adminUsers: fixtureApp.adminUsers, dateDisplay: fixtureApp.dateDisplay }).toEqual(fixtureApp);
    expect(model.app.dateDisplay).toBe('aaaa-mm-dd');
    // The site's folders: the default one and the rich-text editor's images.
    expect(model.app.uploads).toEqual({ folders: ['content', 'deliveries'], defaultFolder: 'deliveries', maxBytes: 4_000_000 });
  });

  // tests/fixtures/web/schemas/delivery.json copies the site's delivery form: the web tests draw the form the site draws.
  it('turns schemas/ into the same delivery create form and form fields as tests/fixtures/web/schemas', () => {
    const site = entity('delivery');
    const fixture = getFixtureEntity(loadFixtureModel(path.join(REPO_ROOT, 'tests/fixtures/web/schemas')), 'delivery');
    const create = (candidate: EntityDefinition) => candidate.forms.find((form) => form.name === 'create')!;
    const formFields = (candidate: EntityDefinition) => candidate.fields.filter((field) => create(candidate).fields.includes(field.name));
    expect(create(fixture)).toEqual(create(site));
    expect(formFields(fixture)).toEqual(formFields(site));
  });

  it.each([
    ['secret: listed in "secrets"', [entity('productKey').fields.find((f) => f.name === 'productKey')!.secret, entity('productKey').fields.find((f) => f.name === 'courseName')!.secret], [true, false]],
    ['html: contentMediaType text/html', [entity('question').fields.find((f) => f.name === 'descripcion')!.html, entity('comment').fields.find((f) => f.name === 'description')!.html], [true, false]],
    ['an HTML column draws its text: cell html', cell('question', 'questions', 'descripcion'), 'html'],
    ['a format uri column: cell url', [cell('banner', 'banners', 'url'), cell('homeBanner', 'homeBanners', 'url')], ['url', 'url']],
    ['the menu opens the site grid', model.app.menu.at(-1), { label: 'Historial', route: '/history' }],
  ])('%s', (_name, given, want) => {
    expect(given).toEqual(want);
  });
});

describe('normalize: a grid search box', () => {
  const grid = (name: string) => entity(name).grids[0]!;

  it.each([
    ['user', ['nombre', 'email']],
    ['delivery', ['voucherNumber', 'identificationNumber', 'name']],
    ['seller', undefined],
  ])("%s's grid searches %j (absent: no search box, no key)", (name, search) => {
    expect(grid(name).search).toEqual(search);
    expect('search' in grid(name)).toBe(search !== undefined);
  });
});
