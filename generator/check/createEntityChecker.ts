import { ENDPOINT_KINDS, getTemplateParams } from '../../runtime/shared/index.js';
import type { EndpointKind } from '../../runtime/shared/index.js';
import { getEndpointTarget } from '../shared/getEndpointTarget.js';
import { getFieldType } from '../shared/getFieldType.js';
import { isArrayField } from '../shared/isArrayField.js';
import { jsonPointer } from '../shared/jsonPointer.js';
import type { EndpointInput, EntitySchemaInput, LoadedFile, SchemaProblem } from '../shared/types.js';

/** Every entity schema that passed the meta-schema, by entity name, for the checks that look across files. */
export interface SchemaIndex {
  readonly entities: ReadonlyMap<string, EntitySchemaInput>;
  /** False when some entity file failed the meta-schema: an unknown entity name may then be that one. */
  readonly complete: boolean;
}

export type Segment = string | number;

/** The per-file state and helpers the entity checks share; each `check*` reports and returns whether it passed. */
export interface EntityChecker {
  readonly schema: EntitySchemaInput;
  readonly index: SchemaIndex;
  readonly fieldNames: readonly string[];
  readonly referenceNames: readonly string[];
  /** Names declared in `children`: properties of bodies and responses, not fields. */
  readonly childrenNames: readonly string[];
  readonly problems: SchemaProblem[];
  report(segments: readonly Segment[], message: string): void;
  checkField(segments: readonly Segment[], name: string): boolean;
  /** A field of another entity (`of`), reported with that entity's field names. */
  checkFieldOf(segments: readonly Segment[], of: EntitySchemaInput, name: string): boolean;
  /** A field declared in `references`. */
  checkReference(segments: readonly Segment[], name: string): boolean;
  /** A field declared in `references` that holds one id (not an array of ids). */
  checkSingleReference(segments: readonly Segment[], name: string): boolean;
  /** Another entity by name; unknown names are reported only when every file could be read. */
  findEntity(segments: readonly Segment[], name: string): EntitySchemaInput | undefined;
  checkPlaceholders(segments: readonly Segment[], template: string, known: readonly string[]): void;
  /**
   * Resolves an endpoint name (with `crossEntity`, also `entity.name`) to an endpoint of one of `kinds`;
   * reports and returns undefined otherwise.
   */
  findEndpoint(segments: readonly Segment[], name: string, kinds: readonly EndpointKind[], what: string, crossEntity?: boolean): EndpointInput | undefined;
}

/** Creates the checker of one entity file. */
export function createEntityChecker(file: LoadedFile<EntitySchemaInput>, index: SchemaIndex): EntityChecker {
  const schema = file.data;
  const problems: SchemaProblem[] = [];
  const fieldNames = Object.keys(schema.fields);
  const referenceNames = Object.keys(schema.references ?? {});
  const childrenNames = Object.keys(schema.children ?? {});
  const report = (segments: readonly Segment[], message: string): void => {
    problems.push({ source: file.source, pointer: jsonPointer(...segments), message });
  };
  const listOrNone = (names: readonly string[], none = '(none declared)'): string => (names.length > 0 ? names.join(', ') : none);

  const findEntity = (segments: readonly Segment[], name: string): EntitySchemaInput | undefined => {
    const found = name === schema.entity ? schema : index.entities.get(name);
    if (!found && index.complete) {
      report(segments, `unknown entity ${JSON.stringify(name)}; expected one of: ${[...index.entities.keys()].sort().join(', ')}`);
    }
    return found;
  };

  const checkReference = (segments: readonly Segment[], name: string): boolean => {
    if (referenceNames.includes(name)) return true;
    report(segments, `field ${JSON.stringify(name)} is not a reference; expected one of: ${listOrNone(referenceNames)}`);
    return false;
  };

  return {
    schema,
    index,
    fieldNames,
    referenceNames,
    childrenNames,
    problems,
    report,
    checkField(segments, name) {
      if (fieldNames.includes(name)) return true;
      report(segments, `unknown field ${JSON.stringify(name)}; expected one of: ${fieldNames.join(', ')}`);
      return false;
    },
    checkFieldOf(segments, of, name) {
      if (Object.hasOwn(of.fields, name)) return true;
      report(segments, `unknown field ${JSON.stringify(name)} of entity ${JSON.stringify(of.entity)}; expected one of: ${Object.keys(of.fields).join(', ')}`);
      return false;
    },
    checkReference,
    checkSingleReference(segments, name) {
      if (!checkReference(segments, name)) return false;
      if (!isArrayField(schema, name)) return true;
      report(segments, `field ${JSON.stringify(name)} holds an array of ids; expected a reference holding one id`);
      return false;
    },
    findEntity,
    checkPlaceholders(segments, template, known) {
      for (const param of getTemplateParams(template)) {
        if (!known.includes(param)) {
          report(segments, `unknown path placeholder "{${param}}"; expected one of: ${listOrNone(known.map((name) => `{${name}}`), '(none)')}`);
        }
      }
    },
    findEndpoint(segments, name, kinds, what, crossEntity = false) {
      const target = crossEntity ? getEndpointTarget(name, schema.entity) : { entity: schema.entity, endpoint: name };
      const owner = target.entity === schema.entity ? schema : findEntity(segments, target.entity);
      if (!owner) return undefined;
      const endpoints = owner.endpoints ?? {};
      const endpoint = Object.hasOwn(endpoints, target.endpoint) ? endpoints[target.endpoint] : undefined;
      if (!endpoint) {
        const of = owner === schema ? '' : ` of entity ${JSON.stringify(owner.entity)}`;
        report(segments, `unknown endpoint ${JSON.stringify(target.endpoint)}${of}; expected one of: ${listOrNone(Object.keys(endpoints))}`);
        return undefined;
      }
      if (!(ENDPOINT_KINDS as readonly string[]).includes(endpoint.kind)) return undefined; // reported on the endpoint itself
      if (!kinds.includes(endpoint.kind)) {
        const expected = kinds.map((kind) => JSON.stringify(kind)).join(' or ');
        report(segments, `endpoint ${JSON.stringify(name)} has kind ${JSON.stringify(endpoint.kind)}; expected an endpoint of kind ${expected} for ${what}`);
        return undefined;
      }
      return endpoint;
    },
  };
}
