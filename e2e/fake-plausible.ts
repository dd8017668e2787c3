/**
 * A stand-in for Plausible's events API on 127.0.0.1, for the analytics tests: it records every
 * `POST /api/event` with the headers Plausible counts visitors by, and answers 202 like Plausible.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_EVENT_PATH = '/api/event';

/** One event as received, with the tracker's short field names and the API's long ones read alike. */
export interface ReceivedEvent {
  name: string;
  url: string;
  domain: string;
  props: Record<string, string>;
  /** The body as it came, for the fields not read above. */
  body: Record<string, unknown>;
  userAgent: string | undefined;
  forwardedFor: string | undefined;
}

export interface FakePlausible {
  origin: string;
  events: ReceivedEvent[];
  /** Every request, including ones to any other path, as `METHOD path`. */
  requests: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function startFakePlausible(): Promise<FakePlausible> {
  const events: ReceivedEvent[] = [];
  const requests: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      requests.push(`${request.method} ${request.url}`);
      if (request.method !== 'POST' || request.url !== FAKE_EVENT_PATH) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      } catch {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('Body must be JSON');
        return;
      }
      events.push({
        name: text(body.n ?? body.name),
        url: text(body.u ?? body.url),
        domain: text(body.d ?? body.domain),
        props: (body.p ?? body.props ?? {}) as Record<string, string>,
        body,
        userAgent: request.headers['user-agent'],
        forwardedFor: text(request.headers['x-forwarded-for']) || undefined,
      });
      response.writeHead(202, { 'content-type': 'text/plain' }).end('ok');
    })();
  });
  // Loopback only: nothing outside this machine can reach the fake.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    events,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
