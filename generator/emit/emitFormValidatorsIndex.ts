import type { EntityDefinition } from '../../runtime/shared/index.js';
import { getFormValidatorsConstName, VALIDATORS_DIR } from './emitFormValidators.js';
import type { Templates } from './getTemplates.js';
import { compareStrings } from '../shared/compareStrings.js';
import { renderTemplate } from './renderTemplate.js';
import { DEFAULT_RUNTIME_DIR } from './getRuntimeDir.js';
import type { EmittedFile } from '../shared/types.js';

/** Emits generated/validators/index.ts: every entity's precompiled form validators, for the web app (main.tsx). */
export function emitFormValidatorsIndex(entities: readonly EntityDefinition[], templates: Templates, runtimeDir = DEFAULT_RUNTIME_DIR, source = 'schemas/'): EmittedFile {
  const names = entities
    .filter((entity) => entity.forms.length > 0)
    .map((entity) => entity.entity)
    .sort(compareStrings);
  const contents = [
    renderTemplate(templates.header, { source }),
    `import type { FormValidatorsByEntity } from '../${runtimeDir}/shared/index.js';`,
    ...names.map((name) => `import { ${getFormValidatorsConstName(name)} } from './${name}.js';`),
    '',
    '/** Entity → form → precompiled validate functions: the forms validate without eval under a strict CSP. */',
    'export const formValidators: FormValidatorsByEntity = {',
    ...names.map((name) => `  ${name}: ${getFormValidatorsConstName(name)},`),
    '};',
    '',
  ].join('\n');
  return { path: `${VALIDATORS_DIR}/index.ts`, contents };
}
