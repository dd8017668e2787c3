/**
 * The container recipe (Dockerfile, .dockerignore, compose.yaml), read without a container engine:
 * each file passes its maintained linter (dockerfile-utils, the Docker language server's checks;
 * dclint for Compose), and keeps the promises docs/deploying.md makes: built in stages, run by a
 * user that is not root, Node as the first process (never `npm start` behind a shell), a health
 * check on /api/health, `.data` as a volume, no secret in a build argument; PostgreSQL 17 with a
 * named volume and a health check the site waits for. What the image runs is tested in
 * e2e/served/deploy-stop.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { imageRun, readDockerfile, type Instruction } from '@test-support/dockerfile';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const DOCKERFILE = read('Dockerfile');
/** Names a build argument must never have: its value would stay in the image's history. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|PRIVATE|DATABASE_URL|WEBHOOK/i;
const ROOT_USERS = new Set(['root', '0', '0:0', 'root:root']);

/** What is wrong with a Dockerfile, by the promises above; empty when nothing is. */
function problems(text: string): string[] {
  const instructions = readDockerfile(text);
  const run = imageRun(instructions);
  const found: string[] = [];
  if (instructions.filter((each) => each.keyword === 'FROM').length < 2) found.push('not multi-stage');
  if (!run.user || ROOT_USERS.has(run.user)) found.push('runs as root');
  if (!run.healthcheck?.includes('/api/health')) found.push('no HEALTHCHECK on /api/health');
  if (!run.command) found.push('CMD in shell form: a shell would be the first process');
  else if (run.command[0] !== 'node') found.push(`first process is ${run.command[0]}, not node`);
  if (
    instructions.some((each) => ['CMD', 'ENTRYPOINT'].includes(each.keyword) && /npm|\bsh\b/.test(each.args))
  )
    found.push('npm start or a shell in CMD/ENTRYPOINT');
  if (!run.volumes.some((volume) => volume.includes('/app/.data'))) found.push('.data is not a volume');
  for (const arg of instructions.filter((each: Instruction) => each.keyword === 'ARG')) {
    const name = arg.args.split('=')[0]!;
    if (SECRET_NAME.test(name) || !(name.startsWith('NEXT_PUBLIC_') || name === 'NODE_IMAGE'))
      found.push(`ARG ${name} may carry a secret`);
  }
  return found;
}

describe('the Dockerfile', () => {
  it('passes the linter (dockerfile-utils) with no problem', () => {
    expect(
      validate(DOCKERFILE).map((problem) => `${problem.range.start.line + 1}: ${problem.message}`),
    ).toEqual([]);
  });

  it('keeps its promises: stages, a user not root, node first, a health check, .data a volume, no secret ARG', () => {
    expect(problems(DOCKERFILE)).toEqual([]);
    const run = imageRun(readDockerfile(DOCKERFILE));
    expect(run.command).toEqual(['node', 'server.js']);
    expect(run.workdir).toBe('/app');
  });

  it('would catch the recipe the docs had: root, npm start, dev dependencies and a secret argument', () => {
    const old = [
      'FROM node:22-bookworm-slim',
      'WORKDIR /app',
      'ARG EMAILJS_PRIVATE_KEY',
      'RUN npm ci && npm run build',
      'CMD npm start',
    ].join('\n');
    expect(problems(old)).toEqual([
      'not multi-stage',
      'runs as root',
      'no HEALTHCHECK on /api/health',
      'CMD in shell form: a shell would be the first process',
      'npm start or a shell in CMD/ENTRYPOINT',
      '.data is not a volume',
      'ARG EMAILJS_PRIVATE_KEY may carry a secret',
    ]);
    expect(problems(old.replace('CMD npm start', 'CMD ["npm", "start"]'))).toContain(
      'first process is npm, not node',
    );
  });

  it('is built from a context without secrets, data or local builds (.dockerignore)', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['.git', 'node_modules', '.next', '.data', '.env', '.env.*'])
      expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<
      string,
      Record<string, unknown> & { depends_on?: Record<string, { condition: string }> }
    >;
    volumes: Record<string, unknown>;
  };

  it('passes the linter (dclint) with no problem', () => {
    const lint = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'dclint', 'bin', 'dclint.cjs'), 'compose.yaml'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
  });

  it('runs PostgreSQL 17 on a named volume with a health check, which the site waits for', () => {
    const { db, site } = compose.services;
    expect(db?.image).toMatch(/^postgres:17/);
    expect(db?.healthcheck).toBeTruthy();
    expect(db?.volumes).toContain('db-data:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['db-data', 'site-data']));
    expect(site?.depends_on?.db?.condition).toBe('service_healthy');
    expect(site?.volumes).toContain('site-data:/app/.data');
    expect(site?.stop_grace_period).toBe('30s');
  });

  it('shows a second instance behind one port, commented out', () => {
    const text = read('compose.yaml');
    expect(text).toMatch(/^ {2}# site-2:$/m);
    expect(text).toMatch(/--to site:3000 --to site-2:3000/);
  });
});
