/**
 * A booking confirmed by e-mail, end to end on both engines: the confirm e-mail reaches a real SMTP
 * server on loopback (read back with mailparser) in the booking's language, with plain-text and
 * HTML parts and the signed confirm link, and no invite; the link's page posts to the confirm
 * endpoint, which books the call (then the invite is sent) and answers a second post the same.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { deliverBatch } from '@/lib/leads/pass';
import { sendVisitorMail } from './visitor-send';
import { describeEachEngine } from '@test-support/engines';
import { memoryLimiter, testServerEnv } from '@test-support/email-sends';
import { smtpReceiverEachTest } from '@test-support/smtp-receiver-each';
import { receiveConfirm } from '../pages/confirm-endpoint';
import { DEFAULT_AVAILABILITY } from '../calendar/settings';
import { heldSpan } from '../calendar/slots';
import { bookCall, findBooking, saveAvailability } from '../rules/store';

const NOW = new Date('2026-11-30T03:00:00.000Z');
const START = Date.parse('2026-12-01T11:30:00+05:00');
const ORIGIN = 'http://localhost:3000';

const receiver = smtpReceiverEachTest();

const server = () => testServerEnv({ smtpUrl: receiver().url, smtpFrom: 'Ravi Digital <calls@example.pk>' });

const post = (fields: Record<string, string>) =>
  new Request(`${ORIGIN}/api/book/confirm`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.7',
    },
  });

describeEachEngine('a booking confirmed by e-mail', (current) => {
  const deliver = (when: Date) =>
    deliverBatch(current(), { server: server(), now: () => when, visitor: sendVisitorMail });
  const book = async (language: string, fields: Record<string, string> = {}) => {
    await saveAvailability(current().db, { ...DEFAULT_AVAILABILITY, confirmByEmail: 'always' }, null, NOW);
    return bookCall(current().db, {
      leadId: randomUUID(),
      fields: { name: 'Ayesha Khan', email: 'ayesha@example.pk', ...fields },
      call: { start: START, end: START + 30 * 60_000, span: heldSpan(DEFAULT_AVAILABILITY, START), language },
      spamReason: undefined,
      visitor: 'visitor-key',
      server: server(),
      now: NOW,
    });
  };

  it('e-mails the confirm link; the link’s button books the call, once, and then the invite comes', async () => {
    const pending = await book('en');
    expect(pending.status).toBe('pending');
    await deliver(NOW);
    expect(receiver().received).toHaveLength(1);
    const { mail, rcptTo } = receiver().received[0]!;
    expect(rcptTo).toEqual(['ayesha@example.pk']);
    expect(mail.subject).toBe('Please confirm your call: Tue 1 Dec, 11:30 am (Pakistan time)');
    expect(mail.html).toContain('Confirm my call');
    expect(mail.attachments.filter((part) => part.contentType === 'text/calendar')).toEqual([]);
    const link = /http:\/\/localhost:3000\/book\/confirm\?b=([0-9a-f-]+)&sig=([\w-]+)/.exec(mail.text ?? '');
    expect(link?.[1]).toBe(pending.bookingId);
    const form = { b: link![1]!, sig: link![2]!, language: 'en' };
    const deps = { server: server(), limiter: memoryLimiter(10), db: () => current().db, now: () => NOW };
    const first = await receiveConfirm(post(form), deps);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toMatch(`/book/confirmed?b=${pending.bookingId}&sig=`);
    const second = await receiveConfirm(post(form), deps);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect((await findBooking(current().db, pending.bookingId))?.status).toBe('booked');
    await deliver(NOW);
    expect(receiver().received).toHaveLength(2);
    expect(receiver().received[1]!.mail.subject).toMatch(/^Your call is booked: /);
  });

  it('e-mails an Urdu booking’s confirm link in Urdu, right to left', async () => {
    await book('ur');
    await deliver(NOW);
    const { mail } = receiver().received[0]!;
    expect(mail.subject).toMatch(/^براہ کرم اپنی کال کی تصدیق کریں: .+ \(پاکستانی وقت\)$/);
    expect(mail.html).toContain('lang="ur-PK" dir="rtl"');
    expect(mail.text).toContain('http://localhost:3000/ur/book/confirm?b=');
  });

  it('answers a confirm after the 30 minutes with the page that says so, and books nothing', async () => {
    const pending = await book('en');
    await deliver(NOW);
    const link = /\/book\/confirm\?b=([0-9a-f-]+)&sig=([\w-]+)/.exec(receiver().received[0]!.mail.text ?? '');
    const late = new Date(NOW.getTime() + 31 * 60_000);
    const answer = await receiveConfirm(post({ b: link![1]!, sig: link![2]!, language: 'en' }), {
      server: server(),
      limiter: memoryLimiter(10),
      db: () => current().db,
      now: () => late,
    });
    expect(answer.headers.get('location')).toMatch(/^\/book\/confirm\?b=.+&error=expired$/);
    expect((await findBooking(current().db, pending.bookingId))?.status).toBe('pending');
  });

  it('carries none of what the visitor typed to the address not yet confirmed', async () => {
    // A script's "name" and "number" are its ad; the confirm e-mail goes to any address it types.
    await book('en', { name: 'CHEAP FOLLOWERS visit spam.example', whatsapp: '+92 300 1234567' });
    await deliver(NOW);
    const { mail } = receiver().received[0]!;
    for (const part of [mail.text ?? '', mail.html || '', mail.subject ?? '']) {
      expect(part).not.toContain('FOLLOWERS');
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('1234567');
    }
    expect(mail.text).toMatch(/^Hello,/);
  });
});
