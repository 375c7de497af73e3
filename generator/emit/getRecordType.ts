import { compile } from 'json-schema-to-typescript';
import type { EntityDefinition, JsonSchema } from '../../runtime/shared/index.js';
import { toPascalCase } from '../shared/caseNames.js';

/** The TypeScript interface of an entity's record, from its JSON Schema via json-schema-to-typescript. */
export async function getRecordType(entity: EntityDefinition): Promise<string> {
  const source = await compile(withoutTitles(entity.schema) as Parameters<typeof compile>[0], toPascalCase(entity.entity), {
    bannerComment: '',
    // Formatting is ours (reindent below): prettier's output could change with its version.
    format: false,
    additionalProperties: false,
    declareExternallyReferenced: true,
    enableConstEnums: false,
    strictIndexSignatures: true,
    unknownAny: true,
    unreachableDefinitions: false,
    style: { singleQuote: true },
  });
  return reindent(source).trim();
}

// json-schema-to-typescript names a separate type after every `title` ("Nombre"); a doc comment is what we want.
function withoutTitles(schema: JsonSchema, isRoot = true): JsonSchema {
  const copy: JsonSchema = { ...schema };
  if (!isRoot && typeof copy.title === 'string') {
    if (copy.description === undefined) copy.description = copy.title;
    delete copy.title;
  }
  if (copy.properties) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([key, value]) => [key, withoutTitles(value, false)]));
  }
  if (copy.items && typeof copy.items === 'object' && !Array.isArray(copy.items)) copy.items = withoutTitles(copy.items, false);
  if (copy.additionalProperties && typeof copy.additionalProperties === 'object') {
    copy.additionalProperties = withoutTitles(copy.additionalProperties, false);
  }
  // A `oneOf: [{ const, title }]` value list reads best as a union of literals: `'Pendiente' | 'Facturada'`.
  if (Array.isArray(copy.oneOf) && copy.oneOf.length > 0 && copy.oneOf.every((item: JsonSchema) => item !== null && typeof item === 'object' && 'const' in item)) {
    copy.enum = copy.oneOf.map((item: JsonSchema) => item.const);
    delete copy.oneOf;
  }
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = copy[keyword];
    if (Array.isArray(list)) copy[keyword] = list.map((item: JsonSchema) => withoutTitles(item, false));
  }
  return copy;
}

/** Indents unformatted declarations by brace depth, two spaces per level, leaving comment text alone. */
function reindent(source: string): string {
  let depth = 0;
  const out: string[] = [];
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      out.push('');
      continue;
    }
    const isComment = line.startsWith('/**') || line.startsWith('*');
    if (!isComment && /^[}\]]/.test(line)) depth = Math.max(0, depth - 1);
    // Continuation lines of a doc comment (` * text`, ` */`) keep their one-space offset.
    out.push('  '.repeat(depth) + (isComment && line.startsWith('*') ? ' ' + line : line));
    if (!isComment && /[{[]$/.test(line)) depth += 1;
  }
  return out.join('\n');
}
