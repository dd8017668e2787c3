/**
 * A stand-in for Akismet on loopback, speaking its REST protocol (https://akismet.com/developers/):
 * `POST /1.1/comment-check` answers "true" for spam and "false" otherwise (spam is what carries
 * Akismet's documented test author `akismet-guaranteed-spam`, or any word of `spamWords`), "invalid"
 * for a wrong key; `submit-spam` and `submit-ham` answer "Thanks for making the web a better place.".
 * `mode` makes it fail: `down` answers 503, `hang` never answers. Every call is recorded.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const AKISMET_TEST_AUTHOR = 'akismet-guaranteed-spam';
const THANKS = 'Thanks for making the web a better place.';

export interface AkismetCall {
  method: string;
  params: Record<string, string>;
}

export interface FakeAkismet {
  origin: string;
  calls: AkismetCall[];
  mode: 'up' | 'down' | 'hang';
  spamWords: string[];
  close(): Promise<void>;
}

export async function startFakeAkismet(key: string, host = '127.0.0.1'): Promise<FakeAkismet> {
  const fake: Omit<FakeAkismet, 'origin' | 'close'> = { calls: [], mode: 'up', spamWords: [] };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = (request.url ?? '').replace(/^\/1\.1\//, '');
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      fake.calls.push({ method, params });
      if (fake.mode === 'hang') return;
      const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'text/plain', ...headers });
        response.end(body);
      };
      if (fake.mode === 'down') return answer(503, 'Service Unavailable');
      if (request.method !== 'POST') return answer(405, 'Method Not Allowed');
      if (params.api_key !== key) return answer(200, 'invalid', { 'x-akismet-debug-help': 'Empty "api_key" value' });
      if (!params.blog || !params.user_ip) return answer(200, 'Missing required field: user_ip.');
      if (method === 'comment-check') {
        const text = `${params.comment_author ?? ''} ${params.comment_content ?? ''}`.toLowerCase();
        const spam = text.includes(AKISMET_TEST_AUTHOR) || fake.spamWords.some((word) => text.includes(word));
        return answer(200, spam ? 'true' : 'false');
      }
      if (method === 'submit-spam' || method === 'submit-ham') return answer(200, THANKS);
      return answer(404, 'Not Found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake as FakeAkismet, {
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
