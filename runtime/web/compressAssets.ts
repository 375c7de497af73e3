import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; source maps are left as they are (only developer tools read them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Files smaller than this go as they are: compressing them saves less than the header costs. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of the
 * build, once, at build time: the server sends them as they are (no compression work per request).
 */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'admin-gen:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const names = [...Object.keys(bundle), 'index.html'].filter((name, index, all) => COMPRESSIBLE.test(name) && all.indexOf(name) === index);
      await Promise.all(names.map((name) => writeCompressed(path.join(outDir, name))));
    },
  };
}

async function writeCompressed(file: string): Promise<void> {
  const content = await readFile(file).catch(() => undefined);
  if (!content || content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
