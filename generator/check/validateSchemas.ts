import type { ValidateFunction } from 'ajv';
import appMetaSchema from '../app.schema.json' with { type: 'json' };
import type { SchemaIndex } from './createEntityChecker.js';
import { createSchemaAjv } from './createSchemaAjv.js';
import entityMetaSchema from '../entity.schema.json' with { type: 'json' };
import { formatAjvError } from './formatAjvError.js';
import { getEntityProblems } from './getEntityProblems.js';
import { getProjectProblems } from './getProjectProblems.js';
import { SchemaValidationError } from './SchemaValidationError.js';
import type { AppSchemaInput, EntitySchemaInput, LoadedFile, LoadSchemasResult, SchemaProblem, ValidSchemas } from '../shared/types.js';

let metaValidators: { entity: ValidateFunction; app: ValidateFunction } | null = null;

// Compiling the meta-schemas is the slow part of validation; they never change within a process.
function getMetaValidators(): { entity: ValidateFunction; app: ValidateFunction } {
  if (!metaValidators) {
    const ajv = createSchemaAjv();
    metaValidators = { entity: ajv.compile(entityMetaSchema), app: ajv.compile(appMetaSchema) };
  }
  return metaValidators;
}

/** Returns every problem in the loaded schemas: JSON syntax, meta-schema, per-entity and cross-entity checks. */
export function getSchemaProblems(loaded: LoadSchemasResult): SchemaProblem[] {
  const validators = getMetaValidators();
  // A fresh instance per run: field schemas with an `$id` would otherwise clash with a previous run's.
  // Conditional subschemas (an object's if/then/else) require and constrain properties declared beside them, with
  // no `type` of their own: strictRequired and strictTypes would refuse valid schemas; unknown keywords still fail.
  const fieldAjv = createSchemaAjv({ allErrors: false, verbose: false, strictRequired: false, strictTypes: false });
  const problems: SchemaProblem[] = [];

  const checkShape = (file: LoadedFile, validate: ValidateFunction): boolean => {
    problems.push(...(file.textProblems ?? []));
    if (file.data === undefined) return false;
    if (validate(file.data)) return true;
    for (const error of validate.errors ?? []) {
      const formatted = formatAjvError(error);
      if (formatted) problems.push({ source: file.source, ...formatted });
    }
    return false;
  };

  let app: LoadedFile<AppSchemaInput> | null = null;
  if (!loaded.app) {
    problems.push({ source: 'schemas/app.json', pointer: '', message: 'file not found; expected the app definition (title, locale, apiBase, menu)' });
  } else if (checkShape(loaded.app, validators.app)) {
    app = loaded.app as LoadedFile<AppSchemaInput>;
  }

  // Only files that match the meta-schema get the semantic checks, which rely on its shape.
  const entities: LoadedFile<EntitySchemaInput>[] = [];
  for (const file of loaded.entities) {
    if (checkShape(file, validators.entity)) entities.push(file as LoadedFile<EntitySchemaInput>);
  }
  const allEntitiesValid = entities.length === loaded.entities.length;
  // The first file declaring an entity name wins; getProjectProblems reports the duplicates.
  const byName = new Map<string, EntitySchemaInput>();
  for (const file of entities) if (!byName.has(file.data.entity)) byName.set(file.data.entity, file.data);
  const index: SchemaIndex = { entities: byName, complete: allEntitiesValid };
  for (const entity of entities) problems.push(...getEntityProblems(entity, fieldAjv, index));
  problems.push(...getProjectProblems(app, entities, { allEntitiesValid }));
  return locateProblems(problems, [...(loaded.app ? [loaded.app] : []), ...loaded.entities]);
}

/** Adds to each problem the line and column of its pointer (or of the nearest value around it) in its file. */
export function locateProblems(problems: readonly SchemaProblem[], files: readonly LoadedFile[]): SchemaProblem[] {
  const positions = new Map(files.map((file) => [file.source, file.positions]));
  return problems.map((problem) => {
    const known = positions.get(problem.source);
    if (problem.line !== undefined || !known) return problem;
    // A missing key is reported at a pointer the file lacks; the object that should hold it is there.
    for (let pointer = problem.pointer; ; pointer = pointer.slice(0, pointer.lastIndexOf('/'))) {
      const position = known.get(pointer);
      if (position) return { ...problem, ...position };
      if (pointer === '') return problem;
    }
  });
}

/** Validates loaded schemas and narrows them to the input types, or throws SchemaValidationError listing every problem. */
export function validateSchemas(loaded: LoadSchemasResult): ValidSchemas {
  const problems = getSchemaProblems(loaded);
  if (problems.length > 0) throw new SchemaValidationError(problems);
  return { app: loaded.app as LoadedFile<AppSchemaInput>, entities: loaded.entities as LoadedFile<EntitySchemaInput>[] };
}
