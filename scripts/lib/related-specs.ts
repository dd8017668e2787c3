/**
 * Which tests against the served site a change concerns, for `npm run test:changed`: browser specs
 * (`e2e/*.spec.ts`) and the browserless tier's tests (`e2e/served/*.test.ts`) alike. A test that
 * changed, one that imports a changed helper or module, and every one that opens a page whose
 * route imports a changed source file (directly or through other modules). Imports are read from the source text, with
 * the project's `@/` and `@test-support/` names; a page is matched by the paths a spec mentions.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(tsx?|mjs)$/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g;
const ROUTE_FILE = /\/(page\.tsx|route\.ts)$/;

/** Every source file under `dir`, relative to `root`, with `/` separators. */
export function sourceFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(root, relative);
    return SOURCE.test(name) ? [relative] : [];
  });
}

/** The file an import names, relative to the root, or undefined for a package. */
export function resolveImport(
  from: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('@test-support/'))
    base = `test-support/${specifier.slice('@test-support/'.length)}`;
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) => SOURCE.test(candidate) && exists(candidate));
}

/** The files each file imports. */
export function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imports = [...read(file).matchAll(IMPORT)]
      .map((match) => resolveImport(file, (match[1] ?? match[2] ?? match[3])!, (name) => known.has(name)))
      .filter((name): name is string => Boolean(name));
    graph.set(file, imports);
  }
  return graph;
}

/** Every file that imports one of `changed`, directly or through others, `changed` included. */
export function dependents(graph: Map<string, string[]>, changed: string[]): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [file, imports] of graph)
    for (const imported of imports) importers.set(imported, [...(importers.get(imported) ?? []), file]);
  const reached = new Set(changed);
  const queue = [...changed];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.pop()!) ?? []) {
      if (reached.has(importer)) continue;
      reached.add(importer);
      queue.push(importer);
    }
  }
  return reached;
}

/**
 * The URLs a page or route file serves, as a pattern: `src/app/(site)/services/[slug]/page.tsx`
 * is `/services/<one segment>`; an optional catch-all takes anything below its parent.
 */
export function routePattern(file: string): RegExp | undefined {
  if (!file.startsWith('src/app/') || !ROUTE_FILE.test(file)) return undefined;
  const segments = file
    .slice('src/app/'.length)
    .replace(ROUTE_FILE, '')
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment));
  const parts = segments.map((segment) => {
    if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?';
    if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
    if (/^\[.+\]$/.test(segment)) return '/[^/?#]+';
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  });
  return new RegExp(`^${parts.join('') || '/'}${parts.length ? '/?' : ''}(?:[?#].*)?$`);
}

/** The site paths a spec mentions in quotes (`'/pricing'`, `` `/services/${slug}` ``'s `/services/`). */
export function mentionedPaths(source: string): string[] {
  return [...source.matchAll(/['"`](\/[A-Za-z0-9\-_./?=&%]*)/g)].map((match) => match[1]!);
}

/** True when a spec's path is one the pattern serves, or the fixed start of one (before a `${…}`). */
function opens(pattern: RegExp, mentioned: string): boolean {
  if (pattern.test(mentioned)) return true;
  return mentioned.endsWith('/') && mentioned.length > 1 && pattern.test(`${mentioned}x`);
}

export interface RelatedInput {
  changed: string[];
  graph: Map<string, string[]>;
  specs: Map<string, string>;
}

/** The specs (file names relative to the root) that the changed files concern. */
export function relatedSpecs({ changed, graph, specs }: RelatedInput): string[] {
  const reached = dependents(graph, changed);
  const patterns = [...reached].map(routePattern).filter((pattern): pattern is RegExp => Boolean(pattern));
  return [...specs]
    .filter(([spec, source]) => {
      if (reached.has(spec)) return true;
      return mentionedPaths(source).some((mentioned) =>
        patterns.some((pattern) => opens(pattern, mentioned)),
      );
    })
    .map(([spec]) => spec)
    .sort();
}

/** A test of the browserless tier (vitest.served.config.ts), not a Playwright spec. */
export const isServedTest = (file: string) => file.startsWith('e2e/served/') && file.endsWith('.test.ts');

/** Reads the project: its sources, the tests against the served site and their imports. */
export function readProject(root: string): { graph: Map<string, string[]>; specs: Map<string, string> } {
  const files = ['src', 'e2e', 'scripts', 'test-support'].flatMap((dir) => sourceFiles(root, dir));
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const specs = new Map(
    files
      .filter((file) => (file.startsWith('e2e/') && file.endsWith('.spec.ts')) || isServedTest(file))
      .map((file) => [file, read(file)]),
  );
  return { graph: importGraph(files, read), specs };
}
