/**
 * A real SMTP server on loopback (`smtp-server`) for the tests of the visitors' e-mail: every
 * message it accepts is read back with `mailparser`, with the envelope it came in. It can refuse
 * the next sends with a temporary failure (451), as a busy relay does, to test the retries.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  mail: ParsedMail;
  /** The envelope's recipients: who the relay was asked to deliver to. */
  rcptTo: string[];
  mailFrom: string;
}

export interface SmtpReceiver {
  url: string;
  received: Received[];
  /** Refuses the next `count` messages with 451. */
  refuseNext(count: number): void;
  /** How many messages were refused. */
  refused(): number;
  close(): Promise<void>;
}

/** A receiver that temporarily fails: the code a relay sends when it is busy (RFC 5321, 451). */
const BUSY = 451;

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: Received[] = [];
  let toRefuse = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refusedCount += 1;
          callback(Object.assign(new Error('Busy, try again later'), { responseCode: BUSY }));
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push({
              mail,
              rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      toRefuse = count;
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
