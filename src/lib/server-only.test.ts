import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server code is marked: a module of src/lib that reads the database, secrets or the file system
 * starts with `import 'server-only'`, so no page can pull it into a browser's bundle by accident.
 * Exempt is only what the build and the proxy run outside React's server (next.config.ts,
 * src/proxy.ts), found from their imports. The scripts that work on the store and the browser
 * tests run under React's server condition, as Next runs the rest (scripts/lib/plain-node-imports.test.ts).
 */
const ROOT = path.resolve(__dirname, '../..');

/** Packages only a server runs: the drivers, the mailer, the limiter, the sign-in library's server. */
const SERVER_PACKAGES = [
  /^node:(fs|fs\/promises|child_process|net|http|https)$/,
  /^(pg|libsql|nodemailer|rate-limiter-flexible)$/,
  /^better-auth(\/(?!react|client).*)?$/,
];
/** A query run through a Kysely handle (given or opened): the module reads or writes the store. */
const QUERIES = /\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(|\bsql`|sql<[^>]*>`/;
const MARK = /^import 'server-only';$/m;

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * A module's imports, and its `require`s (next.config.ts loads the build's tools so, only where a
 * build runs).
 */
const importsOf = (text: string) => [
  ...[...text.matchAll(/^(import|export)\s+(type\s+)?[^'"]*?\bfrom\s+'([^']+)'|^import\s+'([^']+)'/gm)].map(
    (match) => ({
      typeOnly: Boolean(match[2]),
      specifier: (match[3] ?? match[4])!,
    }),
  ),
  ...[...text.matchAll(/\brequire\('([^']+)'\)/g)].map((match) => ({
    typeOnly: false,
    specifier: match[1]!,
  })),
];

/** Why `text` is server code, or undefined. */
export function serverReason(text: string): string | undefined {
  const imports = importsOf(text);
  const pkg = imports.find(
    ({ specifier, typeOnly }) => !typeOnly && SERVER_PACKAGES.some((rule) => rule.test(specifier)),
  );
  if (pkg) return `imports ${pkg.specifier}`;
  if (imports.some(({ specifier, typeOnly }) => !typeOnly && specifier === '@/lib/db/connection'))
    return 'opens the database';
  if (imports.some(({ specifier }) => specifier === 'kysely') && QUERIES.test(text))
    return 'queries the database';
  if (imports.some(({ specifier }) => specifier === '@/env') && /\b(serverEnv|readServerEnv)\(/.test(text))
    return 'reads the server’s secrets';
  return undefined;
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** Every module `entries` load through value imports. */
function reached(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
      const target = typeOnly ? undefined : resolveImport(file, specifier);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

describe('server code', () => {
  const built = reached([path.join(ROOT, 'next.config.ts'), path.join(ROOT, 'src/proxy.ts')]);
  const modules = sources(path.join(ROOT, 'src/lib'))
    .filter((file) => !file.includes(`${path.sep}migrations${path.sep}`))
    .map((file) => ({ file, relative: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }));

  it('is marked server-only, but for what the build and the proxy load', () => {
    const unmarked = modules
      .filter(({ file, text }) => !MARK.test(text) && !built.has(file))
      .map(({ relative, text }) => ({ relative, why: serverReason(text) }))
      .filter(({ why }) => why !== undefined)
      .map(({ relative, why }) => `${relative}: ${why}`);
    expect(unmarked).toEqual([]);
  });

  it('tells server code from the rest', () => {
    expect(serverReason("import { readFileSync } from 'node:fs';")).toBe('imports node:fs');
    expect(
      serverReason("import type { Kysely } from 'kysely';\nexport const q = (db) => db.selectFrom('leads');"),
    ).toBe('queries the database');
    expect(
      serverReason("import type { Kysely } from 'kysely';\nexport type Db = Kysely<object>;"),
    ).toBeUndefined();
    expect(serverReason("import { env } from '@/env';\nexport const url = env.siteUrl;")).toBeUndefined();
    expect(
      serverReason("import { serverEnv } from '@/env';\nexport const key = () => serverEnv().akismet;"),
    ).toBe('reads the server’s secrets');
  });
});
