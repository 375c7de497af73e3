// `admin-gen dev`: the API and the web app (Vite, HMR) in one process, rebuilt from the schemas on every save.
export { startDevServer } from './startDevServer.js';
export type { DevBuildResult, DevServer, StartDevServerOptions } from './startDevServer.js';
export { toViteError, getCodeFrame } from './toViteError.js';
export type { DevProblem } from './toViteError.js';
export { watchFolder } from './watchFolder.js';
