import type { ErrorObject, ValidateFunction } from 'ajv';
import appMetaSchema from '../app.schema.json' with { type: 'json' };
import type { SchemaIndex } from './createEntityChecker.js';
import { createSchemaAjv } from './createSchemaAjv.js';
import entityMetaSchema from '../entity.schema.json' with { type: 'json' };
import { formatAjvError } from './formatAjvError.js';
import { getNamesSchema } from '../shared/getNamesSchema.js';
import { getEntityProblems } from './getEntityProblems.js';
import { getProjectProblems } from './getProjectProblems.js';
import { SchemaValidationError } from './SchemaValidationError.js';
import type { AppSchemaInput, EntitySchemaInput, LoadedFile, LoadSchemasResult, SchemaProblem, ValidSchemas } from '../shared/types.js';

let metaValidators: { entity: ValidateFunction; app: ValidateFunction } | null = null;

// Compiling the meta-schemas is the slow part of validation; they never change within a process.
function getMetaValidators(): { entity: ValidateFunction; app: ValidateFunction } {
  if (!metaValidators) {
    const ajv = createSchemaAjv();
    // The meta-schemas' closed sets of names, made from the descriptors now (names.schema.json is this object, written for editors).
    ajv.addSchema(getNamesSchema());
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

  // An unknown name (an enum of names.schema.json) leaves the file's shape intact: the checks still run on it, so its other
  // problems show in the same build; where a check words the same place itself, its message stands alone.
  const nameProblems: SchemaProblem[] = [];
  const checkShape = (file: LoadedFile, validate: ValidateFunction): boolean => {
    problems.push(...(file.textProblems ?? []));
    if (file.data === undefined) return false;
    if (validate(file.data)) return true;
    const errors = validate.errors ?? [];
    const onlyNames = errors.every(isUnknownName);
    for (const error of errors) {
      const formatted = formatAjvError(error);
      if (formatted) (onlyNames ? nameProblems : problems).push({ source: file.source, ...formatted });
    }
    return onlyNames;
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
  problems.push(...nameProblems.filter((name) => !problems.some((problem) => problem.source === name.source && problem.pointer === name.pointer)));
  return locateProblems(problems, [...(loaded.app ? [loaded.app] : []), ...loaded.entities]);
}

/** An enum error of a closed set of names (it has a title) or the wrapper that only says a branch failed. */
function isUnknownName(error: ErrorObject): boolean {
  if (error.keyword === 'if') return true;
  return error.keyword === 'enum' && typeof (error.parentSchema as { title?: unknown } | undefined)?.title === 'string';
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
