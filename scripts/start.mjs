#!/usr/bin/env node
/**
 * `npm start`: serves the production build, building first when needed. PORT (default 3000)
 * and HOST (default: every interface) choose where it listens.
 *
 * Signals: a container engine (`docker stop`) sends SIGTERM to the first process only, here npm.
 * npm passes it to the process it ran; the script line `exec`s this file, so that process is this
 * one and no `sh -c` sits between to die of the signal and orphan the server. This file passes
 * SIGTERM and SIGINT on to the server, waits for its graceful stop (src/lib/server/shutdown.ts) and
 * exits with its status; npm then exits with the same. Under systemd, which signals every process
 * of the unit, the server gets the signal twice and ignores the second.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureBuild, nextBin, root } from './lib/build.mjs';

const SIGNALS = ['SIGINT', 'SIGTERM'];
/**
 * How long an idle connection is kept open: longer than the 60 s a load balancer or proxy usually
 * keeps its own (AWS ALB, nginx's keepalive upstreams), so the server never closes one the proxy is
 * about to reuse (a 502), and longer than a client keeps it. Node's default is 5 s.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** A shell's status for a process ended by a signal: 128 plus the signal's number. */
const SIGNAL_STATUS_BASE = 128;

// Installed before the build, so a stop asked for while it runs is kept rather than ending this
// process with the default action (the build itself blocks until it is done).
let stopAsked;
for (const signal of SIGNALS) process.on(signal, () => (stopAsked ??= signal));

const status = ensureBuild();
if (status !== 0) process.exit(status);
if (stopAsked) process.exit(0);

const args = [
  nextBin,
  'start',
  '--port',
  process.env.PORT || '3000',
  '--keepAliveTimeout',
  String(KEEP_ALIVE_TIMEOUT_MS),
];
if (process.env.HOST) args.push('--hostname', process.env.HOST);
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of SIGNALS) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) =>
  process.exit(code ?? SIGNAL_STATUS_BASE + (constants.signals[signal] ?? 0)),
);
