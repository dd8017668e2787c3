#!/usr/bin/env node
/**
 * `npm start`: serves the production build, building first when needed. PORT (default 3000)
 * and HOST (default: every interface) choose where it listens.
 */
import { spawn } from 'node:child_process';
import { ensureBuild, nextBin, root } from './lib/build.mjs';

const status = ensureBuild();
if (status !== 0) process.exit(status);

const args = [nextBin, 'start', '--port', process.env.PORT || '3000'];
if (process.env.HOST) args.push('--hostname', process.env.HOST);
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
