/**
 * Runs a TypeScript file of test-support/children/ as a process of its own, as the server runs
 * (Node with tsx's loader, the repository's tsconfig paths): for what a Vitest worker thread
 * cannot show, such as two processes on one SQLite file, or a signal. `server-only` resolves to its
 * empty file under the `react-server` condition, as it does in Next.js's server build; without
 * it, a server module would throw on import outside Next.js.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

export interface Child {
  process: ChildProcessWithoutNullStreams;
  /** Every line the child wrote to stdout so far. */
  lines: string[];
  /** What it wrote to stderr, for a failure's message. */
  stderr(): string;
  /** Resolves with the first line (so far or later) `pattern` matches. */
  line(pattern: RegExp): Promise<string>;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnChild(script: string, args: readonly string[] = []): Child {
  const child = spawn(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      path.join(REPO, 'test-support/children', script),
      ...args,
    ],
    {
      cwd: REPO,
      // Nothing of the test run's own settings (DATABASE_URL, secrets) reaches the child.
      env: {
        NODE_ENV: 'test',
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? REPO,
        TSX_TSCONFIG_PATH: path.join(REPO, 'tsconfig.json'),
      },
    },
  );
  const lines: string[] = [];
  let errors = '';
  let partial = '';
  const waiting: { pattern: RegExp; resolve(line: string): void }[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const wait of waiting.filter(({ pattern }) => pattern.test(line))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(line);
      }
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return {
    process: child,
    lines,
    stderr: () => errors,
    line(pattern) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiting.push({ pattern, resolve });
        void exited.then(({ code, signal }) =>
          reject(
            new Error(`the child ended (${code ?? signal}) before a line matched ${pattern}: ${errors}`),
          ),
        );
      });
    },
    exited,
  };
}
