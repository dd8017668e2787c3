import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The build's settings (next.config.ts) and the scripts package.json runs in plain Node, without
 * React's server condition, where `import 'server-only'` throws: one that reaches a module marked
 * so, through any chain of value imports, fails to load at all. Type imports are erased and do not
 * count. The scripts that work on the store (`npm run team`, `leads`, the benches) and the browser
 * tests (`npm run test:e2e`, which playwright.config.ts insists on) run under the condition.
 */
const ROOT = path.resolve(__dirname, '../..');

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('@test-support/'))
    base = path.join(ROOT, 'test-support', specifier.slice('@test-support/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** Each server-only module reachable from `entries`, with the chain that reaches it. */
export function serverOnlyReached(entries: string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const here = [...chain, path.relative(ROOT, file)];
    if (/^import 'server-only';/m.test(text)) found.push(here.join(' → '));
    for (const match of text.matchAll(
      /^(?:import|export)\s+(?!type\b)[^'"]*?\bfrom\s+'([^']+)'|^import\s+'([^']+)'/gm,
    )) {
      const target = resolveImport(file, (match[1] ?? match[2])!);
      if (target) visit(target, here);
    }
  };
  for (const entry of entries) visit(entry, []);
  return found;
}

const filesIn = (folder: string, pattern: RegExp) =>
  readdirSync(path.join(ROOT, folder))
    .filter((name) => pattern.test(name))
    .map((name) => path.join(ROOT, folder, name));

/** The files package.json runs with tsx, with or without React's server condition. */
function packageScripts(withCondition: boolean): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return Object.values(scripts).flatMap((command) =>
    [...command.matchAll(/\btsx\s+((?:--[\w-]+(?:=\S+)?\s+)*)(\S+\.(?:ts|mjs))\b/g)]
      .filter((match) => match[1]!.includes('--conditions=react-server') === withCondition)
      .map((match) => path.join(ROOT, match[2]!)),
  );
}
const plainScripts = () => packageScripts(false);

describe('code run by plain Node', () => {
  it('reaches no server-only module from the build’s settings or a script run without the condition', () => {
    const underCondition = new Set(packageScripts(true));
    const entries = [
      path.join(ROOT, 'next.config.ts'),
      ...filesIn('scripts', /^[^.]+\.(ts|mjs)$/).filter((file) => !underCondition.has(file)),
      ...plainScripts(),
    ];
    expect(entries.length).toBeGreaterThan(10);
    expect(serverOnlyReached(entries)).toEqual([]);
  });

  it('counts the scripts package.json runs without the server condition, and not those run with it', () => {
    const scripts = plainScripts().map((file) => path.relative(ROOT, file));
    expect(scripts).toContain('scripts/bench/proof.mjs');
    expect(scripts).not.toContain('scripts/bench/inbox.ts');
  });

  it('runs the browser tests under the condition, which they need to seed and read the store', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['test:e2e']).toMatch(/^node --conditions=react-server \S+playwright\S+ test$/);
    expect(serverOnlyReached(filesIn('e2e', /\.spec\.ts$/)).length).toBeGreaterThan(0);
  });

  it('would name the chain that reaches one', () => {
    const reached = serverOnlyReached([path.join(ROOT, 'src/lib/spam/judge/prints.ts')]);
    expect(reached[0]).toBe('src/lib/spam/judge/prints.ts');
  });
});
