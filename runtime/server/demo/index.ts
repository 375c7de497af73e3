export { seedDemoData, createDemoRecords } from './seedDemoData.js';
export type { CreateDemoRecordsOptions, DemoRowsOf, InvalidDemoRow, SeedDemoDataOptions, SeedResult } from './seedDemoData.js';
export { getDemoRowProblems } from './getDemoRowProblems.js';
export type { DemoRowCache, DemoRowProblem } from './getDemoRowProblems.js';
export { fillDemoTemplate, slugify } from './fillDemoTemplate.js';
export type { DemoTemplateContext } from './fillDemoTemplate.js';
export { getSeedOrder } from './getSeedOrder.js';
export { wordBanks, getWordBank } from '../../shared/demo/index.js';
export type { WordBankName } from '../../shared/demo/index.js';
