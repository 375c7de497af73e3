export { registerImpacts } from './registerImpacts.js';
