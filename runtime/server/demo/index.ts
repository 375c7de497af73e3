export { seedDemoData, createDemoRecords } from './seedDemoData.js';
export type { DemoRowsOf, SeedDemoDataOptions, SeedResult } from './seedDemoData.js';
export { fillDemoTemplate, slugify } from './fillDemoTemplate.js';
export type { DemoTemplateContext } from './fillDemoTemplate.js';
export { getSeedOrder } from './getSeedOrder.js';
export { wordBanks, getWordBank } from '../../shared/demo/index.js';
export type { WordBankName } from '../../shared/demo/index.js';
