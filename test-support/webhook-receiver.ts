/**
 * A leads webhook receiver on 127.0.0.1, for the tests of the delivery worker: it checks each
 * body's signature as the docs tell a receiver to (src/lib/leads/webhook.ts,
 * verifyWebhookSignature), records what it got, and answers 204, or the status the test sets.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature, type WebhookBody } from '@/lib/leads/webhook';
import { closeServer } from './fake-emailjs';

export interface ReceivedWebhook {
  /** The X-Lead-Id header. */
  leadId: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  /** True when X-Signature-256 matched the raw body with the secret. */
  signatureValid: boolean;
  raw: string;
  body: WebhookBody;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Lead ids of the deliveries answered 2xx, in order (a refused one is not counted). */
  acceptedIds(): string[];
  answerWith(status: number): void;
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const accepted: string[] = [];
  let status = 204;
  const next: number[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = header(request.headers['x-signature-256']);
      const signatureValid = verifyWebhookSignature(raw, signature, secret);
      let body: WebhookBody;
      try {
        body = JSON.parse(raw) as WebhookBody;
      } catch {
        response.writeHead(400).end();
        return;
      }
      const leadId = header(request.headers['x-lead-id']);
      received.push({
        leadId,
        timestamp: header(request.headers['x-webhook-timestamp']),
        signature,
        signatureValid,
        raw,
        body,
      });
      // A receiver refuses what it cannot prove came from the site.
      const answer = signatureValid ? (next.shift() ?? status) : 401;
      if (answer >= 200 && answer < 300 && leadId) accepted.push(leadId);
      response.writeHead(answer).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    acceptedIds: () => [...accepted],
    answerWith(answer) {
      status = answer;
    },
    answerNext(...statuses) {
      next.push(...statuses);
    },
    close: () => closeServer(server),
  };
}
