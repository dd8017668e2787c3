/**
 * A webhook receiver on 127.0.0.1 that takes its time, as a busy one does: each request is answered
 * 204 only `delayMs` after it arrived, so a test can stop the delivery worker while its sends are on
 * their way (src/lib/leads/races.test.ts). It records the lead id (X-Lead-Id) of each request when
 * it arrives and when it is answered. Signatures are test-support/webhook-receiver.ts's business.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './fake-emailjs';

export interface SlowReceiver {
  url: string;
  /** Lead ids in the order their requests arrived. */
  arrived: string[];
  /** Lead ids in the order they were answered 204. */
  answered: string[];
  /** How long each later request waits for its answer. */
  answerAfter(delayMs: number): void;
  close(): Promise<void>;
}

export async function startSlowReceiver(delayMs: number): Promise<SlowReceiver> {
  const arrived: string[] = [];
  const answered: string[] = [];
  let delay = delayMs;
  const server = createServer((request, response) => {
    const leadId = String(request.headers['x-lead-id'] ?? '');
    arrived.push(leadId);
    // The body is read (and dropped) so the sender's request completes as with a real receiver.
    request.resume();
    setTimeout(() => {
      answered.push(leadId);
      response.writeHead(204).end();
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    arrived,
    answered,
    answerAfter(next) {
      delay = next;
    },
    close: () => closeServer(server),
  };
}
