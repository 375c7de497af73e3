import { ENDPOINT_KINDS, endpointKinds, getAllowedValues, getTemplateParams } from '../../runtime/shared/index.js';
import { withArticle } from './withArticle.js';
import type { JsonSchema } from '../../runtime/shared/index.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';
import { isArrayField } from '../shared/isArrayField.js';
import { getFieldType } from '../shared/getFieldType.js';
import type { EndpointInput } from '../shared/types.js';
import { checkCreatesList } from './checkCreates.js';

/** Checks `endpoints`: kinds, path placeholders, and the keys that belong to one kind (where, transition, relation, through). */
export function checkEndpoints(checker: EntityChecker): void {
  const { schema, report } = checker;
  for (const [name, endpoint] of Object.entries(schema.endpoints ?? {})) {
    const at: Segment[] = ['endpoints', name];
    const { kind } = endpoint;
    if (!(ENDPOINT_KINDS as readonly string[]).includes(kind)) {
      report([...at, 'kind'], `unknown endpoint kind ${JSON.stringify(kind)}; expected one of: ${ENDPOINT_KINDS.join(', ')}`);
    }
    // The kind's own placeholders (a move's direction), and a through list's scope, are no fields of the entity.
    const own = (ENDPOINT_KINDS as readonly string[]).includes(kind) ? Object.keys(endpointKinds[kind].params) : [];
    const extra = [...own, ...(kind === 'list' && endpoint.through ? [endpoint.through.scope] : [])];
    checker.checkPlaceholders([...at, 'path'], endpoint.path, [...checker.fieldNames, ...extra]);
    const params = getTemplateParams(endpoint.path);
    for (const param of own.filter((name) => !params.includes(name))) {
      report([...at, 'path'], `${kind} endpoint path ${JSON.stringify(endpoint.path)} has no "{${param}}"; expected e.g. "/items/{_id}/{${param}}"`);
    }

    const onlyOn = (key: keyof EndpointInput, kinds: string): void => {
      report([...at, key], `"${key}" applies to ${kinds} endpoints only; expected no "${key}" on ${withArticle(kind)} endpoint`);
    };
    if (endpoint.where !== undefined) {
      if (kind !== 'list') onlyOn('where', 'list');
      else for (const field of Object.keys(endpoint.where)) checker.checkField([...at, 'where', field], field);
    }

    if (kind === 'transition' && !endpoint.transition) {
      report(at, 'transition endpoint has no "transition"; expected "transition": { "field", "from": [...], "to" }');
    } else if (endpoint.transition && kind !== 'transition') {
      onlyOn('transition', 'transition');
    } else if (endpoint.transition) {
      const { field, from, to } = endpoint.transition;
      if (checker.checkField([...at, 'transition', 'field'], field)) {
        const fieldSchema = schema.fields[field] as JsonSchema;
        const type = getFieldType(fieldSchema);
        if (type !== 'string') {
          report([...at, 'transition', 'field'], `field ${JSON.stringify(field)} has type ${JSON.stringify(type)}; expected a string field`);
        }
        const allowed = getAllowedValues(fieldSchema);
        const checkValue = (segments: Segment[], value: string): void => {
          if (allowed && !allowed.includes(value)) {
            report(segments, `unknown value ${JSON.stringify(value)} of field ${JSON.stringify(field)}; expected one of: ${allowed.map(String).join(', ')}`);
          }
        };
        from.forEach((value, i) => checkValue([...at, 'transition', 'from', i], value));
        checkValue([...at, 'transition', 'to'], to);
        // Without `lifecycle` nothing sets the field on create (a readOnly one stays empty) and no transition can ever match it.
        if (type === 'string' && !Object.hasOwn(schema.lifecycle ?? {}, field)) {
          const initial = JSON.stringify(allowed?.[0] ?? from[0] ?? to);
          report(
            at,
            `field ${JSON.stringify(field)} is changed by transition endpoint ${JSON.stringify(name)} but is not a lifecycle field; expected "lifecycle": { ${JSON.stringify(field)}: { "initial": ${initial} } } naming it (the state every new row starts in; only its transitions change it)`,
          );
        }
      }
    }

    if (endpoint.creates !== undefined) {
      if (kind !== 'transition') onlyOn('creates', 'transition');
      else checkCreatesList(checker, [...at, 'creates'], endpoint.creates, false);
    }

    const isLinkKind = kind === 'assign' || kind === 'unassign';
    if (isLinkKind && !endpoint.relation) {
      report(at, `${kind} endpoint has no "relation"; expected "relation": { "scope", "target" } naming two reference fields`);
    } else if (endpoint.relation && !isLinkKind) {
      onlyOn('relation', 'assign and unassign');
    } else if (endpoint.relation) {
      const { scope, target } = endpoint.relation;
      for (const key of ['scope', 'target'] as const) {
        const field = endpoint.relation[key];
        if (checker.checkField([...at, 'relation', key], field)) checker.checkSingleReference([...at, 'relation', key], field);
      }
      if (scope === target) report([...at, 'relation', 'target'], `target ${JSON.stringify(target)} is also the scope; expected another reference field`);
      if (!params.includes(scope)) {
        report([...at, 'path'], `${kind} endpoint path ${JSON.stringify(endpoint.path)} has no "{${scope}}"; expected the relation's scope as a path placeholder`);
      }
    }

    if (endpoint.through && kind !== 'list') {
      onlyOn('through', 'list');
    } else if (endpoint.through) {
      const { entity, field, scope } = endpoint.through;
      const link = checker.findEntity([...at, 'through', 'entity'], entity);
      if (link) {
        if (checker.checkFieldOf([...at, 'through', 'field'], link, field) && link.references?.[field]?.entity !== schema.entity) {
          report(
            [...at, 'through', 'field'],
            `field ${JSON.stringify(field)} of entity ${JSON.stringify(entity)} does not reference ${JSON.stringify(schema.entity)}; expected a field declared in its "references" with "entity": ${JSON.stringify(schema.entity)}`,
          );
        } else if (isArrayField(link, field)) {
          report([...at, 'through', 'field'], `field ${JSON.stringify(field)} of entity ${JSON.stringify(entity)} holds an array of ids; expected a reference holding one id`);
        }
        checker.checkFieldOf([...at, 'through', 'scope'], link, scope);
      }
      if (!params.includes(scope)) {
        report([...at, 'path'], `list endpoint path ${JSON.stringify(endpoint.path)} has no "{${scope}}"; expected the through scope as a path placeholder`);
      }
    }
  }
}
