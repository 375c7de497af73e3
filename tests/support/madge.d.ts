// madge 8 ships no types: the part of its API tests/shared/importGraph.test.ts calls.
declare module 'madge' {
  interface MadgeConfig {
    readonly baseDir?: string;
    readonly fileExtensions?: readonly string[];
    readonly tsConfig?: string;
    readonly excludeRegExp?: readonly RegExp[];
  }
  interface MadgeResult {
    /** Each file (relative to baseDir) and the files it imports, type imports and dynamic imports included. */
    obj(): Record<string, string[]>;
    /** Each import circle as the files along it. */
    circular(): string[][];
  }
  export default function madge(paths: string | readonly string[], config?: MadgeConfig): Promise<MadgeResult>;
}
