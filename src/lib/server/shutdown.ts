/**
 * A graceful stop on SIGTERM and SIGINT (every deploy, every scale-down): no new deliveries are
 * claimed, the sends in flight finish and are recorded (at most SHUTDOWN_GRACE_MS), what was
 * claimed but not sent is given back, the HTTP server stops taking connections and finishes the
 * requests under way (those still under way when the grace ends are cut, and named), the speed
 * reports still queued in memory are written, the database connection is closed, then the process
 * exits. While it waits, every few seconds it says on what. Next.js's own
 * handler would exit as soon as its server closed, before a webhook on its way was recorded (and
 * so sent again after the restart); it is replaced. The same under `npm start`, `next start`
 * (with or without NEXT_MANUAL_SIG_HANDLE) and the standalone server.js. Server only.
 */
import 'server-only';
import type http from 'node:http';
import { requestsUnderWay, servingServers, type RequestUnderWay } from '@/lib/http/socket-address';

/** Longer than a send may take (EmailJS and the webhook each give up after 10 s). */
export const SHUTDOWN_GRACE_MS = 20_000;
/** Past the grace, what is left (the speed reports, the database) gets this long before the process exits anyway. */
const FORCE_EXIT_MARGIN_MS = 5_000;
export const FORCE_EXIT_AFTER_MS = SHUTDOWN_GRACE_MS + FORCE_EXIT_MARGIN_MS;
/** How often a stop that is still waiting says on what. */
const REPORT_EVERY_MS = 5_000;
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/** How often a closing server closes the connections that have gone idle since (their request answered). */
const IDLE_SWEEP_MS = 100;

export interface ShutdownSteps {
  /** Stops taking work and waits for what is in flight, up to `graceMs`. */
  stopDeliveries(graceMs: number): Promise<'stopped' | 'timed out'>;
  /** Writes what waits in memory to the database (the speed reports: src/lib/vitals/service.ts). */
  flushVitals?(): Promise<void>;
  closeDatabase(): Promise<void>;
}

export interface ShutdownTiming {
  graceMs: number;
  reportEveryMs: number;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** `GET /api/health (21.3 s), POST /api/contact (2 s)`: what holds the server open, and for how long. */
function describeRequests(requests: RequestUnderWay[]): string {
  const now = performance.now();
  return requests.map(({ method, path, since }) => `${method} ${path} (${seconds(now - since)})`).join(', ');
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    // Idle keep-alive connections would hold close() open until their clients let go (seconds):
    // those idle now are closed at once, and one with a request under way soon after it is answered.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

const installedKey = Symbol.for('lahore-agency-site.graceful-shutdown');
type Holder = { [installedKey]?: boolean };

export function installGracefulShutdown(
  steps: ShutdownSteps,
  timing: ShutdownTiming = { graceMs: SHUTDOWN_GRACE_MS, reportEveryMs: REPORT_EVERY_MS },
): void {
  const holder = globalThis as Holder;
  if (holder[installedKey]) return;
  holder[installedKey] = true;
  let started = false;
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.on(signal, () => {
      // A second signal (Ctrl+C twice, a shell passing it on) changes nothing: the stop is under way.
      if (started) return;
      started = true;
      void shutdown(signal, steps, timing);
    });
  }
}

async function shutdown(
  signal: NodeJS.Signals,
  steps: ShutdownSteps,
  { graceMs, reportEveryMs }: ShutdownTiming,
): Promise<void> {
  const began = performance.now();
  console.log(
    `[server] ${signal}: stopping; deliveries in flight get up to ${seconds(graceMs)} to finish and be recorded`,
  );
  setTimeout(() => {
    console.error('[server] the stop took too long: exiting now');
    process.exit(1);
  }, graceMs + FORCE_EXIT_MARGIN_MS).unref();
  const waiting = new Set(['the deliveries in flight', 'the HTTP server']);
  const report = setInterval(() => {
    const requests = requestsUnderWay();
    console.warn(
      `[server] still stopping after ${seconds(performance.now() - began)}: waiting on ${[...waiting].join(' and ')}` +
        (requests.length > 0 ? `; requests under way: ${describeRequests(requests)}` : ''),
    );
  }, reportEveryMs);
  report.unref();
  const servers = [...servingServers()];
  // Requests still under way when the grace ends are cut: the speed reports and the database
  // still get their turn, and the stop ends on time.
  const cut = setTimeout(() => {
    const requests = requestsUnderWay();
    console.warn(
      `[server] ${requests.length} request(s) still under way after ${seconds(graceMs)}, cut: ${describeRequests(requests)}`,
    );
    for (const server of servers) server.closeAllConnections();
  }, graceMs);
  cut.unref();
  const [deliveries] = await Promise.all([
    steps
      .stopDeliveries(graceMs)
      .catch((error: unknown) => {
        console.error(
          `[server] deliveries did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`,
        );
        return 'timed out' as const;
      })
      .finally(() => waiting.delete('the deliveries in flight')),
    Promise.all(servers.map(closeServer)).finally(() => {
      waiting.delete('the HTTP server');
      clearTimeout(cut);
    }),
  ]);
  if (deliveries === 'timed out') {
    console.warn('[server] a delivery was still on its way: its claim runs out and another pass takes it up');
  }
  // The HTTP server has stopped taking beacons: what they queued is written while the pool is open.
  waiting.add('the speed reports');
  await steps.flushVitals?.().catch((error: unknown) => {
    console.error(
      `[server] speed reports could not be written: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  waiting.delete('the speed reports');
  waiting.add('the database');
  await steps.closeDatabase().catch(() => undefined);
  clearInterval(report);
  console.log('[server] stopped');
  process.exit(0);
}
