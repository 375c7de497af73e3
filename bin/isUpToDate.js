// Whether an output is newer than all its inputs, as make decides: the compiled CLI's and a site's web bundle's.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** True when `stamp` (written last by the step that made the output) is newer than every file and folder of `inputs`; a missing input counts as current. */
export function isUpToDate(stamp, inputs) {
  if (!existsSync(stamp)) return false;
  const madeAt = statSync(stamp).mtimeMs;
  return inputs.every((input) => isOlderThan(input, madeAt));
}

function isOlderThan(entry, time) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return true;
  if (!stat.isDirectory()) return stat.mtimeMs <= time;
  // A directory's own time changes when a file is added, removed or renamed in it.
  return stat.mtimeMs <= time && readdirSync(entry).every((name) => isOlderThan(path.join(entry, name), time));
}
