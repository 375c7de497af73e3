import { isDeepStrictEqual } from 'node:util';
import { emitEntityModule } from './emitEntityModule.js';
import { emitFormValidators } from './emitFormValidators.js';
import { emitFormValidatorsIndex } from './emitFormValidatorsIndex.js';
import { emitIndex } from './emitIndex.js';
import { emitOpenApi } from './emitOpenApi.js';
import { emitRoleMatrix } from './emitRoleMatrix.js';
import { DEFAULT_RUNTIME_DIR } from './getRuntimeDir.js';
import type { Templates } from './getTemplates.js';
import { compareStrings } from '../shared/compareStrings.js';
import type { EmittedFile, NormalizeResult } from '../shared/types.js';
import type { EntityDefinition } from '../../runtime/shared/index.js';

/**
 * One entity's files from the last build, kept by a process that builds again (`admin-gen dev`): the emitters are pure,
 * so an entity equal to the last one (and the same runtime folder) gives the same files, and only edited entities cost.
 */
export type EmitCache = Map<string, { readonly entity: EntityDefinition; readonly runtimeDir: string; readonly files: readonly EmittedFile[] }>;

export interface EmitFilesOptions {
  /** runtime/ as seen from the generated folder; default `../runtime` (generated/ beside runtime/). */
  readonly runtimeDir?: string;
  /** The schemas folder the headers of index modules name; default `schemas/`. */
  readonly source?: string;
  /** Files of unchanged entities from an earlier build of this process, reused (and updated) here. */
  readonly cache?: EmitCache;
}

/** Runs every emitter over the normalized model; files are sorted by path (under `generated/`, wherever they are written). */
export async function emitFiles(model: NormalizeResult, templates: Templates, options: EmitFilesOptions = {}): Promise<EmittedFile[]> {
  const { runtimeDir = DEFAULT_RUNTIME_DIR, source = 'schemas/' } = options;
  const emitEntity = async (entity: EntityDefinition): Promise<readonly EmittedFile[]> => {
    const cached = options.cache?.get(entity.entity);
    if (cached && cached.runtimeDir === runtimeDir && isDeepStrictEqual(cached.entity, entity)) return cached.files;
    const validators = emitFormValidators(entity, templates, runtimeDir);
    const files = [await emitEntityModule(entity, templates, runtimeDir), ...(validators ? [validators] : [])];
    options.cache?.set(entity.entity, { entity, runtimeDir, files });
    return files;
  };
  const entityFiles = await Promise.all(model.entities.map(emitEntity));
  return [
    ...entityFiles.flat(),
    emitIndex(model, templates, runtimeDir, source),
    emitOpenApi(model),
    emitFormValidatorsIndex(model.entities, templates, runtimeDir, source),
    emitRoleMatrix(model),
  ].sort((a, b) =>
    compareStrings(a.path, b.path),
  );
}
