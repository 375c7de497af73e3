import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Where each test file's last recorded duration is kept (seconds, by path from the repository's root). */
export const FILE_DURATIONS = path.resolve(import.meta.dirname, 'fileDurations.json');

/** The recorded durations, or none when the file is missing or unreadable (every file then weighs the same). */
export function readFileDurations(file = FILE_DURATIONS): Record<string, number> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Orders the files of all projects as one queue, the longest first (by fileDurations.json; a file not recorded yet
 * counts as its project's longest, so a new slow file never ends last alone). vitest's default runs project after
 * project and, with no cache (a fresh CI clone), larger files first: a 5-line file that crawls every page started last
 * and ran alone for minutes while the other core idled.
 */
export function orderLongestFirst<T>(files: readonly T[], keyOf: (file: T) => { path: string; project: string }, durations: Record<string, number>): T[] {
  const longestByProject = new Map<string, number>();
  for (const file of files) {
    const { path: filePath, project } = keyOf(file);
    const known = durations[filePath];
    if (known !== undefined) longestByProject.set(project, Math.max(longestByProject.get(project) ?? 0, known));
  }
  const weight = (file: T) => {
    const { path: filePath, project } = keyOf(file);
    return durations[filePath] ?? longestByProject.get(project) ?? 0;
  };
  return files
    .map((file, index) => ({ file, index, weight: weight(file) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ file }) => file);
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const durations = readFileDurations();
    return orderLongestFirst(files, (file) => ({ path: path.relative(root, file.moduleId).split(path.sep).join('/'), project: file.project.name }), durations);
  }
}
