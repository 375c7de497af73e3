import { emitEntityModule } from './emitEntityModule.js';
import { emitFormValidators } from './emitFormValidators.js';
import { emitFormValidatorsIndex } from './emitFormValidatorsIndex.js';
import { emitIndex } from './emitIndex.js';
import { emitOpenApi } from './emitOpenApi.js';
import type { Templates } from './getTemplates.js';
import { compareStrings } from './normalize.js';
import type { EmittedFile, NormalizeResult } from './types.js';

/** Runs every emitter over the normalized model; files are sorted by path. */
export async function emitFiles(model: NormalizeResult, templates: Templates): Promise<EmittedFile[]> {
  const modules = await Promise.all(model.entities.map((entity) => emitEntityModule(entity, templates)));
  const validators = model.entities.flatMap((entity) => emitFormValidators(entity, templates) ?? []);
  return [...modules, emitIndex(model, templates), emitOpenApi(model), ...validators, emitFormValidatorsIndex(model.entities, templates)].sort((a, b) =>
    compareStrings(a.path, b.path),
  );
}
