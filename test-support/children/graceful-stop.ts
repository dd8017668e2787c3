/**
 * A server process in small, for src/lib/server/shutdown.test.ts: the socket-address hook and the
 * graceful stop installed as src/instrumentation.ts installs them, with fake steps that say when
 * they are called (stopping the deliveries takes the first argument's milliseconds), and an HTTP
 * server that has served one request. `/slow` answers after the second argument's milliseconds, to
 * be under way when a signal comes; `/hang` never answers. A third and fourth argument, when given,
 * set the stop's grace and how often it reports (milliseconds). It prints `ready <port>` once it is
 * set, then waits for a signal.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installSocketAddressHeader } from '@/lib/http/socket-address';
import { installGracefulShutdown } from '@/lib/server/shutdown';

const [stopDeliveriesMs, slowAnswerMs, graceMs, reportEveryMs] = process.argv.slice(2).map(Number);
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  installSocketAddressHeader();
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/hang')) return void console.log('[child] hanging request started');
    if (request.url !== '/slow') return void response.end('ok');
    console.log('[child] slow request started');
    void later(slowAnswerMs ?? 0).then(() => {
      console.log('[child] slow request answered');
      response.end('slow ok');
    });
  });
  server.on('close', () => console.log('[child] server closed'));
  installGracefulShutdown(
    {
      async stopDeliveries(graceMs) {
        console.log(`[child] stopping deliveries (grace ${graceMs} ms)`);
        await later(stopDeliveriesMs ?? 0);
        console.log('[child] deliveries stopped');
        return 'stopped';
      },
      async flushVitals() {
        console.log('[child] speed reports written');
      },
      async closeDatabase() {
        console.log('[child] database closed');
      },
    },
    graceMs && reportEveryMs ? { graceMs, reportEveryMs } : undefined,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A server the stop must close is one that has served a request (src/lib/http/socket-address.ts).
  const response = await fetch(`http://127.0.0.1:${port}/`);
  await response.text();
  console.log(`ready ${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
