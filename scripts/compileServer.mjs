#!/usr/bin/env node
// Compiles the command line, generator, server runtime and generated model to plain JavaScript in dist/node, so
// `admin-gen serve` runs without a TypeScript loader. Types are checked by `tsc --noEmit`; this only strips them
// (each file on its own: the project is isolatedModules), copying the JSON and templates the code reads beside it.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { COMPILED_DIR, COMPILED_STAMP, SOURCE_ROOTS } from '../bin/compiledSources.js';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, COMPILED_DIR);
const started = performance.now();
const { options: projectOptions } = ts.convertCompilerOptionsFromJson(JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions, root);
// Every source is an ES module (package.json "type": "module"); a lone file cannot tell NodeNext that, so say it.
const options = { ...projectOptions, module: ts.ModuleKind.ES2022, noEmit: false, sourceMap: true, inlineSources: true };

rmSync(outDir, { recursive: true, force: true });
let count = 0;
for (const source of SOURCE_ROOTS) {
  for (const file of listFiles(path.join(root, source))) {
    const relative = path.relative(root, file);
    const target = path.join(outDir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    if (/\.tsx?$/.test(file) && !file.endsWith('.d.ts')) {
      const output = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: options, fileName: relative });
      const js = target.replace(/\.tsx?$/, '.js');
      writeFileSync(js, output.outputText.replace(/\/\/# sourceMappingURL=.*$/m, `//# sourceMappingURL=${path.basename(js)}.map`));
      writeFileSync(`${js}.map`, output.sourceMapText ?? '');
    } else copyFileSync(file, target);
    count++;
  }
}
writeFileSync(path.join(outDir, COMPILED_STAMP), `${new Date().toISOString()}\n`);
console.log(`admin-gen: compiled ${count} files to ${COMPILED_DIR} in ${Math.round(performance.now() - started)} ms`);

function listFiles(entry) {
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((item) => listFiles(path.join(entry, item.name)));
}
