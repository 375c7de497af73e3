import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './compressAssets.js';

const webRoot = import.meta.dirname;
// Another site's model (a folder written by `admin-gen build --out <dir>`) takes the place of generated/ in main.tsx.
const generatedDir = process.env.ADMIN_GEN_GENERATED ? resolve(process.env.ADMIN_GEN_GENERATED) : undefined;
// The site's own static files (its favicon and demo pictures): public/ beside its schemas/. A site of `admin-gen init`
// names its folder (ADMIN_GEN_PUBLIC); the project that holds this runtime keeps its own at its root.
const publicDir = resolve(process.env.ADMIN_GEN_PUBLIC ?? resolve(webRoot, '../../public'));
// A site's generated validators import ajv's runtime helpers; a site installed by path has no ajv of its own, so they
// are this package's (the same ones the runtime validates with).
const ajvRuntime = resolve(dirname(createRequire(import.meta.url).resolve('ajv/package.json')), 'dist/runtime');

// The SPA is built into <repo>/dist/web (or --outDir), which the Fastify server serves; in dev, /api goes to that server.
export default defineConfig({
  root: webRoot,
  base: '/',
  publicDir,
  plugins: [react(), compressAssets()],
  resolve: {
    // Uppy's dashboard writes sizes with this module ('3.8 MB', English only); ours writes them in the app's language.
    alias: [
      { find: /^@transloadit\/prettier-bytes$/, replacement: resolve(webRoot, 'i18n/formatFileSize.ts') },
      ...(generatedDir
        ? [
            { find: /^\.\.\/\.\.\/generated\//, replacement: `${generatedDir}/` },
            { find: /^ajv\/dist\/runtime\//, replacement: `${ajvRuntime}/` },
          ]
        : []),
    ],
  },
  build: {
    outDir: resolve(webRoot, '../../dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: each chunk's static and dynamic imports, which tests/web/viteConfig.test.ts walks.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs change less often than the runtime, and the model grows with
        // each schema: separate chunks cache apart. RJSF and ajv stay in the lazily loaded form chunk.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|dayjs|cookie|set-cookie-parser)[\\/]/ },
            // The form validators are not in it: forms import them on demand (main.tsx).
            { name: 'model', test: /[\\/]generated[\\/](?!validators[\\/])/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
