export { seedDemoData, createDemoRecords } from './seedDemoData.js';
export type { SeedDemoDataOptions, SeedResult } from './seedDemoData.js';
export { wordBanks, getWordBank } from './wordBanks.js';
export type { WordBankName } from './wordBanks.js';
