/**
 * The tier's own `fetch` (test-support/served-setup.ts): a connection left idle past the client's
 * limit is not reused, even when the server offers to keep it 65 s as the site's servers do.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import { CLIENT_KEEP_ALIVE_MS } from '../../test-support/served-setup';

test('fetch opens a new connection once one has been idle past the client’s limit, whatever the server offers', async () => {
  const connections = new Set<unknown>();
  const server = http.createServer((request, response) => {
    connections.add(request.socket);
    response.end('ok');
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const first = await fetch(url);
    expect(first.headers.get('keep-alive')).toBe('timeout=65');
    await first.text();
    // The connection goes back to the pool once the answer has ended, a moment after its body.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await (await fetch(url)).text();
    expect(connections.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, CLIENT_KEEP_ALIVE_MS + 500));
    await (await fetch(url)).text();
    expect(connections.size).toBe(2);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}, 20_000);
