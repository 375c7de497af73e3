#!/usr/bin/env node
// The steps of a site's own `npm run build` and `npm test` (a folder made by `admin-gen init`) that run this
// package's tools: `web` bundles the runtime's web app over the site's generated/ and public/ into dist/web, `test`
// runs the site's tests/. The tools are this package's own dependencies, found from here, not from the site.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isUpToDate } from './isUpToDate.js';

const packageRoot = path.resolve(import.meta.dirname, '..');
const site = process.cwd();
const require = createRequire(import.meta.url);
/** A package's bin script, resolved from this package. */
const binOf = (name, bin) => path.join(path.dirname(require.resolve(`${name}/package.json`)), bin);

// Written after a bundle: `npm start` after `npm test` (each runs `npm run build`) bundles once, as make would.
const webStamp = path.join(site, 'dist/web/.admin-gen-web');
// What the bundle is made of: the site's model and files, this runtime and the versions of its dependencies.
const webInputs = [
  path.join(site, 'generated'),
  path.join(site, 'public'),
  path.join(site, 'package-lock.json'),
  path.join(packageRoot, 'runtime/web'),
  path.join(packageRoot, 'runtime/shared'),
  path.join(packageRoot, 'package.json'),
  path.join(packageRoot, 'package-lock.json'),
];

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

const name = process.argv[2] ?? '';
const command = commands[name];
if (!command) {
  console.error(`admin-gen-site: expected "web" or "test", got ${JSON.stringify(name)}; run it from a site's npm scripts (see its README.md)`);
  process.exit(2);
}
const bundles = name === 'web';
if (bundles && !process.argv.slice(3).includes('--force') && isUpToDate(webStamp, webInputs)) {
  console.log('admin-gen-site: dist/web is up to date (nothing changed in generated/, public/ or admin-gen since its bundle; --force bundles anyway)');
  process.exit(0);
}
const [args, env] = command();
const result = spawnSync(process.execPath, args, {
  cwd: site,
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
if (bundles && result.status === 0) writeFileSync(webStamp, `${new Date().toISOString()}\n`);
process.exit(result.status ?? 1);
