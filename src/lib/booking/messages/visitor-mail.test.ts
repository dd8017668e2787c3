/**
 * The visitor's e-mail, end to end on both engines: a booking, a move and a cancel queue their
 * messages, the deliveries queue sends them to a real SMTP server on loopback, and each message is
 * read back with mailparser and its invite with ical.js: the confirmation in English and in Urdu
 * (METHOD:REQUEST at the booked time, the visitor as attendee, the agency as organizer), the update
 * on a move (same UID, higher SEQUENCE), the METHOD:CANCEL, and a relay that refuses once then
 * accepts (retried, sent once).
 */
import ICAL from 'ical.js';
import type { Attachment } from 'mailparser';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { siteConfig } from '@/content/site';
import { deliverBatch } from '@/lib/leads/pass';
import { sendVisitorMail } from './visitor-send';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import type { Received } from '@test-support/smtp-receiver';
import { smtpReceiverEachTest } from '@test-support/smtp-receiver-each';
import { saveAvailability } from '../calendar/availability-store';
import { DEFAULT_AVAILABILITY } from '../calendar/settings';
import { heldSpan } from '../calendar/slots';
import { bookCall, cancelBooking, moveBooking, type CallRequest } from '../rules/store';

const NOW = new Date('2026-11-30T03:00:00.000Z');
const RETRY_AFTER_MS = 61_000;
const at = (iso: string, language = 'en', timeZone = 'Europe/London'): CallRequest => {
  const start = Date.parse(iso);
  return { start, end: start + 30 * 60_000, span: heldSpan(DEFAULT_AVAILABILITY, start), timeZone, language };
};
const ELEVEN = '2026-12-01T11:30:00+05:00';

const receiver = smtpReceiverEachTest();

const server = () => testServerEnv({ smtpUrl: receiver().url, smtpFrom: 'Ravi Digital <calls@example.pk>' });

function invite(attachments: Attachment[]) {
  const part = attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) throw new Error('no invite in the message');
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
    // The scheme's case is the writer's choice (RFC 3986): compared in lower case.
    attendee: String(vevent.getFirstPropertyValue('attendee')).replace(/^mailto:/i, 'mailto:'),
    organizer: String(vevent.getFirstPropertyValue('organizer')).replace(/^mailto:/i, 'mailto:'),
    status: vevent.getFirstPropertyValue('status'),
    location: vevent.getFirstPropertyValue('location'),
    url: vevent.getFirstPropertyValue('url'),
  };
}

describeEachEngine('the visitor’s e-mail', (current) => {
  const deliver = (when: Date) =>
    deliverBatch(current(), { server: server(), now: () => when, visitor: sendVisitorMail });
  const book = (language = 'en', fields: Record<string, string> = {}, start = ELEVEN) =>
    bookCall(current().db, {
      leadId: randomUUID(),
      fields: { name: 'Ayesha Khan', email: 'ayesha@example.pk', whatsapp: '+92 300 1234567', ...fields },
      call: at(start, language),
      spamReason: undefined,
      server: server(),
      now: NOW,
    });

  it('confirms a booking in English with an invite the calendar accepts, to the visitor alone', async () => {
    const booked = await book();
    await deliver(NOW);
    expect(receiver().received).toHaveLength(1);
    const [{ mail, rcptTo }] = receiver().received as [Received];
    expect(rcptTo).toEqual(['ayesha@example.pk']);
    expect(mail.subject).toBe('Your call is booked: Tue 1 Dec, 11:30 am (Pakistan time)');
    expect(mail.replyTo?.value[0]?.address).toBe(siteConfig.email);
    expect(mail.from?.value[0]?.address).toBe('calls@example.pk');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(mail.text).toContain('Tuesday, 1 December 2026 at 11:30 am (Pakistan time)');
    expect(mail.text).toContain('We call you on WhatsApp at +92 300 1234567.');
    expect(mail.text).toContain(`/book/confirmed?b=${booked.bookingId}&sig=`);
    expect(mail.text).toContain(siteConfig.phone.display);
    expect(mail.html).toContain('lang="en-GB" dir="ltr"');
    expect(invite(mail.attachments)).toEqual({
      method: 'REQUEST',
      uid: `${booked.leadId}@localhost:3000`,
      sequence: 0,
      start: '2026-12-01T06:30:00.000Z',
      attendee: 'mailto:ayesha@example.pk',
      organizer: `mailto:${siteConfig.email}`,
      status: 'CONFIRMED',
      location: 'WhatsApp call to +92 300 1234567',
      url: expect.stringContaining(`/book/confirmed?b=${booked.bookingId}&sig=`),
    });
  });

  it('confirms an Urdu booking in Urdu, right to left, with the time in the visitor’s zone too', async () => {
    await book('ur', { whatsapp: '' });
    await deliver(NOW);
    const { mail } = receiver().received[0]!;
    expect(mail.subject).toMatch(/^آپ کی کال بک ہو گئی ہے: .+ \(پاکستانی وقت\)$/);
    expect(mail.html).toContain('lang="ur-PK" dir="rtl"');
    expect(mail.text).toContain('السلام علیکم Ayesha Khan،');
    // No number: a Jitsi Meet room of its own, its link kept left to right in the Urdu line.
    expect(mail.text).toMatch(
      /ویڈیو کال: کال کے وقت \u2066https:\/\/meet\.jit\.si\/RaviDigitalCall[0-9a-f]{32}\u2069/,
    );
    expect(mail.text).toContain('/ur/book/confirmed?b=');
    // Europe/London is five hours behind Pakistan in December: 6:30 in the morning there.
    expect(mail.text).toMatch(/آپ کا وقت \(.+\): .*6:30/);
    expect(invite(mail.attachments)).toMatchObject({ method: 'REQUEST', start: '2026-12-01T06:30:00.000Z' });
  });

  it('updates the invite on a move (same UID, higher SEQUENCE) and cancels it with METHOD:CANCEL', async () => {
    const booked = await book();
    await deliver(NOW);
    const moved = await moveBooking(
      current().db,
      booked.bookingId,
      at('2026-12-02T15:00:00+05:00'),
      server(),
      NOW,
    );
    if (!moved.moved) throw new Error('not moved');
    await deliver(NOW);
    const update = receiver().received[1]!.mail;
    expect(update.subject).toBe('Your call has moved to Wed 2 Dec, 3:00 pm (Pakistan time)');
    const first = invite(receiver().received[0]!.mail.attachments);
    expect(invite(update.attachments)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      start: '2026-12-02T10:00:00.000Z',
    });
    expect(await cancelBooking(current().db, moved.bookingId, server(), NOW)).toBe('cancelled');
    await deliver(NOW);
    const cancel = receiver().received[2]!.mail;
    expect(cancel.subject).toBe('Your call on Wed 2 Dec, 3:00 pm (Pakistan time) is cancelled');
    expect(invite(cancel.attachments)).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect(receiver().received).toHaveLength(3);
  });

  it('puts where the call happens into the invite’s LOCATION and URL, for each kind of place', async () => {
    const hours = ['11:30', '12:30', '14:00', '15:00'];
    const sent = async (fields: Record<string, string>) => {
      const count = receiver().received.length;
      const start = `2026-12-01T${hours[count]}:00+05:00`;
      const booked = await book('en', { email: `${randomUUID()}@example.pk`, ...fields }, start);
      await deliver(NOW);
      const mail = receiver().received[count]!.mail;
      return { booked, mail, invite: invite(mail.attachments) };
    };
    // A visitor with a number, the owner calling on WhatsApp (the default): the number, and the booking's page.
    const whatsapp = await sent({});
    expect(whatsapp.invite.location).toBe('WhatsApp call to +92 300 1234567');
    expect(whatsapp.invite.url).toMatch(
      new RegExp(`^http://localhost:3000/book/confirmed\\?b=${whatsapp.booked.bookingId}&sig=`),
    );
    // Without a number and with no link of the owner's: a Jitsi Meet room of the booking's own.
    const jitsi = await sent({ whatsapp: '' });
    expect(jitsi.invite.location).toMatch(/^https:\/\/meet\.jit\.si\/RaviDigitalCall[0-9a-f]{32}$/);
    expect(jitsi.invite.url).toBe(jitsi.invite.location);
    expect(jitsi.mail.text).toContain(String(jitsi.invite.location));
    const other = await sent({ whatsapp: '' });
    expect(other.invite.location).not.toBe(jitsi.invite.location);
    // The owner's one video link, for everyone once WhatsApp calls are off.
    await saveAvailability(
      current().db,
      { ...DEFAULT_AVAILABILITY, whatsappCalls: false, videoLink: 'https://meet.google.com/abc-defg-hij' },
      null,
      NOW,
    );
    const link = await sent({});
    expect(link.invite.location).toBe('https://meet.google.com/abc-defg-hij');
    expect(link.invite.url).toBe('https://meet.google.com/abc-defg-hij');
    expect(link.mail.text).toContain('https://meet.google.com/abc-defg-hij');
  });

  it('keeps a Jitsi room through a move: the updated invite names the same room', async () => {
    const booked = await book('en', { whatsapp: '' });
    await deliver(NOW);
    const first = invite(receiver().received[0]!.mail.attachments);
    const moved = await moveBooking(
      current().db,
      booked.bookingId,
      at('2026-12-02T15:00:00+05:00'),
      server(),
      NOW,
    );
    if (!moved.moved) throw new Error('not moved');
    await deliver(NOW);
    const update = invite(receiver().received[1]!.mail.attachments);
    expect(first.location).toMatch(/^https:\/\/meet\.jit\.si\/RaviDigitalCall[0-9a-f]{32}$/);
    expect(update).toMatchObject({ sequence: 1, location: first.location, url: first.url });
  });

  it('retries when the relay refuses, and sends once when it accepts', async () => {
    receiver().refuseNext(1);
    await book();
    expect(await deliver(NOW)).toMatchObject({ claimed: 1, retrying: 1 });
    expect(receiver().received).toHaveLength(0);
    expect(await deliver(new Date(NOW.getTime() + RETRY_AFTER_MS))).toMatchObject({
      claimed: 1,
      delivered: 1,
    });
    expect(await deliver(new Date(NOW.getTime() + 2 * RETRY_AFTER_MS))).toMatchObject({ claimed: 0 });
    expect(receiver().refused()).toBe(1);
    expect(receiver().received).toHaveLength(1);
    const attempts = await current().db.selectFrom('delivery_attempts').select(['ok', 'error']).execute();
    expect(attempts.map((attempt) => attempt.ok).sort()).toEqual([0, 1]);
    expect(attempts.find((attempt) => !attempt.ok)?.error).toContain('451');
  });

  it('after a relay that refused for a while, sends the cancellation and no "booked" after it', async () => {
    receiver().refuseNext(10);
    const booked = await book();
    expect(await deliver(NOW)).toMatchObject({ retrying: 1 });
    // The visitor cancels while the relay is down; then it accepts again.
    expect(await cancelBooking(current().db, booked.bookingId, server(), NOW)).toBe('cancelled');
    receiver().refuseNext(0);
    for (let retry = 1; retry <= 4; retry += 1)
      await deliver(new Date(NOW.getTime() + retry * 10 * RETRY_AFTER_MS));
    expect(receiver().received.map((message) => message.mail.subject)).toEqual([
      expect.stringMatching(/^Your call on .+ is cancelled$/),
    ]);
    const attempts = await current()
      .db.selectFrom('delivery_attempts')
      .innerJoin('deliveries', 'deliveries.id', 'delivery_attempts.delivery_id')
      .select(['deliveries.event', 'delivery_attempts.ok', 'delivery_attempts.error'])
      .where('deliveries.channel', '=', 'visitor')
      .execute();
    expect(attempts).toContainEqual({
      event: 'booking.created',
      ok: 1,
      error: 'not sent: the booking is cancelled now',
    });
  });

  it('sends nothing to visitors without SMTP_URL', async () => {
    await bookCall(current().db, {
      leadId: randomUUID(),
      fields: { name: 'Ayesha Khan', email: 'ayesha@example.pk' },
      call: at(ELEVEN),
      spamReason: undefined,
      server: testServerEnv(),
      now: NOW,
    });
    expect(await current().db.selectFrom('deliveries').select('channel').execute()).toEqual([]);
  });
});
