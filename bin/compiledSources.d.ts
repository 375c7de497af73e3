// Types of compiledSources.js (plain JavaScript, as bin/ runs before anything is compiled).
export declare const SOURCE_ROOTS: readonly string[];
export declare const COMPILED_DIR: string;
export declare const COMPILED_STAMP: string;
export declare function isCompiledCurrent(root: string): boolean;
