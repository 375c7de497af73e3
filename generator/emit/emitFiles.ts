import { emitEntityModule } from './emitEntityModule.js';
import { emitFormValidators } from './emitFormValidators.js';
import { emitFormValidatorsIndex } from './emitFormValidatorsIndex.js';
import { emitIndex } from './emitIndex.js';
import { emitOpenApi } from './emitOpenApi.js';
import { DEFAULT_RUNTIME_DIR } from './getRuntimeDir.js';
import type { Templates } from './getTemplates.js';
import { compareStrings } from '../shared/compareStrings.js';
import type { EmittedFile, NormalizeResult } from '../shared/types.js';

export interface EmitFilesOptions {
  /** runtime/ as seen from the generated folder; default `../runtime` (generated/ beside runtime/). */
  readonly runtimeDir?: string;
  /** The schemas folder the headers of index modules name; default `schemas/`. */
  readonly source?: string;
}

/** Runs every emitter over the normalized model; files are sorted by path (under `generated/`, wherever they are written). */
export async function emitFiles(model: NormalizeResult, templates: Templates, options: EmitFilesOptions = {}): Promise<EmittedFile[]> {
  const { runtimeDir = DEFAULT_RUNTIME_DIR, source = 'schemas/' } = options;
  const modules = await Promise.all(model.entities.map((entity) => emitEntityModule(entity, templates, runtimeDir)));
  const validators = model.entities.flatMap((entity) => emitFormValidators(entity, templates, runtimeDir) ?? []);
  return [
    ...modules,
    emitIndex(model, templates, runtimeDir, source),
    emitOpenApi(model),
    ...validators,
    emitFormValidatorsIndex(model.entities, templates, runtimeDir, source),
  ].sort((a, b) =>
    compareStrings(a.path, b.path),
  );
}
