// Every external Fastify plugin the server uses, registered from one file.
export { FORM_PARSE_OPTIONS, registerExternalPlugins, registerMultipart, registerStaticFiles } from './registerExternalPlugins.js';
