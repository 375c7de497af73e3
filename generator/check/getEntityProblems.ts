import { checkMigrate } from './checkMigrate.js';
import type { Ajv, ValidateFunction } from 'ajv';
import { getAllowedValues, IMAGE_MEDIA_TYPE, isImageSchema } from '../../runtime/shared/index.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import { checkChildren } from './checkChildren.js';
import { checkCreates } from './checkCreates.js';
import { checkDemo } from './checkDemo.js';
import { checkErrorMessages } from './checkErrorMessages.js';
import { checkEndpoints } from './checkEndpoints.js';
import { checkForms } from './checkForms.js';
import { checkGenerated } from './checkGenerated.js';
import { checkGrids } from './checkGrids.js';
import { checkGridImports } from './checkGridImports.js';
import { checkPrefill } from './checkPrefill.js';
import { checkComputed } from './checkComputed.js';
import { checkLifecycle } from './checkLifecycle.js';
import { checkReferences } from './checkReferences.js';
import { checkRules } from './checkRules.js';
import { checkUnique } from './checkUnique.js';
import { createEntityChecker } from './createEntityChecker.js';
import type { EntityChecker, SchemaIndex, Segment } from './createEntityChecker.js';
import { getFieldType } from '../shared/getFieldType.js';
import { withoutUniqueKeyword } from '../shared/withoutUniqueKeyword.js';
import { ADMIN_USER_ENTITY, ADMIN_USER_ENTITY_SOURCE } from '../shared/adminUserEntity.js';
import { AUDIT_ENTITY, AUDIT_ENTITY_SOURCE } from '../shared/auditEntity.js';
import type { EntitySchemaInput, LinkInput, LoadedFile, SchemaProblem } from '../shared/types.js';
import { checkWhen } from './checkWhen.js';
import { checkSequences } from './checkSequences.js';

/**
 * Names an entity may not take: they collide with schemas/app.json, generated/index.ts or the types those import,
 * or with a built-in entity (generator/builtin/).
 */
export const RESERVED_ENTITY_NAMES = ['app', 'index', 'appDefinition', 'entityDefinition', 'pageRoute', AUDIT_ENTITY, ADMIN_USER_ENTITY] as const;

/** The built-in entities' schema files, by entity name, and what they are (for the message refusing a project's schema that takes the name). */
const BUILTIN_SOURCES: Readonly<Record<string, { source: string; what: string }>> = {
  [AUDIT_ENTITY]: { source: AUDIT_ENTITY_SOURCE, what: 'the built-in audit log' },
  [ADMIN_USER_ENTITY]: { source: ADMIN_USER_ENTITY_SOURCE, what: 'the built-in admin users' },
};

const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];

/**
 * Checks one entity schema (already valid against the meta-schema) for problems the meta-schema cannot see;
 * `index` holds the other entities, for references, through lists and other entities' endpoints.
 */
export function getEntityProblems(file: LoadedFile<EntitySchemaInput>, fieldAjv: Ajv, index?: SchemaIndex): SchemaProblem[] {
  const checker = createEntityChecker(file, index ?? { entities: new Map([[file.data.entity, file.data]]), complete: false });
  const { schema, report } = checker;

  const builtinSource = Object.hasOwn(BUILTIN_SOURCES, schema.entity) ? BUILTIN_SOURCES[schema.entity] : undefined;
  if ((RESERVED_ENTITY_NAMES as readonly string[]).includes(schema.entity) && file.source !== builtinSource?.source) {
    const builtin = builtinSource ? ` (${builtinSource.what}, ${builtinSource.source})` : '';
    report(['entity'], `reserved entity name ${JSON.stringify(schema.entity)}${builtin}; expected a name other than: ${RESERVED_ENTITY_NAMES.join(', ')}`);
  }
  checkFields(checker, fieldAjv);
  // A write-only field has no column: only a built-in's server hooks know what it stores.
  if (file.source !== builtinSource?.source) {
    for (const [name, field] of Object.entries(schema.fields)) if ((field as JsonSchema).writeOnly === true) report(['fields', name, 'writeOnly'], `write-only field ${JSON.stringify(name)} would never be stored; expected no "writeOnly" on an entity's own fields (admin-gen's built-ins only)`);
  }
  checkErrorMessages(checker);
  checkSecrets(checker);
  (schema.required ?? []).forEach((name, i) => checker.checkField(['required', i], name));
  checkReferences(checker);
  checkPrefill(checker);
  checkChildren(checker);
  checkCreates(checker);
  checkGenerated(checker);
  checkSequences(checker);
  checkLifecycle(checker);
  checkComputed(checker);
  (schema.indexes ?? []).forEach((index, i) => index.forEach((name, j) => checker.checkField(['indexes', i, j], name)));
  checkUnique(checker);
  checkRules(checker);

  if (schema.ordering) {
    const { field, scope } = schema.ordering;
    if (checker.checkField(['ordering', 'field'], field)) {
      const type = getFieldType(schema.fields[field] as JsonSchema);
      if (type !== 'integer') {
        report(['ordering', 'field'], `field ${JSON.stringify(field)} has type ${JSON.stringify(type)}; expected an integer field`);
      }
    }
    (scope ?? []).forEach((name, i) => checker.checkField(['ordering', 'scope', i], name));
  }

  checkEndpoints(checker);
  checkGrids(checker);
  checkGridImports(checker);
  checkForms(checker);
  checkViews(checker);
  checkDemo(checker);
  checkMigrate(checker, [...(index?.entities.keys() ?? [])]);
  return checker.problems;
}

/** Formats an image's address may declare: a URL (or a reference to one); none is an uploaded file's path. */
const IMAGE_ADDRESS_FORMATS = ['uri', 'uri-reference', 'iri', 'iri-reference'];

/** `contentMediaType: "image/*"` marks an image's address (a URL or an uploaded file's path), not a date, e-mail or list of values. */
function checkImageField(checker: EntityChecker, name: string, field: JsonSchema): void {
  const format = field.format;
  const found =
    format !== undefined && !IMAGE_ADDRESS_FORMATS.includes(format)
      ? `with "format": ${JSON.stringify(format)}`
      : field.enum !== undefined || field.oneOf !== undefined
        ? 'listing its values ("enum" or "oneOf")'
        : null;
  if (found === null) return;
  checker.report(
    ['fields', name, 'contentMediaType'],
    `"contentMediaType": "${IMAGE_MEDIA_TYPE}" on field ${JSON.stringify(name)} ${found}; expected it on an image's address: a string field with no "format" (an uploaded file's path) or one of: ${IMAGE_ADDRESS_FORMATS.join(', ')}, and no "enum" or "oneOf"`,
  );
}

function checkFields(checker: EntityChecker, fieldAjv: Ajv): void {
  for (const [name, field] of Object.entries(checker.schema.fields)) {
    const types = Array.isArray(field.type) ? field.type : [field.type];
    const unknown = types.filter((type) => !JSON_TYPES.includes(type as string));
    if (unknown.length > 0) {
      checker.report(['fields', name, 'type'], `unknown field type ${JSON.stringify(unknown[0])}; expected one of: ${JSON_TYPES.join(', ')}`);
      continue;
    }
    if (types.filter((type) => type !== 'null').length !== 1) {
      checker.report(['fields', name, 'type'], `field type ${JSON.stringify(field.type)} is ambiguous; expected exactly one type besides "null"`);
      continue;
    }
    if (field.contentMediaType !== undefined && !types.includes('string')) {
      checker.report(['fields', name, 'contentMediaType'], `"contentMediaType" on field ${JSON.stringify(name)} of type ${JSON.stringify(getFieldType(field))}; expected it on a string field only`);
    } else if (isImageSchema(field)) {
      checkImageField(checker, name, field);
    }
    let validate: ValidateFunction;
    try {
      validate = fieldAjv.compile(withoutUniqueKeyword(field));
    } catch (error) {
      checker.report(['fields', name], `invalid JSON Schema: ${(error as Error).message}; expected draft-07 keywords and known formats`);
      continue;
    }
    // ajv never checks a default against its own schema; the server would store it on every create.
    if (field.default !== undefined && !validate(structuredClone(field.default))) {
      const allowed = getAllowedValues(field);
      const expected = allowed ? `one of: ${allowed.map((value) => JSON.stringify(value)).join(', ')}` : `a value the field accepts (${validate.errors?.[0]?.message ?? 'see its keywords'})`;
      checker.report(['fields', name, 'default'], `default ${JSON.stringify(field.default)} fails the field's own schema; expected ${expected}`);
    }
  }
}

/** `secrets` name string fields (children arrays have no value of their own to mask). */
function checkSecrets(checker: EntityChecker): void {
  const { schema, report } = checker;
  (schema.secrets ?? []).forEach((name, i) => {
    const at = ['secrets', i];
    if (checker.childrenNames.includes(name)) {
      report(at, `children ${JSON.stringify(name)} cannot be secret; expected a field, one of: ${checker.fieldNames.join(', ')}`);
      return;
    }
    if (!checker.checkField(at, name)) return;
    const type = getFieldType(schema.fields[name] as JsonSchema);
    if (type !== 'string') report(at, `secret field ${JSON.stringify(name)} has type ${JSON.stringify(type)}; expected a string field (the audit log keeps its last 4 characters)`);
  });
}

function checkViews(checker: EntityChecker): void {
  const known = [...checker.fieldNames, ...checker.childrenNames];
  for (const [viewName, view] of Object.entries(checker.schema.views ?? {})) {
    const at: Segment[] = ['views', viewName];
    checker.checkPlaceholders([...at, 'route'], view.route, checker.fieldNames);
    checker.findEndpoint([...at, 'load'], view.load, ['get'], 'a view load');
    view.fields.forEach((name, i) => {
      if (!known.includes(name)) checker.report([...at, 'fields', i], `unknown field ${JSON.stringify(name)}; expected one of: ${known.join(', ')}`);
    });
    checkLinks(checker, [...at, 'links'], view.links);
  }
}

function checkLinks(checker: EntityChecker, segments: readonly Segment[], links: readonly LinkInput[] | undefined): void {
  (links ?? []).forEach((link, i) => {
    checker.checkPlaceholders([...segments, i, 'to'], link.to, checker.fieldNames);
    if (link.when) checkWhen(checker, [...segments, i, 'when'], link.when);
  });
}
