/**
 * For Vitest files that send the site's e-mail: a fresh SMTP receiver on loopback for each test
 * (./smtp-receiver.ts), and after it the site's SMTP transport closed, so the next test's relay
 * gets a new connection.
 */
import { afterEach, beforeEach } from 'vitest';
import { closeSmtp } from '@/lib/email/smtp';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

/** Registers the hooks; returns the current test's receiver. */
export function smtpReceiverEachTest(): () => SmtpReceiver {
  let receiver: SmtpReceiver | undefined;
  beforeEach(async () => {
    receiver = await startSmtpReceiver();
  });
  afterEach(async () => {
    closeSmtp();
    await receiver?.close();
  });
  return () => {
    if (!receiver) throw new Error('the SMTP receiver starts before each test');
    return receiver;
  };
}
