import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressAssets } from '../../runtime/web/compressAssets.js';

describe('compressAssets', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-gen-compress-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes brotli and gzip copies of every compressible file of 1 KB or more, and nothing for the rest', async () => {
    const files: Record<string, string> = {
      'index.html': `<!doctype html>${'<meta name="x" content="y">'.repeat(60)}`,
      'assets/vendor-BbY0SNgM.js': `export const a = ${JSON.stringify('código '.repeat(400))};`,
      'assets/index-vurH6k8H.css': `.a{color:red}`.repeat(200),
      'assets/tiny-AAAAAAAA.js': 'export const b = 1;',
      'assets/vendor-BbY0SNgM.js.map': JSON.stringify({ mappings: 'A'.repeat(5000) }),
      'assets/logo-CCCCCCCC.png': 'P'.repeat(5000),
    };
    mkdirSync(path.join(root, 'dist/assets'), { recursive: true });
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(root, 'dist', name), content);
    const plugin = compressAssets() as unknown as {
      configResolved(config: { root: string; build: { outDir: string } }): void;
      writeBundle(options: unknown, bundle: Record<string, unknown>): Promise<void>;
    };
    plugin.configResolved({ root, build: { outDir: 'dist' } });
    await plugin.writeBundle({}, Object.fromEntries(Object.keys(files).filter((name) => name !== 'index.html').map((name) => [name, {}])));

    for (const name of ['index.html', 'assets/vendor-BbY0SNgM.js', 'assets/index-vurH6k8H.css']) {
      const file = path.join(root, 'dist', name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(files[name]);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(files[name]);
    }
    for (const name of ['assets/tiny-AAAAAAAA.js', 'assets/vendor-BbY0SNgM.js.map', 'assets/logo-CCCCCCCC.png']) {
      expect(existsSync(path.join(root, 'dist', `${name}.br`))).toBe(false);
      expect(existsSync(path.join(root, 'dist', `${name}.gz`))).toBe(false);
    }
  });
});
