import type { JsonSchema } from './JsonSchema.js';
import { IMAGE_ADDRESS_FORMAT } from './isImageAddress.js';

/** The field keyword that holds a schema's own messages by ajv keyword (`{ "pattern": "Use solo minúsculas…" }`). */
export const ERROR_MESSAGE_KEYWORD = 'errorMessage';

/** One failed rule of a value, as ajv reports it (keyword and params) with the schema of the field at fault. */
export interface ValidationProblem {
  readonly keyword: string;
  readonly params?: Readonly<Record<string, unknown>> | undefined;
  /** The field's schema (for `required`, the missing property's): its errorMessage replaces the generic text. */
  readonly fieldSchema?: JsonSchema | undefined;
}

/** The ajv keywords this function words itself; any other reads as the generic sentence. */
export const WORDED_KEYWORDS = [
  'required',
  'type',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'pattern',
  'format',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'additionalProperties',
] as const;

const TYPE_SENTENCES: Readonly<Record<string, string>> = {
  string: 'Debe ser un texto.',
  integer: 'Debe ser un número entero.',
  number: 'Debe ser un número.',
  boolean: 'Debe ser sí o no.',
  object: 'Rellene los campos de este grupo.',
  array: 'Debe ser una lista.',
  null: 'Debe quedar vacío.',
};

const FORMAT_SENTENCES: Readonly<Record<string, string>> = {
  email: 'Escriba un correo válido.',
  uri: 'Escriba una dirección que empiece por http:// o https://.',
  url: 'Escriba una dirección que empiece por http:// o https://.',
  [IMAGE_ADDRESS_FORMAT]: 'Use una dirección http:// o https:// o un archivo subido.',
  date: 'Escriba una fecha válida.',
  'date-time': 'Escriba una fecha y hora válidas.',
  time: 'Escriba una hora válida.',
};

const GENERIC = 'El valor no es válido.';

/**
 * The plain Spanish sentence for one failed rule, shown beside the field (forms) or after its title (server): the
 * field's own `errorMessage` for that keyword when the schema gives one, else the keyword's sentence. Never a pattern,
 * a type name or an English word.
 */
export function getValidationMessage(problem: ValidationProblem): string {
  const own = getOwnMessage(problem.fieldSchema, problem.keyword);
  if (own !== undefined) return own;
  const params = problem.params ?? {};
  switch (problem.keyword) {
    case 'required':
      return 'Este campo es obligatorio.';
    case 'type':
      return getTypeSentence(params.type);
    case 'minLength': {
      const limit = Number(params.limit);
      return limit <= 1 ? 'Este campo es obligatorio.' : `Escriba al menos ${formatNumber(limit)} caracteres.`;
    }
    case 'maxLength':
      return `Escriba como máximo ${formatNumber(Number(params.limit))} ${Number(params.limit) === 1 ? 'carácter' : 'caracteres'}.`;
    case 'minimum':
      return `Debe ser mayor o igual que ${formatNumber(Number(params.limit))}.`;
    case 'maximum':
      return `Debe ser menor o igual que ${formatNumber(Number(params.limit))}.`;
    case 'exclusiveMinimum':
      return `Debe ser mayor que ${formatNumber(Number(params.limit))}.`;
    case 'exclusiveMaximum':
      return `Debe ser menor que ${formatNumber(Number(params.limit))}.`;
    case 'multipleOf':
      return `Debe ser múltiplo de ${formatNumber(Number(params.multipleOf))}.`;
    case 'pattern':
      return 'El valor no tiene el formato esperado.';
    case 'format':
      return FORMAT_SENTENCES[String(params.format)] ?? 'El valor no tiene el formato esperado.';
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return 'Elija una de las opciones.';
    case 'minItems': {
      const limit = Number(params.limit);
      return limit === 1 ? 'Añada al menos un elemento.' : `Añada al menos ${formatNumber(limit)} elementos.`;
    }
    case 'maxItems': {
      const limit = Number(params.limit);
      return limit === 1 ? 'Añada como máximo un elemento.' : `Añada como máximo ${formatNumber(limit)} elementos.`;
    }
    case 'uniqueItems':
      return 'No repita elementos en la lista.';
    case 'additionalProperties':
      return 'Este campo no se admite aquí.';
    default:
      return GENERIC;
  }
}

/** The field's own text for `keyword`, when its schema states one (the generator checks each is a non-empty string). */
function getOwnMessage(schema: JsonSchema | undefined, keyword: string): string | undefined {
  const own = schema?.[ERROR_MESSAGE_KEYWORD];
  if (typeof own !== 'object' || own === null) return undefined;
  const text = (own as Record<string, unknown>)[keyword];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

// ajv writes a type list as 'string,null': a nullable field is named by its non-null type.
function getTypeSentence(type: unknown): string {
  const types = String(type).split(',').filter((name) => name !== 'null');
  return TYPE_SENTENCES[types[0] ?? 'null'] ?? GENERIC;
}

// Spanish digits: 0,01 and 1.000.000 (es groups from five digits on).
function formatNumber(value: number): string {
  return Number.isFinite(value) ? value.toLocaleString('es') : '';
}
