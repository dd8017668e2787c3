import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The map of src/lib (docs/architecture.md), read from the imports themselves, type imports
 * included: no two folders import each other, directly or around a loop, the forms' intake is
 * used only by what takes a form in or sweeps it, and the spam judgement sits below all of them.
 */
const LIB = path.resolve(__dirname);

/** Who may use the forms' intake: the booking form and the server's daily sweep. */
const INTAKE_USERS = new Set(['intake', 'booking', 'server']);
/** What the spam judgement serves, and so may never import: it sits below the forms and the inbox. */
const SPAM_USERS = ['intake', 'booking', 'inbox'] as const;

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const folderOf = (file: string) => path.relative(LIB, file).split(path.sep)[0]!;

/** The folder of src/lib an import names, or undefined for a package or a file outside src/lib. */
function importedFolder(file: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('@/lib/')) target = path.join(LIB, specifier.slice('@/lib/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return undefined;
  const relative = path.relative(LIB, target);
  if (relative.startsWith('..')) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  // A file directly in src/lib (this test) is no folder.
  return rest.length > 0 || statSafe(path.join(LIB, first!)) ? first : undefined;
}

function statSafe(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** Folder → the folders its modules import, with one importing file each, for messages. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sources(LIB)) {
    const from = folderOf(file);
    if (!statSafe(path.join(LIB, from))) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g)) {
      const to = importedFolder(file, match[1]!);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, path.relative(LIB, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan's algorithm). */
function loops(graph: Map<string, Map<string, string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found.sort();
}

describe('the folders of src/lib', () => {
  const graph = folderGraph();

  it('import one another one way only: no loop of folders', () => {
    expect(graph.size).toBeGreaterThan(10);
    const found = loops(graph);
    const explained = found.map((group) =>
      group.flatMap((from) =>
        group.filter((to) => graph.get(from)?.has(to)).map((to) => `${graph.get(from)!.get(to)} → ${to}`),
      ),
    );
    expect(found, JSON.stringify(explained, null, 2)).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const made = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['c', 'b/y.ts']])],
      ['c', new Map([['a', 'c/z.ts']])],
      ['d', new Map([['a', 'd/w.ts']])],
    ]);
    expect(loops(made)).toEqual([['a', 'b', 'c']]);
  });

  it('keep the delivery queue apart from the bookings: the queue is given what it sends for them', () => {
    expect(graph.get('booking')?.has('leads')).toBe(true);
    expect(graph.get('leads')?.has('booking') ?? false).toBe(false);
  });

  it('keep the spam judgement in a room of its own: the forms and the inbox use it, it uses none of them', () => {
    for (const from of SPAM_USERS) {
      expect(graph.get(from)?.has('spam'), `${from} uses spam`).toBe(true);
      expect(graph.get('spam')?.has(from) ?? false, `spam imports ${from}`).toBe(false);
    }
    expect(graph.get('spam')?.has('leads') ?? false, 'spam imports leads').toBe(false);
  });

  it('keep the request plumbing apart from the forms: only form takers and the daily sweep use the intake', () => {
    const users = [...graph].filter(([, edges]) => edges.has('intake')).map(([from]) => from);
    expect(users.filter((from) => !INTAKE_USERS.has(from))).toEqual([]);
    for (const from of ['analytics', 'security', 'vitals', 'auth', 'http'])
      expect(graph.get(from)?.has('intake') ?? false, from).toBe(false);
  });

  it('open with a note of what each main folder owns and who may use it', () => {
    const table = readFileSync(path.join(LIB, '../../docs/architecture.md'), 'utf8');
    const named = [...table.matchAll(/^\| `(\w+)`\s+\|/gm)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(10);
    for (const folder of named) {
      const note = path.join(LIB, folder, 'README.md');
      expect(existsSync(note), note).toBe(true);
      expect(readFileSync(note, 'utf8'), folder).toMatch(new RegExp(`^# ${folder}: .+\\n\\nOwns `));
    }
  });
});
