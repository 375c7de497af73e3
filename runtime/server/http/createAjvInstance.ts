import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: NodeNext types the default import as the module, whose `default` is the plugin.
const addFormats = addFormatsModule.default;

export interface AjvInstanceOptions {
  /** Fill schema defaults into the validated data (creates only; a partial update must not gain defaults). */
  useDefaults?: boolean;
}

/** The one place that sets ajv's options for the server. */
export function createAjvInstance(options: AjvInstanceOptions = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: options.useDefaults ?? false,
    // Field schemas may carry UI keywords (ui:*, x-*) the generator passes through.
    strict: false,
    messages: false,
  });
  addFormats(ajv);
  return ajv;
}
