import { api, deleteRow, editingRow, expectTotal, readTotal, rowAction, rowWith, type ApiList } from './support/adminPage.js';
import { ifMatch } from '../support/ifMatch.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };

// The administrator's time zone: Guayaquil is UTC-5 all year, so local midnight is 05:00Z.
const timezoneId = 'America/Guayaquil';

describe.skipIf(!hasChromium)('grid filters and actions in Chromium against the real server', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1440, height: 900 }, timezoneId, locale: 'es-EC' } });

  const list = (path: string) => api<ApiList<Row>>(suite.app, 'GET', path);

  it('invoices: Facturar on the pending page, Finalizar on the issued page, and a 409 shown as an alert', async () => {
    const pending = await list('/invoices?pageIndex=1&pageSize=2&state=Pendiente&sortField=createdAt&sortOrder=desc');
    const [first, second] = pending.data as [Row, Row];
    await suite.page.goto(`${suite.app.url}/invoices`);
    await expectTotal(suite.page, pending.itemsCount);
    await expect(suite.page.getByRole('button', { name: 'Finalizar' }).count()).resolves.toBe(0);

    await rowWith(suite.page, String(first.voucherNumber)).getByRole('button', { name: 'Facturar' }).click();
    await suite.page.getByText(`Total: ${pending.itemsCount - 1}`).waitFor();
    await expect.poll(() => suite.page.getByRole('status').filter({ hasText: 'Factura emitida' }).count()).toBe(1);
    expect((await list(`/invoices?pageIndex=1&pageSize=1&voucherNumber=${first.voucherNumber}`)).data[0]!.state).toBe('Facturada');

    // Someone else issues the second invoice meanwhile: the row the grid shows is at an old version, the server refuses (412), the alert says so.
    await api(suite.app, 'POST', `/invoices/${second._id}/issue`, undefined, ifMatch(second));
    await rowWith(suite.page, String(second.voucherNumber)).getByRole('button', { name: 'Facturar' }).click();
    await expect.poll(() => suite.alerts.length).toBe(1);
    expect(suite.alerts[0]).toBe('Otra persona cambió este registro mientras usted lo veía; se muestra de nuevo como está ahora. Revíselo y repita la acción si aún procede.');
    // The list is fetched again after the failure: the invoice issued elsewhere leaves the pending page.
    await expect.poll(() => rowWith(suite.page, String(second.voucherNumber)).count()).toBe(0);

    await suite.page.getByRole('tab', { name: 'Facturadas' }).click();
    expect(new URL(suite.page.url()).searchParams.get('state')).toBe('issued');
    await rowWith(suite.page, String(first.voucherNumber)).waitFor();
    await expect(suite.page.getByRole('button', { name: 'Facturar' }).count()).resolves.toBe(0);
    await rowWith(suite.page, String(first.voucherNumber)).getByRole('button', { name: 'Finalizar' }).click();
    await expect
      .poll(async () => (await list(`/invoices?pageIndex=1&pageSize=1&voucherNumber=${first.voucherNumber}`)).data[0]!.state)
      .toBe('Finalizada');
    await suite.page.goto(`${suite.app.url}/invoices?state=finalized`);
    await rowWith(suite.page, String(first.voucherNumber)).waitFor();
  });

  it('users: date presets computed in the administrator time zone, boolean and text filters', async () => {
    await suite.page.goto(`${suite.app.url}/users`);
    await expectTotal(suite.page, 2000);
    const request = suite.page.waitForRequest((r) => r.url().includes('/api/users?') && r.url().includes('createdAt'));
    await suite.page.getByRole('combobox', { name: 'Fecha de creación' }).selectOption({ label: 'Últimos 7 días' });
    const query = new URL((await request).url()).searchParams;
    const from = new Date(query.get('createdAt[from]')!);
    const to = new Date(query.get('createdAt[to]')!);
    // Local midnights in Guayaquil, seven days including today.
    expect(from.getUTCHours()).toBe(5);
    expect(to.getUTCHours()).toBe(5);
    expect((to.getTime() - from.getTime()) / 86_400_000).toBe(7);
    expect(to.getTime()).toBeGreaterThan(Date.now());
    const expected = await list(`/users?pageIndex=1&pageSize=1&createdAt[from]=${from.toISOString()}&createdAt[to]=${to.toISOString()}`);
    await expectTotal(suite.page, expected.itemsCount);
    expect(expected.itemsCount).toBeGreaterThan(0);
    expect(expected.itemsCount).toBeLessThan(2000);

    await suite.page.getByRole('combobox', { name: 'Pro' }).selectOption({ label: 'Sí' });
    const pro = await list(
      `/users?pageIndex=1&pageSize=1&pro=true&createdAt[from]=${from.toISOString()}&createdAt[to]=${to.toISOString()}`,
    );
    await suite.page.getByText(`Total: ${pro.itemsCount}`).waitFor();
    await suite.page.reload();
    await suite.page.getByText(`Total: ${pro.itemsCount}`).waitFor();
    await expect(suite.page.getByRole('combobox', { name: 'Pro' }).inputValue()).resolves.toBe('true');

    await suite.page.goto(`${suite.app.url}/users`);
    const someone = (await list('/users?pageIndex=1&pageSize=1')).data[0]!;
    await suite.page.getByRole('textbox', { name: 'Correo electrónico' }).fill(String(someone.email));
    await suite.page.getByText('Total: 1', { exact: true }).waitFor();
    // The users' creation date shows with its time (the course site's spec: YYYY-MM-DD HH:mm:ss).
    await rowWith(suite.page, String(someone.email)).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).waitFor();
  });

  it('comments: the type select sends 0 or 1, and Todos sends nothing; delete asks with its text', async () => {
    const solutions = await list('/comments?pageIndex=1&pageSize=1&type=1');
    await suite.page.goto(`${suite.app.url}/comments`);
    await expectTotal(suite.page, 400);
    await suite.page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Solución' });
    await suite.page.getByText(`Total: ${solutions.itemsCount}`).waitFor();
    await suite.page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Todos' });
    await suite.page.getByText('Total: 400').waitFor();
    const first = (await list('/comments?pageIndex=1&pageSize=1&sortField=createdAt&sortOrder=desc')).data[0]!;
    await deleteRow(suite.page, suite.page.locator('tbody tr').first(), '¿Estás seguro de eliminar este comentario? Esta acción no se podrá deshacer.');
    await suite.page.getByText('Total: 399').waitFor();
    await expect(suite.app.fetch(`/api/comments/${first._id}`).then((r) => r.status)).resolves.toBe(404);
  });

  it('contents: insert, subitems with their own insert, inline edit, moves, and a refused delete', async () => {
    await suite.page.goto(`${suite.app.url}/contents`);
    const roots = await readTotal(suite.page);
    await suite.page.getByRole('textbox', { name: 'Nombre' }).fill('Contenido E2E');
    await suite.page.getByRole('button', { name: 'Agregar' }).click();
    await suite.page.getByText(`Total: ${roots + 1}`).waitFor();

    await rowWith(suite.page, 'Contenido E2E').getByRole('link', { name: 'Subitems' }).click();
    await suite.page.getByText('No se han encontrado resultados').waitFor();
    await suite.page.getByRole('textbox', { name: 'Nombre' }).fill('Tema E2E 1');
    await suite.page.getByRole('button', { name: 'Agregar' }).click();
    await rowWith(suite.page, 'Tema E2E 1').waitFor();
    await suite.page.getByRole('textbox', { name: 'Nombre' }).fill('Tema E2E 2');
    await suite.page.getByRole('button', { name: 'Agregar' }).click();
    await suite.page.getByText('Total: 2').waitFor();
    await (await rowAction(rowWith(suite.page, 'Tema E2E 2'), 'Subir')).click();
    await expect.poll(async () => (await suite.page.locator('tbody tr').first().textContent()) ?? '').toContain('Tema E2E 2');

    await (await rowAction(rowWith(suite.page, 'Tema E2E 1'), 'Edición rápida')).click();
    await editingRow(suite.page).getByRole('textbox').first().fill('Tema E2E renombrado');
    await suite.page.getByRole('button', { name: 'Guardar' }).click();
    // Saved: the row leaves edit mode (its Guardar goes).
    await rowWith(suite.page, 'Tema E2E renombrado').waitFor();
    await expect.poll(() => editingRow(suite.page).count()).toBe(0);

    // The parent still has children: the server refuses and says why.
    await suite.page.goto(`${suite.app.url}/contents`);
    await deleteRow(suite.page, rowWith(suite.page, 'Contenido E2E'), '¿Estás seguro de eliminar este contenido? Esta acción no se podrá deshacer.');
    await expect.poll(() => suite.alerts.length).toBe(1);
    expect(suite.alerts[0]).toMatch(/^Ha ocurrido un error: \{"error":"No se puede eliminar/);
    await rowWith(suite.page, 'Contenido E2E').waitFor();
  });

  it('lessons of a content: quick edit, move and delete', async () => {
    const content = (await list('/contents?pageIndex=1&pageSize=1')).data[0]!;
    const lessons = await list(`/contents/${content._id}/lessons?pageIndex=1&pageSize=20`);
    expect(lessons.itemsCount).toBeGreaterThan(1);
    await suite.page.goto(`${suite.app.url}/contents`);
    await rowWith(suite.page, String(content.nombre)).getByRole('link', { name: 'Lecciones' }).click();
    await expectTotal(suite.page, lessons.itemsCount);

    const [first, second] = lessons.data as [Row, Row];
    await (await rowAction(rowWith(suite.page, String(first.name)), 'Edición rápida')).click();
    await editingRow(suite.page).getByRole('textbox').first().fill('Lección editada en línea');
    const put = suite.page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/lessons/${first._id}/updateOnline`));
    await suite.page.getByRole('button', { name: 'Guardar' }).click();
    await put;
    await (await rowAction(rowWith(suite.page, 'Lección editada en línea'), 'Bajar')).click();
    await expect
      .poll(async () => (await list(`/contents/${content._id}/lessons?pageIndex=1&pageSize=20`)).data.map((l) => l._id).slice(0, 2))
      .toEqual([second._id, first._id]);

    await deleteRow(suite.page, rowWith(suite.page, 'Lección editada en línea'), '¿Estás seguro de eliminar esta lección? Esta acción no se podrá deshacer.');
    await suite.page.getByText(`Total: ${lessons.itemsCount - 1}`).waitFor();
    const after = await list(`/contents/${content._id}/lessons?pageIndex=1&pageSize=20`);
    expect(after.data.map((l) => l.position)).toEqual(after.data.map((_, i) => i + 1));
  });

  it('quiz questions: assign from the questions of a content and remove again', async () => {
    const quiz = (await list('/quizzes?pageIndex=1&pageSize=1&sortField=name&sortOrder=asc')).data[0]!;
    const inQuiz = await list(`/questions-quiz/${quiz._id}?pageIndex=1&pageSize=100`);
    await suite.page.goto(`${suite.app.url}/quizzes?sortField=name&sortOrder=asc`);
    await rowWith(suite.page, String(quiz.name)).getByRole('link', { name: 'Preguntas' }).click();
    const assigned = suite.page.getByRole('region', { name: 'Preguntas del examen' });
    const available = suite.page.getByRole('region', { name: 'Preguntas disponibles' });
    await expectTotal(assigned, inQuiz.itemsCount);

    const content = (await list('/contents?pageIndex=1&pageSize=1')).data[0]!;
    // The content filter is a reference picker: type the name, pick the option (its tree path tells equal names apart).
    const [option] = (await api<{ data: { label: string; path?: string }[] }>(suite.app, 'GET', `/lookup/question/content?ids=${String(content._id)}`)).data;
    await available.getByRole('combobox', { name: 'Contenido' }).click();
    await suite.page.keyboard.type(String(content.nombre));
    await suite.page.getByRole('option', { name: option!.path ?? option!.label, exact: true }).first().click();
    const candidates = await list(`/questions?pageIndex=1&pageSize=20&content=${content._id}`);
    await available.getByText(`Total: ${candidates.itemsCount}`).waitFor();
    const ids = new Set(inQuiz.data.map((q) => q._id));
    const candidate = candidates.data.find((q) => !ids.has(q._id))!;
    const text = String(candidate.descripcion).slice(0, 40);
    await rowWith(available, text).getByRole('button', { name: 'Agregar' }).click();
    await assigned.getByText(`Total: ${inQuiz.itemsCount + 1}`).waitFor();
    await rowWith(assigned, text).getByRole('button', { name: 'Quitar' }).click();
    await assigned.getByText(`Total: ${inQuiz.itemsCount}`).waitFor();
    expect(suite.alerts).toEqual([]);
  });

  it('products: a product with keys is refused, one without keys is deleted; the course filter lists the courses', async () => {
    const created = await api<Row>(suite.app, 'POST', '/products/create', {
      name: 'Producto E2E sin claves',
      course: (await list('/contents?pageIndex=1&pageSize=1')).data[0]!._id,
      pricetag: 10,
      code: 'E2E-1',
    });
    await suite.page.goto(`${suite.app.url}/products?name=${encodeURIComponent('Producto E2E')}`);
    await suite.page.getByText('Total: 1', { exact: true }).waitFor();
    await deleteRow(suite.page, rowWith(suite.page, 'Producto E2E sin claves'), '¿Estás seguro de eliminar este producto? Esta acción no se podrá deshacer.');
    await suite.page.getByText('No se han encontrado resultados').waitFor();
    await expect(suite.app.fetch(`/api/products/${created._id}`).then((r) => r.status)).resolves.toBe(404);

    const key = (await list(`/deliveries/${(await list('/deliveries?pageIndex=1&pageSize=1')).data[0]!._id}/productKeys?pageIndex=1&pageSize=1`)).data[0]!;
    const product = await api<Row>(suite.app, 'GET', `/products/${key.productId}`);
    await suite.page.goto(`${suite.app.url}/products?name=${encodeURIComponent(String(product.name))}`);
    await deleteRow(suite.page, rowWith(suite.page, String(product.code)), '¿Estás seguro de eliminar este producto? Esta acción no se podrá deshacer.');
    await expect.poll(() => suite.alerts.length).toBe(1);
    expect(suite.alerts[0]).toMatch(/^Ha ocurrido un error: \{"error":"No se puede eliminar/);
    await expect(suite.app.fetch(`/api/products/${product._id}`).then((r) => r.status)).resolves.toBe(200);
  });

  it('deliveries: deleting one deletes its keys and invoice with it', async () => {
    const delivery = (await list('/deliveries?pageIndex=1&pageSize=1&sortField=createdAt&sortOrder=desc')).data[0]!;
    const invoicesBefore = (await list('/invoices?pageIndex=1&pageSize=1')).itemsCount;
    await suite.page.goto(`${suite.app.url}/deliveries`);
    await expectTotal(suite.page, 300);
    await deleteRow(suite.page, rowWith(suite.page, String(delivery.voucherNumber)), '¿Estás seguro de eliminar esta entrega? Esta acción no se podrá deshacer.');
    await suite.page.getByText('Total: 299').waitFor();
    expect((await list('/invoices?pageIndex=1&pageSize=1')).itemsCount).toBe(invoicesBefore - 1);
    expect((await list(`/deliveries/${delivery._id}/productKeys?pageIndex=1&pageSize=1`)).itemsCount).toBe(0);
  });

  it('banners and home banners: move down and delete keep positions gapless', async () => {
    for (const [route, source] of [
      ['/banners', '/banners'],
      ['/banners-home', '/banners-home'],
    ] as const) {
      const before = await list(`${source}?pageIndex=1&pageSize=20`);
      expect(before.itemsCount).toBeGreaterThan(2);
      await suite.page.goto(`${suite.app.url}${route}`);
      await expectTotal(suite.page, before.itemsCount);
      await (await rowAction(suite.page.locator('tbody tr').first(), 'Bajar')).click();
      await expect
        .poll(async () => (await list(`${source}?pageIndex=1&pageSize=20`)).data.map((b) => b._id).slice(0, 2))
        .toEqual([before.data[1]!._id, before.data[0]!._id]);
      await deleteRow(suite.page, suite.page.locator('tbody tr').first(), '¿Estás seguro de eliminar este registro? Esta acción no se podrá deshacer.');
      await suite.page.getByText(`Total: ${before.itemsCount - 1}`).waitFor();
      const after = await list(`${source}?pageIndex=1&pageSize=20`);
      expect(after.data.map((b) => b.position)).toEqual(after.data.map((_, i) => i + 1));
    }
  });

  it('questions of a content, their options, and quizzes: deletes with their own texts', async () => {
    const content = (await list('/contents?pageIndex=1&pageSize=1')).data[0]!;
    const questions = await list(`/contents/${content._id}/questions?pageIndex=1&pageSize=20`);
    const question = questions.data[0]!;
    await suite.page.goto(`${suite.app.url}/questions/${content._id}`);
    await expectTotal(suite.page, questions.itemsCount);
    await rowWith(suite.page, String(question.descripcion).slice(0, 40)).getByRole('link', { name: 'Opciones' }).click();
    await expectTotal(suite.page, 4);
    await deleteRow(suite.page, suite.page.locator('tbody tr').last(), '¿Estás seguro de eliminar este registro? Esta acción no se podrá deshacer.');
    await suite.page.getByText('Total: 3').waitFor();

    await suite.page.goto(`${suite.app.url}/questions/${content._id}`);
    await deleteRow(suite.page, rowWith(suite.page, String(question.descripcion).slice(0, 40)), '¿Estás seguro de eliminar este ejercicio? Esta acción no se podrá deshacer.');
    await suite.page.getByText(`Total: ${questions.itemsCount - 1}`).waitFor();
    expect((await list(`/questions/${question._id}/options?pageIndex=1&pageSize=20`)).itemsCount).toBe(0);

    const quiz = (await list('/quizzes?pageIndex=1&pageSize=1&sortField=name&sortOrder=desc')).data[0]!;
    await suite.page.goto(`${suite.app.url}/quizzes?sortField=name&sortOrder=desc`);
    await deleteRow(suite.page, rowWith(suite.page, String(quiz.name)), '¿Estás seguro de eliminar este examen? Esta acción no se podrá deshacer.');
    await suite.page.getByText('Total: 14').waitFor();
    expect((await list(`/quiz_attempts/${quiz._id}?pageIndex=1&pageSize=1`)).itemsCount).toBe(0);
    expect(suite.alerts).toEqual([]);
  });

  it('institutes and course categories: insert, inline edit and delete with their own texts', async () => {
    await suite.page.goto(`${suite.app.url}/institutes`);
    await expectTotal(suite.page, 40);
    await suite.page.getByRole('textbox', { name: 'Nombre' }).fill('Instituto E2E');
    await suite.page.getByRole('button', { name: 'Agregar' }).click();
    await suite.page.getByText('Total: 41').waitFor();
    // Sorted by name, the new institute may be on another page: look it up the way the grid does.
    const created = (await list('/institutes?pageIndex=1&pageSize=100')).data.find((row) => row.name === 'Instituto E2E')!;
    const index = (await list('/institutes?pageIndex=1&pageSize=100&sortField=name&sortOrder=asc')).data.findIndex((row) => row._id === created._id);
    await suite.page.goto(`${suite.app.url}/institutes?page=${Math.floor(index / 20) + 1}`);
    await (await rowAction(rowWith(suite.page, 'Instituto E2E'), 'Edición rápida')).click();
    await editingRow(suite.page).getByRole('textbox').first().fill('Instituto E2E renombrado');
    const put = suite.page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/institutes/update/${created._id}`));
    await suite.page.getByRole('button', { name: 'Guardar' }).click();
    await put;
    await deleteRow(suite.page, rowWith(suite.page, 'Instituto E2E renombrado'), '¿Estás seguro de eliminar este instituto? Esta acción no se podrá deshacer.');
    await suite.page.getByText('Total: 40').waitFor();
    await expect(list('/institutes?pageIndex=1&pageSize=100').then((r) => r.data.some((row) => row._id === created._id))).resolves.toBe(false);

    await suite.page.goto(`${suite.app.url}/course-categories`);
    const categories = await list('/courseCategories?pageIndex=1&pageSize=20');
    const last = categories.data[categories.data.length - 1]!;
    await (await rowAction(rowWith(suite.page, String(last.name)), 'Edición rápida')).click();
    await editingRow(suite.page).getByRole('checkbox').first().setChecked(!last.visible);
    await suite.page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(async () => (await list('/courseCategories?pageIndex=1&pageSize=20')).data.find((r) => r._id === last._id)?.visible).toBe(!last.visible);
    await deleteRow(suite.page, rowWith(suite.page, String(last.name)), '¿Estás seguro de eliminar esta categoría? Esta acción no se podrá deshacer.');
    await suite.page.getByText(`Total: ${categories.itemsCount - 1}`).waitFor();
    expect(suite.alerts).toEqual([]);
  });
});
