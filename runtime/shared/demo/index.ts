// Demo data's template language, shared by the seeder (runtime/server/demo) and the build's checks (generator/check/checkDemo).
export { DEMO_PLACEHOLDERS, getDemoValueType, parseDemoTemplate } from './parseDemoTemplate.js';
export type { DemoPlaceholder, DemoPlaceholderKind, DemoTemplateProblem, DemoValueType, ParsedDemoTemplate } from './parseDemoTemplate.js';
export { getWordBank, wordBanks } from './wordBanks.js';
export type { WordBankName } from './wordBanks.js';
