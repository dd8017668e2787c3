#!/usr/bin/env node
/**
 * `npm run observatory`: grades the production build with Mozilla's HTTP Observatory
 * (@mdn/mdn-http-observatory, its own scanner and grader) the way a visitor reaches the site:
 * behind a local edge that redirects http to https and terminates TLS with a certificate made
 * here with openssl for `localhost`, which the scanner trusts through NODE_EXTRA_CA_CERTS.
 *
 * The build is made with NEXT_PUBLIC_SITE_URL=https://localhost:<https port> (HSTS is sent only
 * for an https site) into .next-observatory, unless it is current. Options:
 *   --site <folder>     another checkout to grade (a copy of an older commit), already built
 *   --dist-dir <dir>    its build folder (default .next-observatory, or .next with --site)
 *   --json <file>       also write the results there
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, nextBin, root } from '../lib/build.mjs';

const HTTP_PORT = 18080;
const HTTPS_PORT = 18443;
const NEXT_PORT = 18300;
const PAGES = ['/', '/services/web-development', '/portfolio/healwell-clinics-website', '/ur', '/search?q=seo'];
const SERVER_START_TIMEOUT_MS = 60_000;

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const site = path.resolve(option('--site') ?? root);
const distDir = option('--dist-dir') ?? (option('--site') ? '.next' : '.next-observatory');
const siteUrl = `https://localhost:${HTTPS_PORT}`;

if (site === root) {
  const status = ensureBuild({ distDir, env: { ...process.env, NEXT_PUBLIC_SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: '1' } });
  if (status !== 0) process.exit(status);
}

// The scanner is installed here on first use, not with the site's dependencies: its install step
// downloads lists from the internet, which would make `npm install` fail on a machine without it.
// Its scripts are skipped; it needs only Chromium's HSTS preload list in its conf/ folder, and an
// empty list gives the same grade: `localhost` is never on it, so the preload test has nothing to
// credit either way.
const OBSERVATORY = '@mdn/mdn-http-observatory@1.4.8';
const toolDir = path.join(root, 'bench', '.tmp', 'observatory');
const observatoryDir = path.join(toolDir, 'node_modules', '@mdn', 'mdn-http-observatory');
if (!existsSync(observatoryDir)) {
  execFileSync('npm', ['install', '--prefix', toolDir, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', OBSERVATORY], {
    stdio: 'inherit',
  });
}
const preloadList = path.join(observatoryDir, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

// A self-signed certificate for localhost, made for this run only.
const certDir = mkdtempSync(path.join(tmpdir(), 'observatory-'));
const key = path.join(certDir, 'key.pem');
const cert = path.join(certDir, 'cert.pem');
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', cert,
  '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
], { stdio: 'ignore' });

const server = spawn(process.execPath, [nextBin, 'start', '-p', String(NEXT_PORT), '-H', '127.0.0.1'], {
  cwd: site,
  env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_PUBLIC_SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: 'ignore',
});

// The edge: http answers with a redirect to https; https passes each request on to next start.
const redirectToHttps = (request, response) => {
  response.writeHead(301, { Location: `${siteUrl}${request.url}` }).end();
};
const tls = { key: readFileSync(key), cert: readFileSync(cert) };
const passOn = (request, response) => {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: NEXT_PORT,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': request.headers.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
};
// The edge listens where `localhost` resolves (127.0.0.1).
const edges = ['127.0.0.1'].flatMap((address) => [
  { server: http.createServer(redirectToHttps), port: HTTP_PORT, address },
  { server: https.createServer(tls, passOn), port: HTTPS_PORT, address },
]);
await Promise.all(edges.map(({ server, port, address }) => new Promise((resolve) => server.listen(port, address, resolve))));

async function waitForServer() {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${NEXT_PORT}/robots.txt`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/** Runs a Node.js script and collects its output. */
function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const results = [];
try {
  await waitForServer();
  for (const page of PAGES) {
    // Run asynchronously: the edge answering the scanner lives in this process.
    const scan = await run(
      [path.join(root, 'scripts', 'observatory', 'scan.mjs'), 'localhost', String(HTTP_PORT), String(HTTPS_PORT), page],
      { ...process.env, NODE_EXTRA_CA_CERTS: cert, OBSERVATORY_DIR: observatoryDir },
    );
    if (scan.status !== 0) throw new Error(`scan of ${page} failed: ${scan.stderr}`);
    results.push(JSON.parse(scan.stdout.trim().split('\n').at(-1)));
  }
} finally {
  server.kill('SIGTERM');
  for (const { server } of edges) server.close();
  rmSync(certDir, { recursive: true, force: true });
}

console.log('| page | grade | score | failed tests |\n| --- | --- | --- | --- |');
for (const { path: page, grade, score, failed } of results) {
  const failures = failed.map(({ result, modifier }) => `${result} (${modifier})`).join(', ') || 'none';
  console.log(`| \`${page}\` | ${grade} | ${score} | ${failures} |`);
}
const json = option('--json');
if (json) writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
process.exit(results.every(({ grade }) => grade === 'A+') ? 0 : 1);
