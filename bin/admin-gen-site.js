#!/usr/bin/env node
// The steps of a site's own `npm run build` and `npm test` (a folder made by `admin-gen init`) that run this
// package's tools: `web` bundles the runtime's web app over the site's generated/ and public/ into dist/web, `test`
// runs the site's tests/. The tools are this package's own dependencies, found from here, not from the site.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const packageRoot = path.resolve(import.meta.dirname, '..');
const site = process.cwd();
const require = createRequire(import.meta.url);
/** A package's bin script, resolved from this package. */
const binOf = (name, bin) => path.join(path.dirname(require.resolve(`${name}/package.json`)), bin);

const commands = {
  web: () => [
    [
      binOf('vite', 'bin/vite.js'),
      'build',
      '--config',
      path.join(packageRoot, 'runtime/web/vite.config.ts'),
      '--outDir',
      path.join(site, 'dist/web'),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      ADMIN_GEN_GENERATED: path.join(site, 'generated'),
      ADMIN_GEN_PUBLIC: path.join(site, 'public'),
    },
  ],
  test: () => [
    [binOf('vitest', 'vitest.mjs'), 'run', '--config', path.join(packageRoot, 'runtime/testing/vitest.site.config.ts'), ...process.argv.slice(3)],
    {},
  ],
};

const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(`admin-gen-site: expected "web" or "test", got ${JSON.stringify(process.argv[2] ?? '')}; run it from a site's npm scripts (see its README.md)`);
  process.exit(2);
}
const [args, env] = command();
const result = spawnSync(process.execPath, args, {
  cwd: site,
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
process.exit(result.status ?? 1);
