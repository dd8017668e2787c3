import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddress, DIRECT_CLIENT } from './client-address';
import { installSocketAddressHeader, requestsUnderWay, socketAddressHeader } from './socket-address';
import { NO_PROXY } from './trust-proxy';

/** The name a client would guess: the one the header had before it was made per process. */
const GUESSED_NAME = 'x-site-socket-address';
const FORGED = '203.0.113.9';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The request's headers as a route handler gets them (HTTP/2's pseudo-headers left out). */
const asHeaders = (raw: http.IncomingHttpHeaders) =>
  new Headers(
    Object.entries(raw).flatMap(([name, value]) =>
      name.startsWith(':') || value === undefined ? [] : [[name, String(value)] as [string, string]],
    ),
  );

describe('the socket-address header (the address rule without TRUST_PROXY)', () => {
  installSocketAddressHeader();

  it('has a name made at random in this process', () => {
    expect(socketAddressHeader()).toMatch(/^x-site-socket-address-[0-9a-f]{32}$/);
  });

  it('is never believed from a client, under the name it would guess', () => {
    const headers = new Headers({ [GUESSED_NAME]: FORGED });
    expect(clientAddress(headers, NO_PROXY)).toBe(DIRECT_CLIENT);
  });

  it("names the connection's address on an http.Server, whatever the client sent", async () => {
    const seen = new Promise<string>((resolve) => {
      const server = http.createServer((request, response) => {
        resolve(clientAddress(asHeaders(request.headers), NO_PROXY));
        response.end();
      });
      closers.push(() => new Promise((done) => server.close(() => done())));
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        void fetch(`http://127.0.0.1:${port}/`, { headers: { [GUESSED_NAME]: FORGED } }).then((r) =>
          r.text(),
        );
      });
    });
    expect(await seen).toBe('127.0.0.1');
  });

  it('keeps the requests under way, by method and path without the query, until each is answered', async () => {
    let answer: (() => void) | undefined;
    const server = http.createServer((request, response) => {
      answer = () => response.end('done');
    });
    closers.push(() => new Promise((done) => server.close(() => done())));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const before = performance.now();
    const reply = fetch(`http://127.0.0.1:${port}/api/contact?email=someone@example.pk`, {
      method: 'POST',
      body: 'x',
    }).then((response) => response.text());
    await vi.waitFor(() => expect(answer).toBeDefined());
    const [underWay, ...others] = requestsUnderWay();
    expect(others).toEqual([]);
    expect(underWay).toMatchObject({ method: 'POST', path: '/api/contact' });
    expect(underWay?.since).toBeGreaterThanOrEqual(before);
    answer?.();
    expect(await reply).toBe('done');
    await vi.waitFor(() => expect(requestsUnderWay()).toEqual([]));
  });

  it('believes nothing a client sends through a server that is not an http.Server (HTTP/2)', async () => {
    const server = http2.createServer();
    const seen = new Promise<string>((resolve) =>
      server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
        resolve(clientAddress(asHeaders(request.headers), NO_PROXY));
        response.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = http2.connect(`http://127.0.0.1:${port}`);
    closers.push(async () => {
      client.close();
      await new Promise<void>((done) => server.close(() => done()));
    });
    client
      .request({ ':path': '/', [GUESSED_NAME]: FORGED })
      .on('response', () => undefined)
      .end();
    expect(await seen).toBe(DIRECT_CLIENT);
  });
});
