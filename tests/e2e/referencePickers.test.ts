// Reference pickers against the real server and its demo data: typing in a form's picker searches the lookup and
// submits the picked id; typing in a grid's reference filter narrows the list to rows of the picked row.
import { api, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

interface LookupAnswer {
  data: { id: string; label: string; path?: string }[];
  nextOffset: number | null;
}

describe.skipIf(!hasChromium)('reference pickers in Chromium', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1366, height: 900 } } });

  it("types in a form's picker, picks a top content as the course (the reference's where), and the product is saved with its id", async () => {
    // The course reference declares where parent is null: its picker offers top contents only, each its own path.
    const options = (await api<LookupAnswer>(suite.app, 'GET', '/lookup/product/course?limit=100')).data;
    expect(options.length).toBeGreaterThan(0);
    expect(options.filter((option) => option.path !== option.label)).toEqual([]);
    const course = options.at(-1)!;
    await suite.page.goto(`${suite.app.url}/products/new`);
    const picker = suite.page.getByRole('combobox', { name: 'Curso' });
    await picker.waitFor({ timeout: 20_000 });
    await suite.page.getByLabel('Nombre').fill('Curso de prueba e2e');
    await suite.page.getByLabel('Código').fill('E2E-0001');
    await suite.page.getByLabel('Precio de referencia').fill('10');
    await picker.click();
    await suite.page.keyboard.type(course.label);
    const option = suite.page.getByRole('option', { name: course.path! }).first();
    await option.waitFor();
    await option.click();
    await expect.poll(() => suite.page.locator('.ref-select__single-value').first().textContent()).toBe(course.path);
    await suite.page.getByRole('button', { name: 'Guardar' }).click();
    await suite.page.waitForURL(/\/products\/[0-9a-f]{24}$/);
    const id = suite.page.url().split('/').at(-1)!;
    const saved = await api<Record<string, unknown>>(suite.app, 'GET', `/products/${id}`);
    expect(saved.course).toBe(course.id);
    // The view shows the course's label, not its id.
    await expect.poll(() => suite.page.getByText(course.label, { exact: true }).count()).toBeGreaterThan(0);
    expect(suite.alerts).toEqual([]);
  });

  it("types in a grid's reference filter and the list keeps only the picked course's products", async () => {
    const product = (await api<ApiList<Record<string, unknown> & { $labels: Record<string, string> }>>(suite.app, 'GET', '/products?pageIndex=1&pageSize=1')).data[0]!;
    const label = product.$labels.course!;
    // Labels may repeat across the tree; the option's path tells the rows apart.
    const [current] = (await api<LookupAnswer>(suite.app, 'GET', `/lookup/product/course?ids=${String(product.course)}`)).data;
    const expected = (await api<ApiList<unknown>>(suite.app, 'GET', `/products?pageIndex=1&pageSize=20&course=${String(product.course)}`)).itemsCount;
    await suite.page.goto(`${suite.app.url}/products`);
    const filter = suite.page.locator('.grid-filter-row').getByRole('combobox', { name: 'Curso' });
    await filter.waitFor({ timeout: 20_000 });
    await filter.click();
    await suite.page.keyboard.type(label);
    const listed = suite.page.waitForResponse((response) => response.url().includes(`course=${String(product.course)}`));
    await suite.page.getByRole('option', { name: current!.path ?? label, exact: true }).first().click();
    expect((await listed).status()).toBe(200);
    await expect.poll(() => suite.page.getByText(/^Total: \d+$/).first().textContent()).toBe(`Total: ${expected}`);
    expect(suite.page.url()).toContain(`course=${String(product.course)}`);
  });
});
