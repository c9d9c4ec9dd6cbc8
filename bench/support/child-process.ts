import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A TypeScript entry point run in its own Node process (tsx), with its output lines observed. */
export interface Child {
  readonly process: ChildProcess;
  /** Resolves with the first stdout/stderr line matching, rejects when the process ends first. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Stops it by its own PID (SIGTERM) and waits for it to end. */
  stop(): Promise<void>;
}

export const startChild = (
  entry: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Child => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (process.env['BENCH_VERBOSE']) console.error(`  [child] ${line}`);
      for (const wake of waiters) wake();
    });
  }
  return {
    process: child,
    waitFor: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          for (const line of lines) {
            const match = line.match(pattern);
            if (match) return done(() => resolve(match));
          }
          if (child.exitCode !== null)
            done(() => reject(new Error(`${entry} ended: ${lines.slice(-5).join(' | ')}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`${entry}: no ${pattern} in ${timeoutMs} ms`))),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        child.once('exit', check);
        check();
      }),
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) process.kill(child.pid, 'SIGTERM');
      await exited;
    },
  };
};
