/**
 * A stand-in for EmailJS's REST API on 127.0.0.1, for the tests of the server's sends (the form
 * without JavaScript, the delivery worker): it records every `POST /api/v1.0/email/send` body and
 * answers 200 'OK', or the status the test sets, as EmailJS does (a short text body).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SEND_PATH = '/api/v1.0/email/send';

/** The JSON body EmailJS's send endpoint takes, as the fake received it. */
export interface ReceivedSend {
  service_id?: string;
  template_id?: string;
  user_id?: string;
  accessToken?: string;
  template_params?: Record<string, string>;
}

export interface FakeEmailJs {
  origin: string;
  /** Bodies received on the send path, oldest first (refused ones too). */
  sends: ReceivedSend[];
  /** The status every later send is answered with (200 'OK' by default). */
  answerWith(status: number): void;
  /** The statuses the next sends get, one each, before `answerWith`'s applies again. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<ReceivedSend> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedSend;
}

export async function startFakeEmailJs(): Promise<FakeEmailJs> {
  const sends: ReceivedSend[] = [];
  let status = 200;
  const next: number[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== FAKE_SEND_PATH) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return;
      }
      try {
        sends.push(await readJson(request));
      } catch {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('Body must be JSON');
        return;
      }
      const answer = next.shift() ?? status;
      const body = answer >= 200 && answer < 300 ? 'OK' : 'Fake EmailJS failure';
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(body);
    })();
  });
  // Loopback only: nothing outside this machine can reach the fake.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    sends,
    answerWith(answer) {
      status = answer;
    },
    answerNext(...statuses) {
      next.push(...statuses);
    },
    close: () => closeServer(server),
  };
}

/** Stops a loopback test server, its open connections included. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}
