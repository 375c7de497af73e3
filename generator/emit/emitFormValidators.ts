import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { _ } from 'ajv';
import type { Options } from 'ajv';
import { getFormSchema, IMAGE_ADDRESS_FORMAT, isHttpUrl, isImageAddress } from '../../runtime/shared/index.js';
import type { EntityDefinition } from '../../runtime/shared/index.js';
import type { Templates } from './getTemplates.js';
import { renderTemplate } from './renderTemplate.js';
import { DEFAULT_RUNTIME_DIR } from './getRuntimeDir.js';
import type { EmittedFile } from '../shared/types.js';

/** Where the per-entity validator modules go; generated/validators/index.ts gathers them. */
export const VALIDATORS_DIR = 'generated/validators';

// The module the emitted code takes function formats from (see runtime/shared/formFormats.ts); a placeholder ajv
// writes into its require calls, replaced by the path from the validators folder (toImportSpecifier).
const FORMATS_MODULE = 'admin-gen-runtime/shared/formFormats.js';

/**
 * The options of runtime/web/forms/createFormValidator.ts (`uri` is isHttpUrl, `image-address` isImageAddress; RJSF adds ajv-formats itself), plus
 * where the standalone code finds function formats: ajv would otherwise point every one at ajv-formats' own set,
 * whose `uri` takes any scheme.
 */
const COMPILE_OPTIONS = {
  customFormats: { uri: isHttpUrl, [IMAGE_ADDRESS_FORMAT]: isImageAddress },
  ajvOptionsOverrides: { code: { source: true, formats: _`require(${FORMATS_MODULE}).formFormats` } } satisfies Options,
};

const REQUIRE_CALL = /require\("([^"]+)"\)/g;

/** The name a validator module exports its forms under: `courseCategory` → `courseCategoryFormValidators`. */
export function getFormValidatorsConstName(entity: string): string {
  return `${entity}FormValidators`;
}

/**
 * Emits generated/validators/<entity>.ts: for each form, RJSF's precompiled ajv validate functions of the form's schema
 * (runtime/shared getFormSchema), so the browser validates without `new Function` under `script-src 'self'`.
 * ajv writes CommonJS; each `require` becomes a hoisted import. Null for an entity without forms.
 */
export function emitFormValidators(entity: EntityDefinition, templates: Templates, runtimeDir = DEFAULT_RUNTIME_DIR): EmittedFile | null {
  if (entity.forms.length === 0) return null;
  const specifiers = new Set<string>();
  // Create and edit forms often share a schema: one compiled copy, the other form points at it.
  const bodies = new Map<string, string>();
  const members: string[] = [];
  for (const form of entity.forms) {
    const code = compileSchemaValidatorsCode(getFormSchema(entity, form) as RJSFSchema, COMPILE_OPTIONS);
    for (const match of code.matchAll(REQUIRE_CALL)) specifiers.add(match[1] as string);
    if (!bodies.has(code)) bodies.set(code, `form${bodies.size}`);
    members.push(`  ${JSON.stringify(form.name)}: ${bodies.get(code) as string},`);
  }
  const imports = [...specifiers].sort().map((specifier, i) => ({ specifier, name: `module${i}` }));
  const importName = new Map(imports.map((entry) => [entry.specifier, entry.name]));
  const forms = [...bodies].map(([code, name]) => {
    const body = code
      .replace(/^"use strict";\n/, '')
      // The CommonJS `exports` would make a bundler treat this ES module as CommonJS.
      .replace(/^exports\[/gm, 'validateFns[')
      // A hash that is a valid identifier (it starts with a letter) comes out as `exports.b680599`.
      .replace(/^exports\.([A-Za-z_$][\w$]*) =/gm, 'validateFns["$1"] =')
      .replace(REQUIRE_CALL, (_call, specifier: string) => `fromCommonJs(${importName.get(specifier) as string})`);
    return [`const ${name} = (() => {`, 'const validateFns = {};', body.trimEnd(), 'return validateFns;', '})();'].join('\n');
  });
  const contents = [
    renderTemplate(templates.header, { source: entity.source }),
    '// @ts-nocheck',
    ...imports.map((entry) => `import * as ${entry.name} from ${JSON.stringify(toImportSpecifier(entry.specifier, runtimeDir))};`),
    '',
    '// A CommonJS module imported as a namespace: Node puts module.exports under `default`, bundlers spread it.',
    'const fromCommonJs = (namespace) => (namespace.default && namespace.default.__esModule ? namespace.default : namespace);',
    '',
    ...forms.flatMap((form) => [form, '']),
    `/** Precompiled validate functions of each ${entity.label.one} form, keyed by schema hash (RJSF's ValidatorFunctions). */`,
    `export const ${getFormValidatorsConstName(entity.entity)} = {`,
    ...members,
    '};',
    '',
  ].join('\n');
  return { path: `${VALIDATORS_DIR}/${entity.entity}.ts`, contents };
}

// ajv names its runtime files without an extension; ESM resolution (Node, and vite for packages) wants the file name.
function toImportSpecifier(specifier: string, runtimeDir: string): string {
  if (specifier === FORMATS_MODULE) return `../${runtimeDir}/shared/formFormats.js`;
  return specifier.startsWith('.') || specifier.endsWith('.js') ? specifier : `${specifier}.js`;
}
