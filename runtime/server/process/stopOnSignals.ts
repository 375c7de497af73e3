/** What stopOnSignals watches; tests pass their own process and clock. */
export interface StopOnSignalsOptions {
  /** Default the running process. */
  readonly process?: Pick<NodeJS.Process, 'on' | 'removeListener' | 'ppid' | 'env' | 'exit'>;
  /** How often the launcher's presence is checked, in ms; default 500. */
  readonly parentCheckMs?: number;
  /** Where the stop is announced; default console.error. */
  readonly print?: (line: string) => void;
}

/** Whether npm started this process (`npx`, `npm start`, `npm exec`): it runs the command through a shell. */
export function isStartedByNpm(env: NodeJS.ProcessEnv): boolean {
  return env.npm_command !== undefined || env.npm_lifecycle_event !== undefined;
}

/**
 * Runs `close` once on SIGINT, SIGTERM or SIGHUP, and, when npm started the process, when its launcher goes: npm passes
 * a stop signal to the shell it runs the command in, and that shell dies without passing it on, which left the server
 * listening as an orphan. A second signal while closing exits at once. Returns a function that stops watching.
 */
export function stopOnSignals(close: (reason: string) => Promise<void>, options: StopOnSignalsOptions = {}): () => void {
  const host = options.process ?? process;
  const print = options.print ?? ((line: string) => console.error(line));
  let closing = false;
  const stop = (reason: string): void => {
    if (closing) {
      print(`admin-gen: ${reason} again while stopping; exiting now`);
      host.exit(1);
      return;
    }
    closing = true;
    close(reason).catch((error: unknown) => {
      print(`admin-gen: could not stop cleanly: ${(error as Error).message}`);
      host.exit(1);
    });
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  // Listening (not once) keeps a second signal ours: exit at once, rather than Node's default of dying without a word.
  const handlers = signals.map((signal) => [signal, () => stop(signal)] as const);
  for (const [signal, handler] of handlers) host.on(signal, handler);
  const parent = host.ppid;
  const timer = isStartedByNpm(host.env)
    ? setInterval(() => {
        // The shell npm ran us in is gone (we were handed to init or a subreaper): nobody is left to stop us.
        if (host.ppid !== parent) {
          clearInterval(timer);
          stop('launcher gone');
        }
      }, options.parentCheckMs ?? 500)
    : undefined;
  timer?.unref();
  return () => {
    if (timer) clearInterval(timer);
    for (const [signal, handler] of handlers) host.removeListener(signal, handler);
  };
}
