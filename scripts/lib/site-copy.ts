/**
 * A copy of the site under test-results/ that a test or the bench changes (its content, a
 * setting) and then builds and serves like the real one, leaving the checkout alone. Inside the
 * project, so Node and Turbopack find the project's node_modules from it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every caller (tests, the bench) runs from the project's root. */
const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export function copyDir(name: string): string {
  return path.join(root, 'test-results', name);
}

/** Copies what a build reads into test-results/<name> and returns the copy's folder. */
export function copySite(name: string): string {
  const dir = copyDir(name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // scripts/ and test-support/ too: unit tests in src/ import from them, and the build type-checks them.
  for (const entry of [
    'src',
    'scripts',
    'test-support',
    'content',
    'public',
    'next.config.ts',
    'tsconfig.json',
    'postcss.config.mjs',
    'keystatic.config.ts',
    'package.json',
  ]) {
    cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}_img`),
    });
  }
  // The fonts are imported by relative paths into node_modules (next/font/local).
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Replaces `from` with `to` in a file of the copy; throws when `from` is not there. */
export function patchFile(dir: string, file: string, from: string | RegExp, to: string): void {
  const full = path.join(dir, file);
  const source = readFileSync(full, 'utf8');
  if (typeof from === 'string' ? !source.includes(from) : !from.test(source)) {
    throw new Error(`${file}: nothing to replace (${String(from)})`);
  }
  writeFileSync(full, source.replace(from, to));
}

/** `next build` of a copy and its CSP hashes (scripts/lib/build.mjs); returns its exit status and output. */
export function buildCopy(dir: string, env: Record<string, string> = {}): { status: number; output: string } {
  const result = spawnSync(process.execPath, [path.join(dir, 'scripts', 'lib', 'build.mjs'), '--always'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
  });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

/** `next start` of a built copy on 127.0.0.1:port. */
export function startCopy(dir: string, port: number): ChildProcess {
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID'))) throw new Error(`${dir} is not built`);
  return spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
}
