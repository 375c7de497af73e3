// Types of isUpToDate.js (plain JavaScript, as bin/ runs before anything is compiled).
export declare function isUpToDate(stamp: string, inputs: readonly string[]): boolean;
