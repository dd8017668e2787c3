/**
 * A leads webhook receiver on 127.0.0.1, for the tests of the delivery worker: it checks each
 * body's two signatures as docs/forms-and-leads.md tells a receiver to (X-Signature-256 with
 * src/lib/leads/webhook.ts's verifyWebhookSignature; the Standard Webhooks headers with the
 * `standardwebhooks` package, the key read from the secret by the documented rule, not the
 * sender's code), records what it got, and answers 204, or the status the test sets, at once or,
 * as a slow CRM would, `delayMs` after the request arrived. Only X-Signature-256 decides a
 * refusal, so a test that sends with a clock far from now still counts.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { verifyWebhookSignature, type WebhookBody } from '@/lib/leads/webhook';
import { closeServer } from './fake-emailjs';

export interface ReceivedWebhook {
  /** The X-Lead-Id header. */
  leadId: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  /** True when X-Signature-256 matched the raw body with the secret. */
  signatureValid: boolean;
  /** The webhook-id header (Standard Webhooks). */
  webhookId: string | undefined;
  /** True when `standardwebhooks`' Webhook.verify accepted the body and the webhook-* headers. */
  standardValid: boolean;
  /** Every header as received, names in lower case (the first value of a repeated one). */
  headers: Record<string, string>;
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

/** As the docs say: `whsec_…` is base64 the package decodes; any other secret is its UTF-8 bytes. */
function standardVerifier(secret: string): Webhook {
  return secret.startsWith('whsec_')
    ? new Webhook(secret)
    : new Webhook(Buffer.from(secret, 'utf8'), { format: 'raw' });
}

/** Names in lower case, as Node gives them; the first value of a repeated header. */
function headerRecord(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) => {
      const first = header(value);
      return first === undefined ? [] : [[name, first]];
    }),
  );
}

/** True when the package accepts the delivery: the signature, and a timestamp within its tolerance. */
function standardVerifies(webhook: Webhook, raw: string, headers: Record<string, string>): boolean {
  try {
    webhook.verify(raw, headers, { jsonParse: false });
    return true;
  } catch {
    return false;
  }
}

export interface ReceiverOptions {
  /**
   * How long each request waits, recorded in `received`, before it is answered (a slow receiver, so
   * a test can stop the sender while its sends are in flight). A delivery whose sender went away
   * meanwhile is still counted as accepted: the receiver had taken it, as a CRM that saves before it
   * answers would.
   */
  delayMs?: number;
}

export async function startWebhookReceiver(
  secret: string,
  { delayMs = 0 }: ReceiverOptions = {},
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const accepted: string[] = [];
  const standard = standardVerifier(secret);
  let status = 204;
  const next: number[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = header(request.headers['x-signature-256']);
      const signatureValid = verifyWebhookSignature(raw, signature, secret);
      const headers = headerRecord(request.headers);
      const standardValid = standardVerifies(standard, raw, headers);
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
        webhookId: headers['webhook-id'],
        standardValid,
        headers,
        raw,
        body,
      });
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
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
