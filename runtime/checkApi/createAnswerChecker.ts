import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { IMAGE_ADDRESS_FORMAT, isImageAddress } from '../shared/index.js';
import { resolvePointer, toPointer, type DocumentedOperation, type OpenApiDocument, type OpenApiResponse } from './OpenApiDocument.js';

// ajv-formats is CommonJS: NodeNext types the default import as the module, whose `default` is the plugin.
const addFormats = addFormatsModule.default;

/** An answer as check-api reads it: status, headers (lower-case names), the text and its JSON when it is JSON. */
export interface CheckResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly data: unknown;
}

export interface AnswerChecker {
  /** Problems of an answer: a status the operation does not document, or a body its documented schema refuses. */
  checkAnswer(operation: DocumentedOperation, response: CheckResponse): string[];
  /** Problems of a JSON request body the operation's documented request schema refuses. */
  checkRequestBody(operation: DocumentedOperation, body: unknown): string[];
  /** Whether a value passes the schema at a pointer of the document (`/components/schemas/X/properties/y`). */
  isValidAt(pointer: string, value: unknown): boolean;
}

const JSON_TYPE = 'application/json';

/**
 * Validates answers against the document with ajv (formats included): the whole document is added as one schema
 * and each schema is compiled by its JSON pointer, so its $refs resolve in place.
 */
export function createAnswerChecker(document: OpenApiDocument): AnswerChecker {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  // openapi.json documents image fields with the runtime's own format; answers are held to the server's rule.
  ajv.addFormat(IMAGE_ADDRESS_FORMAT, isImageAddress);
  ajv.addSchema(document as object, 'openapi.json');
  const validators = new Map<string, ValidateFunction>();
  const compile = (pointer: string): ValidateFunction => {
    let validate = validators.get(pointer);
    if (!validate) validators.set(pointer, (validate = ajv.compile({ $ref: `openapi.json#${pointer}` })));
    return validate;
  };

  /** The documented response for a status (its own, else its class such as 4XX, else default), and where it is. */
  const getDocumented = (operation: DocumentedOperation, status: number): { pointer: string; response: OpenApiResponse } | undefined => {
    const { responses } = operation.operation;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in responses);
    if (key === undefined) return undefined;
    const ref = responses[key]!.$ref;
    const pointer = ref ? ref.slice(1) : `${toPointer('paths', operation.documentPath, operation.method.toLowerCase(), 'responses')}/${key}`;
    return { pointer, response: resolvePointer(document, pointer) as OpenApiResponse };
  };

  return {
    checkAnswer(operation, response) {
      const documented = getDocumented(operation, response.status);
      if (!documented) return [`status ${response.status} is not documented (${Object.keys(operation.operation.responses).join(', ')}): ${response.body.slice(0, 200)}`];
      const { content } = documented.response;
      if (!content) return response.body === '' ? [] : [`status ${response.status} documents no body, got ${response.body.slice(0, 100)}`];
      if (!content[JSON_TYPE]) return [];
      // A documented file (a list's export) is judged by its media type alone.
      const mediaType = String(response.headers['content-type'] ?? '').split(';')[0]!.trim();
      if (mediaType !== JSON_TYPE && content[mediaType]) return [];
      if (!String(response.headers['content-type'] ?? '').startsWith(JSON_TYPE)) return [`status ${response.status} is not JSON: ${response.headers['content-type'] ?? 'no content-type'}`];
      const pointer = `${documented.pointer}/content${toPointer(JSON_TYPE)}/schema`;
      const validate = compile(pointer);
      return validate(response.data) ? [] : [`the ${response.status} body does not match #${pointer}: ${ajv.errorsText(validate.errors)}`];
    },
    checkRequestBody(operation, body) {
      const documented = operation.operation.requestBody?.content?.[JSON_TYPE];
      if (!documented) return body === undefined || (typeof body === 'object' && body !== null && Object.keys(body).length === 0) ? [] : ['sends a JSON body the operation does not document'];
      const validate = compile(`${toPointer('paths', operation.documentPath, operation.method.toLowerCase(), 'requestBody', 'content', JSON_TYPE)}/schema`);
      return validate(body) ? [] : [`its body does not match the documented request schema: ${ajv.errorsText(validate.errors)}`];
    },
    isValidAt(pointer, value) {
      return compile(pointer)(value) as boolean;
    },
  };
}
