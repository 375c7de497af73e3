import { watch, type FSWatcher } from 'node:fs';

export interface WatchFolderOptions {
  /** Which names in the folder count; default every one. */
  readonly accept?: (name: string) => boolean;
  /** Quiet time after the last event before `onChange` runs, in ms; default 50. */
  readonly debounceMs?: number;
}

export interface FolderWatch {
  close(): void;
}

/**
 * Calls `onChange` with the names changed once the folder has been quiet for `debounceMs`: an editor's save is often
 * several events (a temporary file, a rename, a write), and saving many files at once (a checkout) is one change.
 * Node's own watcher on the folder (not on its files) sees renames, so atomic saves are caught too.
 */
export function watchFolder(dir: string, onChange: (names: readonly string[]) => void, options: WatchFolderOptions = {}): FolderWatch {
  const accept = options.accept ?? (() => true);
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watcher: FSWatcher = watch(dir, { persistent: false }, (_event, name) => {
    // Linux always names the file; a platform that cannot is still a change of something in the folder.
    const file = name === null ? '' : String(name);
    if (file !== '' && !accept(file)) return;
    changed.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const names = [...changed].filter((item) => item !== '').sort();
      changed.clear();
      onChange(names);
    }, options.debounceMs ?? 50);
  });
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
