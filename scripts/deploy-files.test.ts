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
  // Compose reads YAML merge keys (`<<: *site`): the instances share one definition.
  const compose = parse(read('compose.yaml'), { merge: true }) as {
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

  it('gives every setting of .env to the site, and a second instance the same build and settings', () => {
    const { site, 'site-2': second } = compose.services;
    expect(site?.env_file).toEqual([{ path: '.env', required: false }]);
    expect(second?.profiles).toEqual(['two']);
    for (const key of [
      'build',
      'image',
      'env_file',
      'environment',
      'depends_on',
      'networks',
      'stop_grace_period',
    ])
      expect(second?.[key], key).toEqual(site?.[key]);
    expect(second?.volumes).toEqual(['site-2-data:/app/.data']);
    const args = Object.keys((site?.build as { args: Record<string, string> }).args);
    expect(args).toEqual(expect.arrayContaining(['NEXT_PUBLIC_SITE_URL', 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN']));
  });

  it('keeps each visitor’s address through the host’s proxy and its own: TRUST_PROXY the private ranges, Caddy trusting them', () => {
    const environment = compose.services.site?.environment as Record<string, string>;
    expect(environment.TRUST_PROXY).toBe(
      '${TRUST_PROXY:-127.0.0.1,::1,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16}',
    );
    const { proxy } = compose.services;
    expect(proxy?.ports).toEqual(['127.0.0.1:3000:3000']);
    expect(compose.services.site?.ports).toBeUndefined();
    expect(proxy?.volumes).toEqual(['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro']);
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/trusted_proxies static private_ranges/);
    expect(caddyfile).toMatch(/dynamic a \{\s+name app\s+port 3000/);
    expect(compose.services.site?.networks).toEqual({ default: { aliases: ['app'] } });
  });
});
