import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadBuiltinEntities } from './loadBuiltinEntities.js';
import { parseJsonDocument } from './parseJsonDocument.js';
import type { LoadedFile, LoadSchemasResult } from '../shared/types.js';

export interface LoadSchemasOptions {
  /** Prefix for `source` and messages; default `schemas`, the folder's conventional name. */
  readonly sourceDir?: string;
}

/**
 * Reads every *.json file of a schemas folder, after the built-in entities (the audit log); JSON syntax errors and
 * duplicated keys are kept for validateSchemas to report, with where every value is for its messages.
 */
export function loadSchemas(dir: string, options: LoadSchemasOptions = {}): LoadSchemasResult {
  const sourceDir = options.sourceDir ?? 'schemas';
  // Sorted by code unit so the result never depends on the file system's listing order.
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let app: LoadedFile | null = null;
  const entities: LoadedFile[] = [];
  for (const name of names) {
    const file = loadFile(path.join(dir, name), `${sourceDir}/${name}`);
    if (name === 'app.json') app = file;
    else entities.push(file);
  }
  // Built-ins first: a user schema reusing their names or routes is reported against the user's file.
  return { app, entities: [...loadBuiltinEntities(entities, app), ...entities] };
}

/** One JSON file, with the positions of its values and the problems of its text. */
export function loadFile(filePath: string, source: string): LoadedFile {
  const document = parseJsonDocument(readFileSync(filePath, 'utf8'));
  const textProblems = document.problems.map(({ pointer, message, line, column }) => ({ source, pointer, message, line, column }));
  return { path: filePath, source, data: document.data, positions: document.positions, textProblems };
}
