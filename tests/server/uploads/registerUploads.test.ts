// The upload service over HTTP on both stores (it does not touch the database, but it runs inside the same
// server): folders, the 4,000,000-byte limit with nothing left behind, content sniffing, names, serving.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { deliveryApp, deliveryEntities } from '../fixtures/deliveryEntities.js';
import { binary, doc, docx, jpeg, multipart, pdfOf, plainText, png, svg, xmlSvg, type MultipartPart } from '../fixtures/sampleFiles.js';
import { describeEachStore } from '../testStores.js';

const MAX = 4_000_000;

describeEachStore(
  'upload service',
  (store) => {
    const upload = (parts: readonly MultipartPart[], headers: Record<string, string> = {}) => {
      const body = multipart(parts);
      return store().request({ method: 'POST', url: '/api/upload', payload: body.payload, headers: { ...body.headers, ...headers } });
    };
    const file = (filename: string, data: Buffer, contentType?: string): MultipartPart => ({ name: 'file', filename, data, contentType });
    /** Every file under DATA_DIR/uploads, .tmp included, relative to it. */
    const storedFiles = (): string[] => {
      const root = path.join(store().dataDir, 'uploads');
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.relative(root, path.join(dir, entry.name))]));
      return walk(root).sort();
    };
    const diskPath = (uploadURL: string) => path.join(store().dataDir, 'uploads', ...uploadURL.replace('/api/uploads/', '').split('/'));

    it('stores a PDF under the default folder with a server-chosen name and answers uploadURL and name', async () => {
      const before = storedFiles();
      const response = await upload([file('Comprobante de pago.pdf', pdfOf(2048), 'application/pdf')]);
      expect(response.statusCode).toBe(200);
      expect(response.data).toEqual({ uploadURL: expect.stringMatching(/^\/api\/uploads\/deliveries\/[0-9a-f]{16}\.pdf$/), name: 'Comprobante de pago.pdf' });
      expect(readFileSync(diskPath(response.data.uploadURL))).toEqual(pdfOf(2048));
      expect(storedFiles()).toHaveLength(before.length + 1);
    });

    it('takes the folder header when it is one of the folders', async () => {
      const response = await upload([file('nota.txt', plainText())], { folder: 'contents' });
      expect(response.statusCode).toBe(200);
      expect(response.data.uploadURL).toMatch(/^\/api\/uploads\/contents\/[0-9a-f]{16}\.txt$/);
    });

    it.each(['../x', '/etc', '..%2f', '%2e%2e', 'deliveries/../contents', 'deliveries\\x', 'facturas', ''])('400 for folder %j, before reading the file', async (folder) => {
      const before = storedFiles();
      const response = await upload([file('a.pdf', pdfOf(1024))], { folder });
      expect(response.statusCode).toBe(400);
      expect(response.data).toMatchObject({ field: 'folder', error: expect.stringMatching(/^La carpeta «.*» no es válida\. Carpetas permitidas: contents, deliveries\.$/) });
      expect(storedFiles()).toEqual(before);
    });

    it('accepts exactly 4,000,000 bytes', async () => {
      const response = await upload([file('grande.pdf', pdfOf(MAX))]);
      expect(response.statusCode).toBe(200);
      expect(statSync(diskPath(response.data.uploadURL)).size).toBe(MAX);
    });

    it('413 for 4,000,001 bytes, with nothing left on disk (.tmp included)', async () => {
      const before = storedFiles();
      const response = await upload([file('grande.pdf', pdfOf(MAX + 1))]);
      expect(response.statusCode).toBe(413);
      expect(response.data).toEqual({ error: 'El archivo supera el peso máximo de 4MB (4.000.000 bytes).', field: 'file' });
      expect(storedFiles()).toEqual(before);
    });

    it.each([
      ['a docx', 'Contrato.docx', docx(), /\.docx$/],
      ['a doc (CFB)', 'Contrato.doc', doc(), /\.doc$/],
      ['a PNG', 'captura.PNG', png(), /\.png$/],
      ['a JPEG named .jpeg', 'foto.jpeg', jpeg(), /\.jpg$/],
      ['plain UTF-8 text', 'notas.txt', plainText(), /\.txt$/],
    ])('accepts %s', async (_case, filename, data, stored) => {
      const response = await upload([file(filename, data)]);
      expect(response.statusCode).toBe(200);
      expect(response.data.uploadURL).toMatch(stored);
    });

    it.each([
      ['a PDF named .png', 'factura.png', pdfOf(1024), /«png» no corresponde al contenido del archivo \(application\/pdf\)/],
      ['a PNG named .pdf', 'factura.pdf', png(), /«pdf» no corresponde/],
      ['a docx named .doc', 'contrato.doc', docx(), /«doc» no corresponde/],
      ['a PDF without an extension', 'factura', pdfOf(1024), /«\(ninguna\)» no corresponde/],
      ['an SVG', 'logo.svg', svg(), /SVG no se admiten/],
      ['an SVG named .txt', 'logo.txt', svg(), /SVG no se admiten/],
      ['an SVG with an XML declaration', 'logo.svg', xmlSvg(), /SVG no se admiten/],
      ['binary bytes named .txt', 'datos.txt', binary(), /Tipo de archivo no permitido/],
      ['a zip that is no Office file', 'datos.zip', Buffer.from('PK\u0003\u0004garbage-that-is-not-a-real-zip-archive'), /Tipo de archivo no permitido/],
    ])('415 for %s, nothing stored', async (_case, filename, data, message) => {
      const before = storedFiles();
      const response = await upload([file(filename, data, 'image/png')]);
      expect(response.statusCode).toBe(415);
      expect(response.data).toMatchObject({ field: 'file', error: expect.stringMatching(message) });
      expect(storedFiles()).toEqual(before);
    });

    it('names the upload by its name field (before or after the file), sanitized', async () => {
      const before = await upload([{ name: 'name', value: 'Factura <b>1/2</b>' }, file('x.pdf', pdfOf(512))]);
      expect(before.data.name).toBe('Factura b1 2 b');
      const after = await upload([file('x.pdf', pdfOf(512)), { name: 'name', value: '  Recibo\u0000 marzo  ' }]);
      expect(after.data.name).toBe('Recibo marzo');
      const pathName = await upload([file('../../Pago final <1>.pdf', pdfOf(512))]);
      expect(pathName.data.name).toBe('Pago final 1.pdf');
    });

    it('400 without a multipart body, without a file, and for two files (keeping neither)', async () => {
      const json = await store().request({ method: 'POST', url: '/api/upload', payload: { file: 'x' } });
      expect(json.statusCode).toBe(400);
      expect(json.data.field).toBe('file');
      const none = await upload([{ name: 'name', value: 'Sin archivo' }]);
      expect(none.statusCode).toBe(400);
      expect(none.data.field).toBe('file');
      const before = storedFiles();
      const two = await upload([file('a.pdf', pdfOf(512)), file('b.pdf', pdfOf(512))]);
      expect(two.statusCode).toBe(400);
      expect(two.data).toMatchObject({ field: 'file', error: 'Envía un solo archivo por petición.' });
      expect(storedFiles()).toEqual(before);
    });

    it('serves stored files with nosniff, the sniffed type, inline for PDFs and images, attachment otherwise', async () => {
      const cases: [string, Buffer, string, string][] = [
        ['a.pdf', pdfOf(777), 'application/pdf', 'inline'],
        ['b.png', png(), 'image/png', 'inline'],
        ['c.txt', plainText(), 'text/plain; charset=utf-8', 'attachment'],
        ['d.docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
        ['e.doc', doc(), 'application/msword', 'attachment'],
      ];
      for (const [filename, data, type, disposition] of cases) {
        const { uploadURL } = (await upload([file(filename, data)])).data;
        const served = await store().request({ method: 'GET', url: uploadURL });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['content-disposition']).toBe(`${disposition}; filename="${uploadURL.split('/').pop()}"`);
        expect(served.rawPayload).toEqual(data);
      }
    });

    it.each([
      '/api/uploads/deliveries/0123456789abcdef.pdf',
      '/api/uploads/deliveries/..%2f..%2fadmin.sqlite',
      '/api/uploads/..%2f..%2f/admin.sqlite',
      '/api/uploads/deliveries/%2e%2e%2fupload-secret',
      '/api/uploads/.tmp/0123456789abcdef.part',
      '/api/uploads/facturas/0123456789abcdef.pdf',
      '/api/uploads/deliveries/../../upload-secret',
      '/api/uploads/deliveries',
    ])('404 for %s', async (url) => {
      const response = await store().request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/[0-9a-f]{64}/);
    });
  },
  { entities: deliveryEntities, app: deliveryApp },
);
