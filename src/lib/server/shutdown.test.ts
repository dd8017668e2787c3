/**
 * The graceful stop, in a process of its own (a signal cannot be sent to a Vitest worker thread):
 * test-support/children/graceful-stop.ts installs it with fake steps and an HTTP server, and each
 * case signals it and reads what it did from its output and its exit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawnChild, type Child } from '@test-support/children/spawn';
import { SHUTDOWN_GRACE_MS } from './shutdown';

/** How long the child's fake delivery worker takes to stop. */
const STOP_DELIVERIES_MS = 300;
/** How long the child's `/slow` takes to answer. */
const SLOW_ANSWER_MS = 400;
/** tsx compiles on first run; a busy two-core machine needs more than Vitest's default. */
const CHILD_TIMEOUT_MS = 60_000;
/**
 * The stop ends soon after the last answer: well before a keep-alive client drops its idle
 * connection by itself (Node's fetch after about 3 s, the server's keepAliveTimeout after 5).
 */
const AFTER_ANSWER_MAX_MS = 1_500;
/** Timers fire a little early or late; the stop must not end before its steps have. */
const TIMER_SLACK_MS = 20;

const stoppingLine = (signal: NodeJS.Signals) =>
  `[server] ${signal}: stopping; deliveries in flight get up to ${SHUTDOWN_GRACE_MS / 1000} s to finish and be recorded`;

describe('the graceful stop', () => {
  let child: Child | undefined;

  afterEach(() => {
    // A child left over by a failed case.
    if (child && child.process.exitCode === null && child.process.signalCode === null)
      child.process.kill('SIGKILL');
    child = undefined;
  });

  async function start(timing: string[] = []): Promise<{ child: Child; port: number }> {
    child = spawnChild('graceful-stop.ts', [String(STOP_DELIVERIES_MS), String(SLOW_ANSWER_MS), ...timing]);
    const ready = await child.line(/^ready \d+$/);
    return { child, port: Number(ready.split(' ')[1]) };
  }

  it(
    'on SIGTERM stops the deliveries, closes the server, writes the queued speed reports, then closes the database, and exits 0; once',
    async () => {
      const { child } = await start();
      const signalled = performance.now();
      child.process.kill('SIGTERM');
      await child.line(/stopping deliveries/);
      // A second signal while the stop is under way (Ctrl+C twice, a shell passing it on).
      child.process.kill('SIGTERM');
      expect(await child.exited, child.stderr()).toEqual({ code: 0, signal: null });
      expect(performance.now() - signalled).toBeGreaterThanOrEqual(STOP_DELIVERIES_MS - TIMER_SLACK_MS);
      expect(child.lines.filter((line) => !line.startsWith('ready'))).toEqual([
        stoppingLine('SIGTERM'),
        `[child] stopping deliveries (grace ${SHUTDOWN_GRACE_MS} ms)`,
        '[child] server closed',
        '[child] deliveries stopped',
        '[child] speed reports written',
        '[child] database closed',
        '[server] stopped',
      ]);
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    'on SIGINT answers the request under way, takes no new connection, and exits 0',
    async () => {
      const { child, port } = await start();
      const slow = fetch(`http://127.0.0.1:${port}/slow`).then(async (response) => ({
        status: response.status,
        body: await response.text(),
      }));
      await child.line(/slow request started/);
      const signalled = performance.now();
      child.process.kill('SIGINT');
      await child.line(/stopping deliveries/);
      // The server stopped listening as the stop began.
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
      expect(await slow).toEqual({ status: 200, body: 'slow ok' });
      expect(await child.exited, child.stderr()).toEqual({ code: 0, signal: null });
      // Not held open by the answered request's keep-alive connection until its client lets go.
      expect(performance.now() - signalled).toBeLessThan(SLOW_ANSWER_MS + AFTER_ANSWER_MAX_MS);
      const lines = child.lines.filter((line) => !line.startsWith('ready'));
      expect(lines.slice(0, 2)).toEqual(['[child] slow request started', stoppingLine('SIGINT')]);
      expect(lines.at(-1)).toBe('[server] stopped');
      const order = (line: string) => lines.indexOf(line);
      expect(order('[child] slow request answered')).toBeLessThan(order('[child] server closed'));
      expect(order('[child] server closed')).toBeLessThan(order('[child] database closed'));
      expect(order('[child] deliveries stopped')).toBeLessThan(order('[child] database closed'));
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    'says on what it waits, cuts a request still under way when the grace ends, naming it, and still closes the database and exits 0',
    async () => {
      const graceMs = 1_500;
      const { child, port } = await start([String(graceMs), '500']);
      const hanging = fetch(`http://127.0.0.1:${port}/hang?email=someone@example.pk`);
      await child.line(/hanging request started/);
      const signalled = performance.now();
      child.process.kill('SIGTERM');
      await expect(hanging).rejects.toThrow();
      expect(await child.exited, child.stderr()).toEqual({ code: 0, signal: null });
      expect(performance.now() - signalled).toBeGreaterThanOrEqual(graceMs - TIMER_SLACK_MS);
      const said = `${child.lines.join('\n')}\n${child.stderr()}`;
      // While the deliveries stopped (300 ms), both; then the server alone, the request named.
      expect(said).toMatch(
        /\[server\] still stopping after 0\.5 s: waiting on the HTTP server; requests under way: GET \/hang \(\d+(\.\d)? s\)/,
      );
      expect(said).toMatch(
        /\[server\] 1 request\(s\) still under way after 1\.5 s, cut: GET \/hang \(\d+(\.\d)? s\)/,
      );
      // The query (what a visitor may have typed) is never written.
      expect(said).not.toContain('someone@example.pk');
      const lines = child.lines.filter((line) => line.startsWith('[child]') || line === '[server] stopped');
      expect(lines.slice(-4)).toEqual([
        '[child] server closed',
        '[child] speed reports written',
        '[child] database closed',
        '[server] stopped',
      ]);
    },
    CHILD_TIMEOUT_MS,
  );
});
