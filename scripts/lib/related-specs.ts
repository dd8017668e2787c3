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
 * The URLs a page or route file serves, as the body of a regular expression:
 * `src/app/(site)/services/[slug]/page.tsx` is `/services/<one segment>`; an optional catch-all
 * takes anything below its parent; the home page is `` (the empty path).
 */
function routeBody(file: string): string | undefined {
  if (!file.startsWith('src/app/') || !ROUTE_FILE.test(file)) return undefined;
  const segments = file
    .slice('src/app/'.length)
    .replace(ROUTE_FILE, '')
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment));
  return segments
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?';
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
      if (/^\[.+\]$/.test(segment)) return '/[^/?#]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
}

/** A URL pattern from a route's body: the home page is `/`; a query or fragment may follow. */
const urlPattern = (body: string) => new RegExp(`^${body || '/'}${body ? '/?' : ''}(?:[?#].*)?$`);

/** The URLs a page or route file serves (see routeBody), or undefined for any other file. */
export function routePattern(file: string): RegExp | undefined {
  const body = routeBody(file);
  return body === undefined ? undefined : urlPattern(body);
}

/**
 * A pattern for a test's title that names one of the routes' URLs as a word of its own, as the
 * tests made in a loop over pages do (`no axe violations › /pricing`, `/ur: Urdu text is…`).
 */
export function titlePattern(bodies: string[]): string {
  const paths = bodies.map((body) => (body ? body.replace('[^/?#]+', '[^/?#\\s]+') : '/'));
  return `(?:^|\\s)(?:${paths.join('|')})(?=[\\s,:;)]|$)`;
}

/**
 * What comes just before a path that a test compares with, not opens: an assertion or a string
 * method (`toBe('/pricing')`, `href.startsWith('/services/')`) or a field of data
 * (`landing_page: '/services/seo'`). A field named for where a test goes (`path:`, `url:`) opens.
 */
const COMPARED =
  /(?:\.(?:to\w*|startsWith|endsWith|includes)\(\s*\[?\s*|(?<!\w)(?!(?:path|url|href|route)\b)\w+:\s*)$/;

/**
 * The site paths a spec opens, in quotes (`'/pricing'`, `` `/services/${slug}` ``'s `/services/`):
 * every one but those it only compares with (COMPARED).
 */
export function mentionedPaths(source: string): string[] {
  return [...source.matchAll(/['"`](\/[A-Za-z0-9\-_./?=&%]*)/g)]
    .filter((match) => !COMPARED.test(source.slice(Math.max(0, match.index - 60), match.index)))
    .map((match) => match[1]!);
}

/**
 * A route that serves other routes' pages in another language: the Urdu catch-all serves
 * /ur/<English path> with the sections of the English page, which it finds through `registry`.
 * Reached only through the registry, it concerns the Urdu copies of the English pages reached.
 */
const MIRRORS = [
  {
    route: 'src/app/(ur)/ur/[[...page]]/page.tsx',
    prefix: '/ur',
    registry: 'src/components/sections/page-sections.ts',
  },
];

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

/** The route bodies (routeBody) whose pages the changed files reach, the mirrors' copies included. */
export function reachedRoutes(changed: string[], graph: Map<string, string[]>): string[] {
  const reached = dependents(graph, changed);
  const mirrored = MIRRORS.filter(({ route, registry }) => {
    if (!reached.has(route) || changed.includes(route)) return false;
    const withoutRegistry = new Map(graph);
    withoutRegistry.set(
      route,
      (graph.get(route) ?? []).filter((file) => file !== registry),
    );
    return !dependents(withoutRegistry, changed).has(route);
  });
  const bodies = [...reached]
    .filter((file) => !mirrored.some(({ route }) => route === file))
    .map(routeBody)
    .filter((body): body is string => body !== undefined);
  const copies = mirrored.flatMap(({ prefix }) =>
    bodies.filter((body) => !body.startsWith(`${prefix}/`)).map((body) => `${prefix}${body}`),
  );
  return [...new Set([...bodies, ...copies])];
}

/** A test call at the start of a line, with its title: `test('…', `, `it(\`…${x}…\`, `. */
const TEST_CALL = /^[ \t]*(?:test|it)(?:\.(?:only|fixme|fail|slow))?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/gm;
/** A test whose title is a value (`test(path, …)`), as in a loop over pages. */
const NAMED_BY_VALUE = /^[ \t]*(?:test|it)(?:\.\w+)?\(\s*[A-Za-z_$]/m;
/** A describe call at the start of a line. */
const DESCRIBE_CALL = /^[ \t]*(?:test\.)?describe(?:\.\w+)?\(/gm;

/** A title as a pattern: its fixed text as is, each `${…}` as anything. */
const titleAsPattern = (title: string) =>
  title
    .split(/\$\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');

export interface RelatedTests {
  /** The test file, relative to the root. */
  file: string;
  /**
   * Patterns for the titles of the tests in it that open a reached page (the tests whose body
   * names one, and those whose title does); undefined when the whole file concerns the change
   * (it changed, it imports a changed module, or a page is opened outside any one test).
   */
  titles?: string[];
}

/**
 * The tests against the served site that the changed files concern: each test file that opens
 * one of the reached pages or imports a changed module, with the tests in it that do.
 */
export function relatedTests({ changed, graph, specs }: RelatedInput): RelatedTests[] {
  const reached = dependents(graph, changed);
  const bodies = reachedRoutes(changed, graph);
  const patterns = bodies.map(urlPattern);
  const opensReached = (text: string) =>
    mentionedPaths(text).some((mentioned) => patterns.some((pattern) => opens(pattern, mentioned)));
  const related: RelatedTests[] = [];
  for (const [file, source] of [...specs].sort(([a], [b]) => a.localeCompare(b))) {
    if (reached.has(file)) {
      related.push({ file });
      continue;
    }
    if (!opensReached(source)) continue;
    const calls = [...source.matchAll(TEST_CALL)];
    const bounds = [
      ...calls.map((call) => call.index),
      ...[...source.matchAll(DESCRIBE_CALL)].map((call) => call.index),
    ]
      .concat(source.length)
      .sort((a, b) => a - b);
    const titles: string[] = [];
    let outside = source;
    for (const call of calls) {
      const end = bounds.find((bound) => bound > call.index)!;
      const body = source.slice(call.index, end);
      outside = outside.replace(body, '');
      if (opensReached(body)) titles.push(titleAsPattern(call[2]!));
    }
    // A page opened outside the tests is either a list the tests' titles name (tests made in a
    // loop say their page in their title) or a page every test of a block opens: then all of them.
    const looped = calls.some((call) => call[2]!.includes('${')) || NAMED_BY_VALUE.test(source);
    if (opensReached(outside) && !looped) related.push({ file });
    else related.push({ file, titles: [...titles, titlePattern(bodies)] });
  }
  return related;
}

/** The specs (file names relative to the root) that the changed files concern. */
export function relatedSpecs(input: RelatedInput): string[] {
  return relatedTests(input).map(({ file }) => file);
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
