// watchFolder on a real folder: a burst of saves is one change naming the files, atomic saves (write then rename) count,
// names the filter refuses are ignored, and nothing is reported after close.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchFolder } from '../../../runtime/server/dev/index.js';

describe('watchFolder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'admin-gen-watch-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a burst of saves once, with the names it accepts', async () => {
    const changes: (readonly string[])[] = [];
    const watch = watchFolder(dir, (names) => changes.push(names), { accept: (name) => name.endsWith('.json'), debounceMs: 100 });
    try {
      writeFileSync(path.join(dir, 'seller.json'), '{}');
      writeFileSync(path.join(dir, 'app.json'), '{}');
      writeFileSync(path.join(dir, 'notes.txt'), 'x');
      writeFileSync(path.join(dir, 'seller.json'), '{ "entity": "seller" }');
      await vi.waitFor(() => expect(changes).toEqual([['app.json', 'seller.json']]));
    } finally {
      watch.close();
    }
  });

  it('sees an editor\'s atomic save (a temporary file renamed over the schema)', async () => {
    writeFileSync(path.join(dir, 'seller.json'), '{}');
    const changes: (readonly string[])[] = [];
    const watch = watchFolder(dir, (names) => changes.push(names), { accept: (name) => name.endsWith('.json'), debounceMs: 20 });
    try {
      writeFileSync(path.join(dir, '.seller.json.swp'), '{ "entity": "seller" }');
      renameSync(path.join(dir, '.seller.json.swp'), path.join(dir, 'seller.json'));
      await vi.waitFor(() => expect(changes).toEqual([['seller.json']]));
    } finally {
      watch.close();
    }
  });

  it('reports nothing after close', async () => {
    const onChange = vi.fn();
    const watch = watchFolder(dir, onChange, { debounceMs: 10 });
    writeFileSync(path.join(dir, 'seller.json'), '{}');
    watch.close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(onChange).not.toHaveBeenCalled();
  });
});
