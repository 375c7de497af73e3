// The rule lives in runtime/shared so the generator's precompiled validators and the runtime one share it.
export { isHttpUrl } from '../../shared/isHttpUrl.js';
