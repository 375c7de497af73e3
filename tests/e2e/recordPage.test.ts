// Record pages in Chromium against the real server: a seller's view page deletes it, its dialog saying how many
// deliveries lose it (counted here from the API), and a banner's form uploads an image with a preview.
import { deflateSync } from 'node:zlib';
import { api, type ApiList } from './support/adminPage.js';
import { hasChromium } from './support/launchBrowser.js';
import { useE2eSession } from './support/startE2eSession.js';

type Row = Record<string, unknown> & { _id: string };

const sellerConfirm = '¿Estás seguro de eliminar este vendedor? Esta acción no se podrá deshacer.';

/** A 2×2 red PNG, built here so its bytes are a real image the server's type sniffing accepts. */
function makePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe.skipIf(!hasChromium)('record pages in Chromium against the real server', () => {
  const suite = useE2eSession({ page: { viewport: { width: 1440, height: 900 }, locale: 'es-EC' } });

  /** Every row of a list, page by page. */
  const all = async (path: string): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let pageIndex = 1; ; pageIndex++) {
      const list = await api<ApiList<Row>>(suite.app, 'GET', `${path}?pageIndex=${pageIndex}&pageSize=100`);
      rows.push(...list.data);
      if (rows.length >= list.itemsCount || list.data.length === 0) return rows;
    }
  };


  it("deletes a seller from its view page; the dialog says 'Se quitará de N entregas' with N counted from the data", async () => {
    const deliveries = await all('/deliveries');
    const counts = new Map<string, number>();
    for (const delivery of deliveries) for (const id of new Set((delivery.sellers as string[] | undefined) ?? [])) counts.set(id, (counts.get(id) ?? 0) + 1);
    const [sellerId, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(count).toBeGreaterThan(1);

    await suite.page.goto(`${suite.app.url}/sellers/${sellerId}`);
    await suite.page.locator('.page-actions').getByRole('button', { name: 'Eliminar' }).click();
    const dialog = suite.page.getByRole('dialog');
    await dialog.getByText(sellerConfirm).waitFor();
    await dialog.getByText(`Se quitará de ${count} entregas`).waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await suite.page.waitForURL(`${suite.app.url}/sellers`);
    await expect.poll(() => suite.page.getByRole('status').filter({ hasText: 'Eliminado' }).count()).toBe(1);
    const after = await all('/deliveries');
    expect(after.filter((delivery) => ((delivery.sellers as string[] | undefined) ?? []).includes(sellerId))).toHaveLength(0);
    expect(suite.alerts).toEqual([]);
  });

  it('uploads an image in a banner form, shows its preview, saves, and the grid shows the thumbnail', async () => {
    const [banner] = (await api<ApiList<Row>>(suite.app, 'GET', '/banners?pageIndex=1&pageSize=1')).data as [Row];
    await suite.page.goto(`${suite.app.url}/banners/${banner._id}/edit`);
    const field = suite.page.getByRole('group', { name: 'Imagen grande' });
    await field.locator('input[type="file"]').setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: makePng() });
    const preview = field.getByRole('img', { name: 'Vista previa: Imagen grande' });
    await expect.poll(async () => (await preview.getAttribute('src')) ?? '').toMatch(/^\/api\/uploads\/.+\.png$/);
    const src = (await preview.getAttribute('src'))!;
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    await suite.page.getByRole('button', { name: 'Guardar' }).click();
    await suite.page.waitForURL((url) => !url.pathname.endsWith('/edit'));
    await suite.page.goto(`${suite.app.url}/banners`);
    const thumbnail = suite.page.locator(`img.cell-image[src="${src}"]`);
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('loading')).toBe('lazy');
    expect((await api<Row>(suite.app, 'GET', `/banners/${banner._id}`)).imageBig).toBe(src);
    expect(suite.alerts).toEqual([]);
  });
});
