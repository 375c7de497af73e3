// stopOnSignals: one close per stop whatever arrives (signals, the launcher going), a second signal exits at once,
// and the launcher is watched only when npm started the process.
import { EventEmitter } from 'node:events';
import { isStartedByNpm, stopOnSignals } from '../../../runtime/server/process/stopOnSignals.js';

/** A process whose signals, parent and exit the test drives. */
function createFakeProcess(env: NodeJS.ProcessEnv) {
  const emitter = new EventEmitter();
  const host = {
    ppid: 4242,
    env,
    exit: vi.fn(),
    on: (event: string, listener: () => void) => (emitter.on(event, listener), host),
    removeListener: (event: string, listener: () => void) => (emitter.removeListener(event, listener), host),
    emit: (event: string) => emitter.emit(event),
    listenerCount: (event: string) => emitter.listenerCount(event),
  };
  return host;
}

describe('stopOnSignals', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'])('closes once on %s', async (signal) => {
    const host = createFakeProcess({});
    const close = vi.fn(async () => {});
    stopOnSignals(close, { process: host as never, print: () => {} });
    host.emit(signal);
    expect(close).toHaveBeenCalledExactlyOnceWith(signal);
    expect(host.exit).not.toHaveBeenCalled();
  });

  it('exits at once on a second signal while closing', () => {
    const host = createFakeProcess({});
    const lines: string[] = [];
    stopOnSignals(() => new Promise(() => {}), { process: host as never, print: (line) => lines.push(line) });
    host.emit('SIGTERM');
    host.emit('SIGINT');
    expect(host.exit).toHaveBeenCalledWith(1);
    expect(lines).toEqual(['admin-gen: SIGINT again while stopping; exiting now']);
  });

  it('says why and exits 1 when closing fails', async () => {
    const host = createFakeProcess({});
    const lines: string[] = [];
    stopOnSignals(async () => Promise.reject(new Error('la base no responde')), { process: host as never, print: (line) => lines.push(line) });
    host.emit('SIGTERM');
    await vi.waitFor(() => expect(host.exit).toHaveBeenCalledWith(1));
    expect(lines).toEqual(['admin-gen: could not stop cleanly: la base no responde']);
  });

  it('closes when the shell npm started it in goes (its parent changes), and only under npm', async () => {
    const underNpm = createFakeProcess({ npm_command: 'exec' });
    const close = vi.fn(async () => {});
    stopOnSignals(close, { process: underNpm as never, parentCheckMs: 5, print: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(close).not.toHaveBeenCalled();
    underNpm.ppid = 1;
    await vi.waitFor(() => expect(close).toHaveBeenCalledExactlyOnceWith('launcher gone'));

    const fromShell = createFakeProcess({});
    const kept = vi.fn(async () => {});
    stopOnSignals(kept, { process: fromShell as never, parentCheckMs: 5, print: () => {} });
    fromShell.ppid = 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // `nohup admin-gen serve &` from a shell that then exits is meant to keep running.
    expect(kept).not.toHaveBeenCalled();
  });

  it('stops listening when disposed', () => {
    const host = createFakeProcess({});
    const dispose = stopOnSignals(async () => {}, { process: host as never });
    expect(host.listenerCount('SIGTERM')).toBe(1);
    dispose();
    expect(['SIGINT', 'SIGTERM', 'SIGHUP'].map((signal) => host.listenerCount(signal))).toEqual([0, 0, 0]);
  });
});

describe('isStartedByNpm', () => {
  it.each([
    [{ npm_command: 'exec', npm_lifecycle_event: 'npx' }, true],
    [{ npm_lifecycle_event: 'start' }, true],
    [{ npm_command: 'run-script' }, true],
    [{}, false],
    [{ PATH: '/usr/bin' }, false],
  ])('%j → %s', (env, expected) => {
    expect(isStartedByNpm(env)).toBe(expected);
  });
});
